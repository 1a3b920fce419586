import { createCookie, type RouterContextProvider } from "react-router";
import { graphql } from "~/graphql.ts";
import { shopQuery } from "./shop-api.server.ts";

/** A shopper keeps at most this many favourites; adding one more forgets the oldest. */
export const MAX_FAVOURITES = 100;
const PRODUCT_ID = /^\d{1,10}$/;
const YEAR = 60 * 60 * 24 * 365;

/**
 * A guest's favourites: product ids, newest first, in an httpOnly cookie, so the server renders
 * the pressed stars and /favorites, and the like button works without JavaScript.
 */
export const favouritesCookie = createCookie("meet-market-favourites", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: process.env.NODE_ENV === "production",
  maxAge: YEAR,
});

export function isProductId(value: unknown): value is string {
  return typeof value === "string" && PRODUCT_ID.test(value);
}

/**
 * The favourite ids of a cookie's value: well-formed ids only, each once, at most 100. Anything
 * else (a forged or foreign cookie) reads as no favourites rather than an error.
 */
export function parseFavouriteIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isProductId))].slice(0, MAX_FAVOURITES);
}

/** Adds a product first or takes it out; the list never grows past 100 (the oldest goes). */
export function toggleFavouriteId(
  ids: readonly string[],
  productId: string,
): { ids: string[]; favourite: boolean } {
  if (ids.includes(productId)) {
    return { ids: ids.filter((id) => id !== productId), favourite: false };
  }
  return { ids: [productId, ...ids].slice(0, MAX_FAVOURITES), favourite: true };
}

export async function readFavouriteIds(request: Request): Promise<string[]> {
  return parseFavouriteIds(await favouritesCookie.parse(request.headers.get("cookie")));
}

/** The Set-Cookie header value that stores `ids`; an empty list removes the cookie. */
export function serializeFavouriteIds(ids: readonly string[]): Promise<string> {
  return ids.length === 0
    ? favouritesCookie.serialize([], { maxAge: 0 })
    : favouritesCookie.serialize(parseFavouriteIds(ids));
}

const FavouriteProductQuery = graphql(`
  query FavouriteProduct($id: ID!) {
    productList(dto: { productIds: [$id] }) {
      id
    }
  }
`);

export type FavouriteToggle =
  { ok: true; favourite: boolean; headers: Headers } | { ok: false; headers: Headers };

/**
 * Adds the product to the shopper's favourites or takes it out. The favourites of a shopper
 * without an account are the cookie above; an account's favourites belong to the shop API
 * (toggleFavourite, favouriteList), and its branch joins here once sign-in exists.
 * Only products on sale can be added (ok: false otherwise); any id can be taken out.
 */
export async function toggleFavourite(
  request: Request,
  context: Readonly<RouterContextProvider>,
  productId: string,
): Promise<FavouriteToggle> {
  const current = await readFavouriteIds(request);
  if (!current.includes(productId)) {
    const { productList } = await shopQuery(context, FavouriteProductQuery, { id: productId });
    if (productList.length === 0) return { ok: false, headers: new Headers() };
  }
  const next = toggleFavouriteId(current, productId);
  const headers = new Headers({ "set-cookie": await serializeFavouriteIds(next.ids) });
  return { ok: true, favourite: next.favourite, headers };
}
