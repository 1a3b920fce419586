import { expect, test } from "./support/test.ts";
import pLimit from "p-limit";

/**
 * Every link the shop draws leads to what it names (docs/testing.md#links): the links of a bounded
 * set of pages (the home page with its menus, footer, cards and brand tiles; a category; a
 * product; an article) are followed as the server answers them, with Node's fetch and no browser,
 * and each must answer 200 and show what it promised:
 *
 * - a product card's page is that product (its heading is the card's name);
 * - a breadcrumb's page is headed by the crumb;
 * - a section's or category's link opens that section (its heading is the name the link shows, the
 *   goods it counts) and lists goods;
 * - a link choosing filters or an order opens a listing with goods, the filters ticked, and, for a
 *   brand, only that brand's goods;
 * - an anchor (#…) exists on its page.
 *
 * Desktop only (untagged): the links are the server's HTML, the same in every browser.
 */

/**
 * The home page (menus, footer, cards, brand tiles, articles) and a category (its chips, cards,
 * pagination, breadcrumbs); a product and an article found on them are added.
 */
const START_PAGES = ["/", "/catalog/obuv/krossovki"];
/** A product card is the same component everywhere: a few of them prove it. */
const PRODUCT_PAGES_CHECKED = 6;
/** The list filters of docs/catalogue.md#filters, as the addresses name them. */
const LIST_FILTERS = [
  "categories",
  "brand",
  "model",
  "size",
  "colorPallete",
  "sale",
  "deliverySpeed",
  "sex",
  "age",
  "season",
  "material",
  "fastening",
];
const LISTING_PARAMS = [...LIST_FILTERS, "sort", "priceFrom", "priceTo"];

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#x27": "'",
  "#39": "'",
  nbsp: " ",
};

/** The text of a piece of HTML: tags, React's comments and entities resolved, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) {
    const [, name, value] = match;
    if (name) attributes.set(name, textOf(value ?? ""));
  }
  return attributes;
}

interface DrawnLink {
  href: string;
  /** What it names: its accessible label, else its text. */
  name: string;
  kind: "card" | "crumb" | "other";
  /** The page it was drawn on. */
  from: string;
}

/** Links to the shop itself, in the order drawn: each card's and each crumb's marked as such. */
function linksOf(html: string, from: string): DrawnLink[] {
  const cards = new Set(
    [...html.matchAll(/<article class="product-card[^"]*">([\s\S]*?)<\/article>/g)].map(
      (match) => match.index + match[0].indexOf("<h3>"),
    ),
  );
  const crumbs = /<nav aria-label="Навигационная цепочка"[^>]*>([\s\S]*?)<\/nav>/.exec(html);
  const inCrumbs = (at: number) =>
    crumbs !== null && at > crumbs.index && at < crumbs.index + crumbs[0].length;
  const links: DrawnLink[] = [];
  for (const match of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
    const attributes = attributesOf(match[1] ?? "");
    const href = attributes.get("href");
    if (!href || !href.startsWith("/") || href.startsWith("//")) continue;
    const name = attributes.get("aria-label") ?? textOf(match[2] ?? "");
    const kind = cards.has(match.index - "<h3>".length)
      ? "card"
      : inCrumbs(match.index)
        ? "crumb"
        : "other";
    links.push({ href, name, kind, from });
  }
  return links;
}

interface ShopPage {
  status: number;
  url: URL;
  html: string;
}

function headingOf(html: string): string {
  const [heading] = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    textOf(match[1] ?? ""),
  );
  return heading ?? "";
}

/** The brand line and name of every product card on a page. */
function cardsOf(html: string): { brands: string; name: string }[] {
  return [...html.matchAll(/<article class="product-card[^"]*">([\s\S]*?)<\/article>/g)].map(
    (match) => {
      const card = match[1] ?? "";
      return {
        brands: textOf(/<p>([\s\S]*?)<\/p>/.exec(card)?.[1] ?? ""),
        name: textOf(/<h3>([\s\S]*?)<\/h3>/.exec(card)?.[1] ?? ""),
      };
    },
  );
}

function isTicked(html: string, name: string, value: string): boolean {
  return [...html.matchAll(/<input\b[^>]*>/g)].some((match) => {
    const input = attributesOf(match[0]);
    return input.get("name") === name && input.get("value") === value && input.has("checked");
  });
}

function isSelected(html: string, value: string): boolean {
  return [...html.matchAll(/<option\b[^>]*>/g)].some((match) => {
    const option = attributesOf(match[0]);
    return option.get("value") === value && option.has("selected");
  });
}

/** «Кроссовки 209» → the name and the count a category chip shows. */
function nameAndCount(name: string): { name: string; count: number | null } {
  const plain = name.replace(/[«»]/g, "").trim();
  const match = /^(.*\D)\s+(\d+)$/.exec(plain);
  return match
    ? { name: (match[1] ?? "").trim(), count: Number(match[2]) }
    : { name: plain, count: null };
}

async function graphql<Data>(baseURL: string, query: string): Promise<Data> {
  const response = await fetch(new URL("/graphql", baseURL), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data: Data };
  return body.data;
}

test("every link the shop draws leads to what it names", async ({ baseURL }) => {
  // Some sixty pages, rendered by the server on a busy machine.
  test.slow();
  const base = baseURL ?? "";
  const { brandList, directoryList, getDirectoryFilters } = await graphql<{
    brandList: { slug: string; name: string }[];
    directoryList: { slug: string; name: string }[];
    getDirectoryFilters: { categories: { value: string; name: string }[] };
  }>(
    base,
    "{ brandList { slug name } directoryList { slug name } getDirectoryFilters { categories { value name } } }",
  );
  const brandNames = new Map(brandList.map((brand) => [brand.slug, brand.name]));
  const sectionNames = new Map([
    ...directoryList.map((directory) => [directory.slug, directory.name] as const),
    ...getDirectoryFilters.categories.map((category) => [category.value, category.name] as const),
  ]);

  const pages = new Map<string, Promise<ShopPage>>();
  const limit = pLimit(3);
  const open = (href: string) => {
    const path = href.split("#")[0] || "/";
    let page = pages.get(path);
    if (!page) {
      page = limit(async () => {
        const response = await fetch(new URL(path, base));
        return { status: response.status, url: new URL(response.url), html: await response.text() };
      });
      pages.set(path, page);
    }
    return page;
  };

  // The start pages and one product and one article found on them: their links are the ones checked.
  const drawn: DrawnLink[] = [];
  for (const path of START_PAGES) drawn.push(...linksOf((await open(path)).html, path));
  const firstOf = (prefix: string) => drawn.find((link) => link.href.startsWith(prefix))?.href;
  for (const path of [firstOf("/product/"), firstOf("/blog/")]) {
    if (path) drawn.push(...linksOf((await open(path)).html, path));
  }

  const productPaths = [...new Set(drawn.map((link) => link.href.split(/[?#]/)[0] ?? ""))]
    .filter((path) => path.startsWith("/product/"))
    .slice(0, PRODUCT_PAGES_CHECKED);
  const checked = drawn.filter(
    (link) =>
      !link.href.startsWith("/product/") || productPaths.includes(link.href.split(/[?#]/)[0] ?? ""),
  );
  const unique = [
    ...new Map(checked.map((link) => [`${link.href} ${link.name} ${link.kind}`, link])).values(),
  ];
  expect(unique.length, "links checked").toBeGreaterThan(60);

  const problems: string[] = [];
  await Promise.all(
    unique.map(async (link) => {
      const page = await open(link.href);
      const say = (problem: string) =>
        problems.push(`${link.from}: «${link.name}» → ${link.href}: ${problem}`);
      if (page.status !== 200) return say(`answers ${page.status}`);
      const heading = headingOf(page.html);
      const fragment = link.href.split("#")[1];
      if (fragment && !page.html.includes(`id="${fragment}"`)) say(`no #${fragment} on the page`);

      if (link.kind === "card" && heading !== link.name) say(`the page is «${heading}»`);
      if (link.kind === "crumb" && link.href !== "/" && heading !== link.name) {
        say(`the page is «${heading}»`);
      }

      const { pathname, searchParams } = page.url;
      const cards = cardsOf(page.html);
      const section = /^\/catalog(?:\/any)?\/([^/]+)(?:\/([^/]+))?$/.exec(pathname);
      const named = section ? sectionNames.get(section[2] ?? section[1] ?? "") : undefined;
      if (section && named !== undefined && section[1] !== "meet-price") {
        if (heading !== named) say(`the page is «${heading}», not «${named}»`);
        const shown = nameAndCount(link.name);
        if (!searchParams.has("page") && link.kind !== "crumb" && shown.name !== heading) {
          say(`the link says «${shown.name}», the page «${heading}»`);
        }
        if (shown.count !== null && !searchParams.has("page")) {
          const count = Number(
            /data-testid="catalog-count">([\d\s]+)/.exec(page.html)?.[1]?.replace(/\s/g, ""),
          );
          if (count !== shown.count) say(`the link counts ${shown.count}, the page ${count}`);
        }
        if (cards.length === 0) say("the section lists no goods");
      }

      const listing = pathname.startsWith("/catalog") || pathname.startsWith("/search");
      if (listing && LISTING_PARAMS.some((name) => searchParams.has(name))) {
        if (cards.length === 0) say("the listing shows no goods");
        for (const name of LIST_FILTERS) {
          for (const value of searchParams.getAll(name)) {
            if (!isTicked(page.html, name, value)) say(`the filter ${name}=${value} is not ticked`);
          }
        }
        const sort = searchParams.get("sort");
        if (sort && !isSelected(page.html, sort)) say(`the order ${sort} is not chosen`);
        const brands = searchParams.getAll("brand");
        if (brands.length === 1) {
          const brand = brandNames.get(brands[0] ?? "") ?? brands[0] ?? "";
          const others = cards.filter((card) => !card.brands.includes(brand));
          if (others.length > 0)
            say(`${others.length} of ${cards.length} goods are not ${brand}'s`);
        }
      }
    }),
  );
  expect(problems, `links checked: ${unique.length}`).toEqual([]);
});
