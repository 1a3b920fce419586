import { CombinedError } from "@urql/core";
import { type RouterContextProvider } from "react-router";
import { graphql } from "~/graphql.ts";
import { favouritesCookie } from "~/platform/cookies.server.ts";
import { isBadUserInput } from "~/platform/errors.server.ts";
import {
  getSession,
  isAuthError,
  shopClientContext,
  shopMutation,
  shopQuery,
} from "~/platform/shop-api.server.ts";

/** A shopper keeps at most this many favourites; adding one more forgets the oldest. */
export const MAX_FAVOURITES = 100;
const PRODUCT_ID = /^\d{1,10}$/;

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

async function readGuestFavouriteIds(request: Request): Promise<string[]> {
  return parseFavouriteIds(await favouritesCookie.parse(request.headers.get("cookie")));
}

const FavouriteIdsQuery = graphql(`
  query FavouriteIds {
    favouriteList(dto: { limit: 100, page: 1 }) {
      items {
        id
      }
    }
  }
`);

/** Whether the request carries tokens: then the favourites are the account's, if they still hold. */
const hasSession = (context: Readonly<RouterContextProvider>) => {
  const session = getSession(context);
  return Boolean(session.accessToken || session.refreshToken);
};

/**
 * The shopper's favourite ids, newest first: the account's (favouriteList) when signed in, else
 * the guest cookie's. A session the API turns down (after its one refresh) reads as a guest's.
 * Without `context` only the cookie is read.
 */
export async function readFavouriteIds(
  request: Request,
  context?: Readonly<RouterContextProvider>,
): Promise<string[]> {
  if (context && hasSession(context)) {
    const result = await context.get(shopClientContext).query(FavouriteIdsQuery, {}).toPromise();
    if (result.data) return result.data.favouriteList.items.map((product) => product.id);
    if (!result.error || !isAuthError(result.error)) {
      throw result.error ?? new Error("The shop API answered without data");
    }
  }
  return readGuestFavouriteIds(request);
}

/**
 * The Set-Cookie header value that stores `ids` (a guest's favourites, newest first, so the
 * server renders the pressed stars without JavaScript); an empty list removes the cookie.
 */
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

const ToggleFavouriteMutation = graphql(`
  mutation ToggleFavourite($productId: ID!) {
    toggleFavourite(dto: { productId: $productId }) {
      id
    }
  }
`);

/** A signed-in shopper's toggle, by the API; null when the session did not hold (a guest now). */
async function toggleAccountFavourite(
  context: Readonly<RouterContextProvider>,
  productId: string,
): Promise<FavouriteToggle | null> {
  try {
    const { toggleFavourite } = await shopMutation(context, ToggleFavouriteMutation, {
      productId,
    });
    const favourite = toggleFavourite.some((product) => product.id === productId);
    return { ok: true, favourite, headers: new Headers() };
  } catch (error) {
    if (!(error instanceof CombinedError)) throw error;
    if (isAuthError(error)) return null;
    // 'Товар не найден': not on sale, so it cannot be added.
    if (isBadUserInput(error)) {
      return { ok: false, headers: new Headers() };
    }
    throw error;
  }
}

/**
 * Adds the product to the shopper's favourites or takes it out: a signed-in shopper's through
 * the shop API (toggleFavourite), a guest's in the cookie above. Only products on sale can be
 * added (ok: false otherwise); any id can be taken out.
 */
export async function toggleFavourite(
  request: Request,
  context: Readonly<RouterContextProvider>,
  productId: string,
): Promise<FavouriteToggle> {
  if (hasSession(context)) {
    const toggled = await toggleAccountFavourite(context, productId);
    if (toggled) return toggled;
  }
  const current = await readGuestFavouriteIds(request);
  if (!current.includes(productId)) {
    const { productList } = await shopQuery(context, FavouriteProductQuery, { id: productId });
    if (productList.length === 0) return { ok: false, headers: new Headers() };
  }
  const next = toggleFavouriteId(current, productId);
  const headers = new Headers({ "set-cookie": await serializeFavouriteIds(next.ids) });
  return { ok: true, favourite: next.favourite, headers };
}
