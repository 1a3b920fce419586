import { ipxUrl } from "~/images/image-url.ts";

/** The widest picture search engines and link previews are given, CSS pixels. */
export const SHARE_IMAGE_WIDTH = 1200;

/** The absolute address of a product picture through /_ipx, for crawlers and link previews. */
export function absoluteImageUrl(siteUrl: string, src: string): string {
  return `${siteUrl}${ipxUrl(src, { width: SHARE_IMAGE_WIDTH })}`;
}

export interface ProductJsonLdInput {
  name: string;
  description: string | null;
  sku: string;
  url: string;
  images: readonly string[];
  brands: readonly string[];
  /** Kopecks; null when nothing is on sale. */
  priceRange: { low: number; high: number } | null;
  offerCount: number;
  rating: { average: number; count: number } | null;
}

/** schema.org Product with its offers (roubles) and, when reviewed, its aggregate rating. */
export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  const [brand] = input.brands;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    sku: input.sku,
    url: input.url,
    image: input.images,
    ...(input.description ? { description: input.description } : {}),
    ...(brand ? { brand: { "@type": "Brand", name: input.brands.join(" × ") } } : {}),
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "RUB",
      url: input.url,
      ...(input.priceRange
        ? {
            lowPrice: input.priceRange.low / 100,
            highPrice: input.priceRange.high / 100,
            offerCount: input.offerCount,
            availability: "https://schema.org/InStock",
          }
        : { offerCount: 0, availability: "https://schema.org/OutOfStock" }),
    },
    ...(input.rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: input.rating.average,
            reviewCount: input.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The JSON in a script tag; «<» is escaped so no text of the product can close the tag. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
