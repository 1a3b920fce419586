/**
 * Every JSON-LD block the shop prints, checked against what Google's rich results require of
 * its type (developers.google.com/search/docs/appearance/structured-data): the properties that
 * must be there, absolute addresses, ISO 8601 dates, schema.org enumeration URLs. schema-dts
 * types the builders at compile time; these checks are the part types cannot express.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Meta, type MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  jsonLdMeta,
  organizationJsonLd,
  productJsonLd,
  type ProductJsonLdInput,
  webSiteJsonLd,
} from "./json-ld.ts";

const SITE = "https://meet-market.example";

/** The head React Router renders for a route whose meta gives `descriptors`. */
async function renderMeta(descriptors: MetaDescriptor[]): Promise<string> {
  const Stub = createRoutesStub([
    { path: "/", meta: () => descriptors, Component: () => createElement(Meta) },
  ]);
  return renderToString(createElement(Stub));
}

type Json = Record<string, unknown>;

const isAbsolute = (value: unknown) =>
  typeof value === "string" && /^https:\/\/meet-market\.example\//.test(value);
const isIsoTime = (value: unknown) =>
  typeof value === "string" && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value);
const AVAILABILITY = /^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder|BackOrder)$/;

/** The problems Google's rich results test would report, by type; empty when the block passes. */
function richResultProblems(block: Json): string[] {
  const problems: string[] = [];
  const need = (condition: boolean, problem: string) => {
    if (!condition) problems.push(problem);
  };
  need(block["@context"] === "https://schema.org", "@context");
  switch (block["@type"]) {
    case "Organization":
      need(typeof block.name === "string" && block.name !== "", "name");
      need(isAbsolute(block.url), "url");
      need(isAbsolute(block.logo), "logo");
      break;
    case "WebSite": {
      need(isAbsolute(block.url), "url");
      const action = block.potentialAction as Json | undefined;
      const target = action?.target as Json | undefined;
      need(action?.["@type"] === "SearchAction", "potentialAction");
      need(
        typeof target?.urlTemplate === "string" &&
          target.urlTemplate.startsWith(`${SITE}/search?query=`) &&
          target.urlTemplate.includes("{search_term_string}"),
        "target.urlTemplate",
      );
      need(action?.["query-input"] === "required name=search_term_string", "query-input");
      break;
    }
    case "BreadcrumbList": {
      const items = block.itemListElement as Json[];
      need(Array.isArray(items) && items.length >= 1, "itemListElement");
      items.forEach((item, index) => {
        need(item["@type"] === "ListItem", `item ${index} @type`);
        need(item.position === index + 1, `item ${index} position`);
        need(typeof item.name === "string" && item.name !== "", `item ${index} name`);
        // Only the last crumb (the page itself) may leave its address out.
        if (index < items.length - 1) need(isAbsolute(item.item), `item ${index} item`);
      });
      break;
    }
    case "BlogPosting":
      need(typeof block.headline === "string" && block.headline.length <= 110, "headline");
      need(isIsoTime(block.datePublished), "datePublished");
      need(isIsoTime(block.dateModified), "dateModified");
      need(
        Array.isArray(block.image) && block.image.length > 0 && block.image.every(isAbsolute),
        "image",
      );
      need(typeof (block.author as Json | undefined)?.name === "string", "author.name");
      break;
    case "Product": {
      need(typeof block.name === "string" && block.name !== "", "name");
      need(Array.isArray(block.image) && block.image.every(isAbsolute), "image");
      const offers = block.offers as Json;
      need(offers["@type"] === "AggregateOffer", "offers");
      need(offers.priceCurrency === "RUB", "offers.priceCurrency");
      need(AVAILABILITY.test(String(offers.availability)), "offers.availability");
      if (offers.availability === "https://schema.org/InStock") {
        need(typeof offers.lowPrice === "number" && offers.lowPrice > 0, "offers.lowPrice");
      }
      for (const [index, offer] of ((offers.offers as Json[] | undefined) ?? []).entries()) {
        need(offer["@type"] === "Offer", `offer ${index} @type`);
        need(typeof offer.price === "number" && offer.price > 0, `offer ${index} price`);
        need(offer.priceCurrency === "RUB", `offer ${index} priceCurrency`);
        need(AVAILABILITY.test(String(offer.availability)), `offer ${index} availability`);
        need(isAbsolute(offer.url), `offer ${index} url`);
      }
      const rating = block.aggregateRating as Json | undefined;
      if (rating) {
        const value = Number(rating.ratingValue);
        need(value >= 1 && value <= 5, "aggregateRating.ratingValue");
        need(Number(rating.reviewCount) > 0, "aggregateRating.reviewCount");
      }
      break;
    }
    default:
      problems.push(`unknown @type ${String(block["@type"])}`);
  }
  return problems;
}

/** A block as a crawler reads it: the JSON, parsed. */
const printed = (block: Parameters<typeof jsonLdMeta>[0][number]) =>
  JSON.parse(JSON.stringify(block)) as Json;

const product: ProductJsonLdInput = {
  name: "Nike Air Max 90 </script><script>alert(1)</script>",
  description: "Кроссовки",
  sku: "NK-AM90",
  url: `${SITE}/product/nike-air-max-90-white-1`,
  images: [`${SITE}/_ipx/w_1200/demo-images/nike/1.svg`],
  brands: ["Nike"],
  priceRange: { low: 1_299_000, high: 1_499_000 },
  offerCount: 3,
  sizes: [
    { size: "42", price: 1_299_000, available: true },
    { size: "43", price: 1_499_000, available: true },
    { size: "44", price: 1_399_000, available: false },
  ],
  rating: { average: 4.5, count: 12 },
};

describe("JSON-LD blocks pass the rich results' requirements", () => {
  it("Organization and WebSite with its search box (the home page)", () => {
    expect(richResultProblems(printed(organizationJsonLd(SITE)))).toEqual([]);
    expect(richResultProblems(printed(webSiteJsonLd(SITE)))).toEqual([]);
  });

  it("BreadcrumbList (catalogue, product and article pages)", () => {
    const trail = breadcrumbJsonLd(SITE, [
      { name: "Каталог", path: "/catalog" },
      { name: "Обувь", path: "/catalog/obuv" },
      { name: "Кроссовки", path: "/catalog/obuv/krossovki" },
    ]);
    expect(richResultProblems(printed(trail))).toEqual([]);
    expect(printed(trail).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Каталог", item: `${SITE}/catalog` },
      { "@type": "ListItem", position: 2, name: "Обувь", item: `${SITE}/catalog/obuv` },
      {
        "@type": "ListItem",
        position: 3,
        name: "Кроссовки",
        item: `${SITE}/catalog/obuv/krossovki`,
      },
    ]);
  });

  it("BlogPosting (an article)", () => {
    const post = blogPostingJsonLd(SITE, {
      url: `${SITE}/blog/kak-vybrat-razmer`,
      title: "Как выбрать размер",
      description: "Таблицы размеров",
      images: [`${SITE}/_ipx/w_1200/demo-images/blog/2.svg`],
      publishedAt: "2026-10-01T09:00:00.000Z",
      updatedAt: "2026-10-02T09:00:00.000Z",
    });
    expect(richResultProblems(printed(post))).toEqual([]);
  });

  it("Product with an offer per size, its availability, and the aggregate rating", () => {
    const block = printed(productJsonLd(product));
    expect(richResultProblems(block)).toEqual([]);
    const offers = (block.offers as Json).offers as Json[];
    expect(offers.map((offer) => [offer.name, offer.price, offer.availability])).toEqual([
      ["Размер 42", 12_990, "https://schema.org/InStock"],
      ["Размер 43", 14_990, "https://schema.org/InStock"],
      ["Размер 44", 13_990, "https://schema.org/OutOfStock"],
    ]);
    expect(offers[0]?.url).toBe(`${product.url}?size=42`);
    expect(block.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 12 });
  });

  it("Product with nothing on sale and no reviews", () => {
    const block = printed(
      productJsonLd({ ...product, priceRange: null, offerCount: 0, sizes: [], rating: null }),
    );
    expect(richResultProblems(block)).toEqual([]);
    expect(block.offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
    expect(block).not.toHaveProperty("aggregateRating");
  });
});

describe("jsonLdMeta", () => {
  it("gives React Router's meta one ld+json script per block, which it prints escaped", async () => {
    const blocks = [productJsonLd(product), organizationJsonLd(SITE)];
    const meta = jsonLdMeta(blocks);
    expect(meta).toEqual(blocks.map((block) => ({ "script:ld+json": block })));

    const html = await renderMeta(meta);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    // The product's name holds «</script>»: printed as \u003c/script>, it cannot close the tag.
    expect(scripts[0]?.[1]).not.toContain("<");
    expect((JSON.parse(scripts[0]?.[1] ?? "") as Json).name).toBe(product.name);
  });
});
