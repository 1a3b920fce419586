import { Link } from "react-router";
import { Image } from "~/ui/image.tsx";
import { SectionHeading } from "./section-heading.tsx";

const LOGO_WIDTH = 96;
const LOGO_HEIGHT = 40;

export interface BrandLink {
  id: string;
  name: string;
  slug: string;
  logoUrl: string | null;
}

/**
 * The whole catalogue filtered by one brand, its goods of every section: `/catalog` with a filter
 * is the catalogue's shelf (docs/catalogue.md#catalogue-listing).
 */
export function brandHref(slug: string): string {
  return `/catalog?${new URLSearchParams({ brand: slug }).toString()}`;
}

/** The most prominent brands, each a way into the catalogue. */
export function Brands({ brands }: { brands: readonly BrandLink[] }) {
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="brands-heading" className="below-fold mt-12 md:mt-16">
      <SectionHeading
        id="brands-heading"
        title="Бренды"
        more={{ to: "/catalog", label: "Весь каталог" }}
      />
      <ul className="mt-5 grid grid-cols-2 gap-2 sm:grid-cols-3 md:gap-3 lg:grid-cols-6">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link
              to={brandHref(brand.slug)}
              className="flex h-16 items-center justify-center rounded-2xl border border-neutral-200 px-3 text-center font-bold tracking-tight transition hover:border-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 md:h-20 md:text-lg dark:border-neutral-800 dark:hover:border-white"
            >
              {brand.logoUrl ? (
                <Image
                  src={brand.logoUrl}
                  alt={brand.name}
                  width={LOGO_WIDTH}
                  height={LOGO_HEIGHT}
                  fit="contain"
                  className="max-h-10 w-auto object-contain dark:invert"
                />
              ) : (
                <span className="line-clamp-2">{brand.name}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
