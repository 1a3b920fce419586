/**
 * The round number of a step in the shop's how-it-works lists (made to order, loyalty, the way
 * of a delivery); screen readers hear the list's own numbering instead. `className` sizes and
 * places it.
 */
export function StepNumber({ n, className = "size-8" }: { n: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center rounded-full bg-brand text-sm font-bold text-white dark:bg-white dark:text-neutral-900 ${className}`}
    >
      {n}
    </span>
  );
}
