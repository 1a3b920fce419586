import type { ReactNode } from "react";
import { formatDate } from "~/lib/dates.ts";

/**
 * The head of an order's page, for its owner and for anyone with the link alike: when it was
 * placed and its status, then what the view adds (payment, delivery method).
 */
export function OrderStatusPanel({
  order,
  children,
}: {
  order: { statusName: string; createdAt: string };
  children?: ReactNode;
}) {
  return (
    <section
      aria-label="Статус заказа"
      className="flex flex-col gap-3 rounded-3xl bg-neutral-100 p-5 dark:bg-neutral-900"
    >
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        Оформлен <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
      </p>
      <p className="text-xl font-semibold" data-testid="order-status">
        {order.statusName}
      </p>
      {children}
    </section>
  );
}
