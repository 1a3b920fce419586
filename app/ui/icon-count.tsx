/**
 * The number on a header icon (favourites, cart): a red badge when there is something, and the
 * icon's accessible name, which says the number in words.
 */
export function IconCount({
  count,
  label,
  testId,
}: {
  count: number;
  label: string;
  testId: string;
}) {
  return (
    <>
      <span className="sr-only">{label}</span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid={testId}
          className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-none font-bold text-white tabular-nums"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </>
  );
}
