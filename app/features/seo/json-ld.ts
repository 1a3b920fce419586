/**
 * The shop's structured data (docs/seo.md#structured-data): one builder per schema.org type a
 * page carries, typed by schema-dts, and the `meta` descriptors that print them in the head
 * (jsonLdMeta, called by loaders). The builders are pure, so json-ld.test.ts checks every block against what
 * search engines require of it.
 */
import type { MetaDescriptor } from "react-router";
import type {
  BlogPosting,
  BreadcrumbList,
  ItemAvailability,
  Offer,
  Organization,
  Product,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from "schema-dts";
import { COMPANY } from "~/content/company.ts";
import { ipxUrl } from "~/images/image-url.ts";

/** The widest picture search engines and link previews are given, CSS pixels. */
export const SHARE_IMAGE_WIDTH = 1200;

/** The absolute address of a picture through /_ipx, for crawlers and link previews. */
export function absoluteImageUrl(siteUrl: string, src: string): string {
  return `${siteUrl}${ipxUrl(src, { width: SHARE_IMAGE_WIDTH })}`;
}

const IN_STOCK: ItemAvailability = "https://schema.org/InStock";
const OUT_OF_STOCK: ItemAvailability = "https://schema.org/OutOfStock";

/** Kopecks as the decimal roubles schema.org prices are written in. */
const roubles = (kopecks: number) => kopecks / 100;

/** The seller: the home page's Organization, and the publisher of articles. */
export function organizationJsonLd(siteUrl: string): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: COMPANY.brand,
    legalName: COMPANY.shortName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    email: COMPANY.email,
    telephone: COMPANY.phone.href.replace(/^tel:/, ""),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: COMPANY.phone.href.replace(/^tel:/, ""),
      email: COMPANY.email,
      availableLanguage: "ru",
    },
  };
}

/** The site and its search box: `/search?query=…` is the header search's address. */
export function webSiteJsonLd(siteUrl: string): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    "@type": "SearchAction",
    target: {
      "@type": "EntryPoint",
      urlTemplate: `${siteUrl}/search?query={search_term_string}`,
    },
    "query-input": "required name=search_term_string",
  };
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: COMPANY.brand,
    url: `${siteUrl}/`,
    inLanguage: "ru-RU",
    publisher: { "@id": `${siteUrl}/#organization` },
    potentialAction: search,
  };
}

export interface Crumb {
  name: string;
  /** The page's path; the last crumb (the page itself) may leave it out. */
  path?: string;
}

/** The trail above a page and the page itself, each crumb with its absolute address. */
export function breadcrumbJsonLd(
  siteUrl: string,
  crumbs: readonly Crumb[],
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path === undefined ? {} : { item: `${siteUrl}${crumb.path}` }),
    })),
  };
}

export interface BlogPostingInput {
  url: string;
  title: string;
  description: string | null;
  /** Absolute addresses. */
  images: readonly string[];
  publishedAt: string;
  updatedAt: string;
}

/** An article, published by the shop. */
export function blogPostingJsonLd(
  siteUrl: string,
  input: BlogPostingInput,
): WithContext<BlogPosting> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.title,
    url: input.url,
    mainEntityOfPage: input.url,
    inLanguage: "ru-RU",
    datePublished: input.publishedAt,
    dateModified: input.updatedAt,
    ...(input.description ? { description: input.description } : {}),
    ...(input.images.length > 0 ? { image: [...input.images] } : {}),
    author: { "@type": "Organization", name: COMPANY.brand, url: `${siteUrl}/` },
    publisher: {
      "@type": "Organization",
      name: COMPANY.brand,
      url: `${siteUrl}/`,
      logo: `${siteUrl}/icon-512.png`,
    },
  };
}

/** One size of a product as its offer: the size's best price and whether it can be bought. */
export interface SizeOffer {
  size: string;
  /** Kopecks: the cheapest offer on sale, or the last known price of a sold-out size. */
  price: number;
  available: boolean;
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
  /** One per size, in grid order; empty for one-size goods. */
  sizes: readonly SizeOffer[];
  rating: { average: number; count: number } | null;
}

function sizeOfferJsonLd(input: ProductJsonLdInput, offer: SizeOffer): Offer {
  return {
    "@type": "Offer",
    name: `Размер ${offer.size}`,
    sku: `${input.sku}-${offer.size}`,
    url: `${input.url}?${new URLSearchParams({ size: offer.size }).toString()}`,
    price: roubles(offer.price),
    priceCurrency: "RUB",
    itemCondition: "https://schema.org/NewCondition",
    availability: offer.available ? IN_STOCK : OUT_OF_STOCK,
  };
}

/**
 * A product with its offers (roubles): the range on sale, and one offer per size with its own
 * availability; with its aggregate rating once it has reviews.
 */
export function productJsonLd(input: ProductJsonLdInput): WithContext<Product> {
  const [brand] = input.brands;
  const sizes = input.sizes.map((offer) => sizeOfferJsonLd(input, offer));
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    sku: input.sku,
    url: input.url,
    image: [...input.images],
    ...(input.description ? { description: input.description } : {}),
    ...(brand ? { brand: { "@type": "Brand", name: input.brands.join(" × ") } } : {}),
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "RUB",
      url: input.url,
      ...(input.priceRange
        ? {
            lowPrice: roubles(input.priceRange.low),
            highPrice: roubles(input.priceRange.high),
            offerCount: input.offerCount,
            availability: IN_STOCK,
          }
        : { offerCount: 0, availability: OUT_OF_STOCK }),
      ...(sizes.length > 0 ? { offers: sizes } : {}),
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

/** Any block the builders above make. */
export type JsonLdBlock = WithContext<
  Organization | WebSite | BreadcrumbList | BlogPosting | Product
>;

/** A block as React Router's `meta` prints it: `<script type="application/ld+json">` in the head. */
export type JsonLdDescriptor = Extract<MetaDescriptor, { "script:ld+json": unknown }>;

/**
 * The blocks as `meta` descriptors. Loaders call it and return the descriptors for their route's
 * `meta` to pass on as they are, so the browser's JavaScript carries none of this module. React
 * Router escapes the JSON it prints (`<` as `\u003c`), so that no text of a product or an
 * article can close the script tag. The schema.org types stop here: React Router's serialised
 * loader-data types cannot carry them.
 */
export function jsonLdMeta(blocks: readonly JsonLdBlock[]): JsonLdDescriptor[] {
  return blocks.map((block) => ({
    "script:ld+json": block as unknown as JsonLdDescriptor["script:ld+json"],
  }));
}
