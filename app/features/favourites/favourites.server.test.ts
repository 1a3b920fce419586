import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import {
  MAX_FAVOURITES,
  parseFavouriteIds,
  readFavouriteIds,
  serializeFavouriteIds,
  toggleFavourite,
  toggleFavouriteId,
} from "./favourites.server.ts";
import { sessionContext } from "~/platform/shop-api.server.ts";

function requestWithCookie(setCookie: string | null): Request {
  const cookie = (setCookie ?? "").split(";")[0] ?? "";
  return new Request("http://shop.test/", { headers: { cookie } });
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));

describe("parseFavouriteIds", () => {
  it("keeps well-formed ids in their order, each once", () => {
    expect(parseFavouriteIds(["3", "1", "3", "2"])).toEqual(["3", "1", "2"]);
  });

  it("drops anything that is not a product id", () => {
    expect(parseFavouriteIds(["7", "", "abc", "1e3", " 8", "-1", "12345678901", 9, null])).toEqual([
      "7",
    ]);
  });

  it("reads a foreign or forged value as no favourites", () => {
    for (const value of [null, undefined, "1,2", 42, { ids: ["1"] }]) {
      expect(parseFavouriteIds(value)).toEqual([]);
    }
  });

  it("keeps at most 100", () => {
    expect(parseFavouriteIds(ids(150))).toEqual(ids(MAX_FAVOURITES));
  });
});

describe("toggleFavouriteId", () => {
  it("adds a product first", () => {
    expect(toggleFavouriteId(["2", "1"], "5")).toEqual({ ids: ["5", "2", "1"], favourite: true });
  });

  it("takes a favourite out, keeping the others in order", () => {
    expect(toggleFavouriteId(["5", "2", "1"], "2")).toEqual({ ids: ["5", "1"], favourite: false });
  });

  it("forgets the oldest when a 101st is added", () => {
    const full = ids(MAX_FAVOURITES);
    const { ids: next } = toggleFavouriteId(full, "1000");
    expect(next).toHaveLength(MAX_FAVOURITES);
    expect(next[0]).toBe("1000");
    expect(next).not.toContain(String(MAX_FAVOURITES));
  });
});

describe("the favourites cookie", () => {
  it("round-trips through Set-Cookie and Cookie, httpOnly, Lax, for a year", async () => {
    const setCookie = await serializeFavouriteIds(["9", "4"]);
    expect(setCookie).toMatch(/^meet-market-favourites=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    expect(await readFavouriteIds(requestWithCookie(setCookie))).toEqual(["9", "4"]);
  });

  it("is removed when the last favourite goes", async () => {
    expect(await serializeFavouriteIds([])).toMatch(/Max-Age=0/);
  });

  it("reads a missing or tampered cookie as no favourites", async () => {
    expect(await readFavouriteIds(requestWithCookie(null))).toEqual([]);
    expect(await readFavouriteIds(requestWithCookie("meet-market-favourites=bm90LWpzb24"))).toEqual(
      [],
    );
  });
});

describe("toggleFavourite (a guest)", () => {
  it("takes a favourite out of the cookie and answers with the new cookie", async () => {
    const request = requestWithCookie(await serializeFavouriteIds(["3", "8"]));
    // Taking out needs no lookup in the shop API: a context with a guest's session is enough.
    const context = new RouterContextProvider();
    context.set(sessionContext, { accessToken: null, refreshToken: null, changed: null });
    const result = await toggleFavourite(request, context, "3");
    expect(result).toMatchObject({ ok: true, favourite: false });
    const next = await readFavouriteIds(requestWithCookie(result.headers.get("set-cookie")));
    expect(next).toEqual(["8"]);
  });
});
