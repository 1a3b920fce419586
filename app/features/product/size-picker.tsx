import { Link, useSearchParams } from "react-router";
import type { SizeOption } from "./offers.ts";

/**
 * The sizes as links to `?size=<name>`: choosing one is an ordinary navigation, so it works
 * without JavaScript and the chosen size is in a shareable address. Sizes nobody can buy now
 * (sold or reserved) are shown but are not links.
 */
export function SizePicker({
  sizes,
  selected,
}: {
  sizes: readonly SizeOption[];
  selected: string | null;
}) {
  const [searchParams] = useSearchParams();
  const hrefFor = (name: string) => {
    const params = new URLSearchParams(searchParams);
    params.set("size", name);
    return `?${params.toString()}`;
  };
  const cell =
    "flex min-h-11 min-w-14 items-center justify-center rounded-xl border px-3 py-2 text-center text-sm font-semibold";
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Размеры">
      {sizes.map((size) => (
        <li key={size.name}>
          {size.offer ? (
            <Link
              to={hrefFor(size.name)}
              preventScrollReset
              aria-current={size.name === selected ? "true" : undefined}
              // The shopper's size: ringed, ticked and named by app/app.css.
              data-fit={size.fit}
              className={`${cell} transition focus-visible:outline-2 focus-visible:outline-offset-2 ${
                size.name === selected
                  ? "border-neutral-900 bg-neutral-900 text-white dark:border-white dark:bg-white dark:text-neutral-900"
                  : "border-neutral-300 hover:border-neutral-900 dark:border-neutral-600 dark:hover:border-white"
              }`}
            >
              {size.name}
            </Link>
          ) : (
            <span
              aria-disabled="true"
              title="Нет в наличии"
              data-fit={size.fit}
              className={`${cell} cursor-not-allowed border-neutral-200 text-neutral-400 line-through dark:border-neutral-800 dark:text-neutral-600`}
            >
              {size.name}
              <span className="sr-only"> — нет в наличии</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
