import { usePlainLinkNavigation } from "./plain-links.ts";

/** The page numbers shown around the current one: 1 … 4 5 [6] 7 8 … 20. */
function pageWindow(page: number, totalPages: number): (number | "gap")[] {
  const shown = new Set([1, totalPages]);
  for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= totalPages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && n - previous > 1 ? ["gap" as const, n] : [n];
  });
}

/**
 * Links to the pages of a list: `hrefFor` gives each page's URL, or, for a list whose only
 * parameter is the page, `path` (page 1 is the path itself, the others `path?page=N`).
 */
export function Pagination({
  page,
  totalPages,
  ...to
}: {
  page: number;
  totalPages: number;
} & ({ hrefFor: (page: number) => string } | { path: string })) {
  // Plain links, which the list follows on the client (app/ui/plain-links.ts): every `hrefFor`
  // gives an absolute path of the shop.
  const navigate = usePlainLinkNavigation();
  if (totalPages <= 1) return null;
  const hrefFor =
    "hrefFor" in to ? to.hrefFor : (n: number) => (n === 1 ? to.path : `${to.path}?page=${n}`);
  // Its look is the pagination class's (app/app.css), not each link's classes.
  return (
    <nav aria-label="Страницы" className="mt-10">
      <ul className="pagination" onClick={navigate}>
        {page > 1 ? (
          <li>
            <a href={hrefFor(page - 1)} data-discover="true" rel="prev">
              ← Назад
            </a>
          </li>
        ) : null}
        {pageWindow(page, totalPages).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">{n}</span>
              ) : (
                <a href={hrefFor(n)} data-discover="true" aria-label={`Страница ${n}`}>
                  {n}
                </a>
              )}
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <a href={hrefFor(page + 1)} data-discover="true" rel="next">
              Вперёд →
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
