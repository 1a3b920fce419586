import type { ReactNode } from "react";

/** One line of an order's sums (the cart's and the checkout's summary): a label and an amount. */
export function SummaryRow({
  label,
  children,
  testId,
  strong = false,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? "text-lg font-bold" : ""}`}
    >
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
