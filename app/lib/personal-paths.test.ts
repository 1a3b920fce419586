import fc from "fast-check";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes.ts";
import { isPersonalPath, sectionOf } from "./personal-paths.ts";

/** The route modules of a shopper's own screens (docs/caching.md#page-responses). */
const PERSONAL_FILES =
  /^routes\/(account\/|auth\.|enter-code\.|cart\.|checkout\.|favourites\.|orders\.|payment\.|dev\.)/;

/** app/routes.ts as React Router's matcher reads it, each route knowing its module. */
function routeObjects(entries: typeof routes): (RouteObject & { file: string })[] {
  return entries.map((entry) => ({
    path: entry.path,
    index: entry.index,
    caseSensitive: entry.caseSensitive,
    file: entry.file,
    children: entry.children ? routeObjects(entry.children) : undefined,
  })) as (RouteObject & { file: string })[];
}

const ROUTES = routeObjects(routes);

/** The module of the deepest route React Router matches a path to, or undefined. */
function matchedFile(pathname: string): string | undefined {
  const matches = matchRoutes(ROUTES, pathname);
  const last = matches?.at(-1)?.route as { file?: string } | undefined;
  return last?.file;
}

/** A path as a client may spell it: any case, characters percent-encoded, slashes doubled. */
function spelling(path: string): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.array(fc.constantFrom("as-is", "upper", "encoded", "encoded-upper"), {
        minLength: path.length,
        maxLength: path.length,
      }),
      fc.constantFrom("/", "//", "///"),
      fc.constantFrom("", "/", "//"),
    )
    .map(([ways, lead, trail]) => {
      const body = [...path.slice(1)]
        .map((char, at) => {
          const way = ways[at];
          if (char === "/") return char;
          if (way === "upper") return char.toUpperCase();
          if (way === "encoded") return `%${char.charCodeAt(0).toString(16)}`;
          if (way === "encoded-upper") return `%${char.charCodeAt(0).toString(16).toUpperCase()}`;
          return char;
        })
        .join("");
      return `${lead}${body}${trail}`;
    });
}

const PERSONAL_EXAMPLES = [
  "/cart",
  "/checkout",
  "/favorites",
  "/auth",
  "/enter-code",
  "/account",
  "/account/bonus",
  "/orders/1",
  "/payment/sandbox/3f8e0c9a",
  "/dev/outbox",
];

describe("personal paths", () => {
  it("are recognised however they are spelt", () => {
    for (const path of [
      "/ORDERS/1",
      "/CART",
      "/Favorites",
      "/Favorites.data",
      "/%63art",
      "/%63ART",
      "//cart",
      "/cart/",
      "/cart.data",
      "/Account/Bonus.data",
      "/%ZZ/../cart",
    ]) {
      expect(isPersonalPath(path), path).toBe(path !== "/%ZZ/../cart");
    }
    expect(sectionOf("/%E0")).toBe("%e0");
    for (const path of ["/", "/catalog/obuv", "/product/cart", "/carts", "/search?cart"]) {
      expect(isPersonalPath(path), path).toBe(false);
    }
  });

  it("every spelling React Router answers with a shopper's own screen is recognised", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PERSONAL_EXAMPLES).chain(spelling), (path) => {
        const file = matchedFile(path);
        if (file && PERSONAL_FILES.test(file)) expect(isPersonalPath(path), path).toBe(true);
      }),
      { numRuns: 2_000, seed: 20_261_126 },
    );
  });

  it("the spellings tried do reach those screens (the property above is not empty)", () => {
    for (const path of ["/CART", "/%63art", "/cart/", "/ORDERS/1", "/Account/Bonus"]) {
      expect(matchedFile(path), path).toMatch(PERSONAL_FILES);
    }
  });

  it("a page nobody owns is not personal, however it is spelt", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("/catalog/obuv", "/product/nike", "/blog", "/info/faq").chain(spelling),
        (path) => {
          expect(isPersonalPath(path), path).toBe(false);
        },
      ),
      { numRuns: 500, seed: 20_261_126 },
    );
  });
});
