import { and, asc, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Pagination } from "../../tests/graphql.ts";
import * as t from "../db/schema.ts";
import type { Database } from "../db/database.ts";
import { expectGuestsRefused, withApi } from "../../tests/identity-kit.ts";

const TOGGLE = /* GraphQL */ `
  mutation Toggle($dto: ToggleFavouriteDto!) {
    toggleFavourite(dto: $dto) {
      id
      slug
    }
  }
`;

const ADD = /* GraphQL */ `
  mutation Add($dto: AddFavouritesDto!) {
    addFavourites(dto: $dto) {
      id
    }
  }
`;

const LIST = /* GraphQL */ `
  query Favourites($dto: PaginationDto) {
    favouriteList(dto: $dto) {
      items {
        id
        name
        priceDetails {
          price
        }
      }
      pagination {
        page
        limit
        totalItems
        totalPages
      }
    }
  }
`;

interface ListData {
  favouriteList: {
    items: { id: string }[];
    pagination: Pagination;
  };
}

async function productIds(db: Database, count: number): Promise<string[]> {
  const rows = await db
    .select({ id: t.product.id })
    .from(t.product)
    .where(and(eq(t.product.active, true), isNull(t.product.deletedAt)))
    .orderBy(asc(t.product.id))
    .limit(count);
  return rows.map((row) => String(row.id));
}

describe("favourites", () => {
  it("answer UNAUTHENTICATED to guests", () =>
    expectGuestsRefused([
      [LIST, {}],
      [TOGGLE, { dto: { productId: "1" } }],
      [ADD, { dto: { productIds: ["1"] } }],
    ]));

  it("toggle a product in and out, answering the favourites newest first", async () => {
    await withApi(async ({ ok, signIn, clock, db }) => {
      const { accessToken } = await signIn("+79990000044");
      const [a, b] = await productIds(db, 2);
      const auth = { token: accessToken };

      const first = await ok<{ toggleFavourite: { id: string }[] }>(
        TOGGLE,
        { dto: { productId: a } },
        auth,
      );
      expect(first.toggleFavourite.map((p) => p.id)).toEqual([a]);
      clock.advance(1000);
      const both = await ok<{ toggleFavourite: { id: string }[] }>(
        TOGGLE,
        { dto: { productId: b } },
        auth,
      );
      expect(both.toggleFavourite.map((p) => p.id)).toEqual([b, a]);
      const removed = await ok<{ toggleFavourite: { id: string }[] }>(
        TOGGLE,
        { dto: { productId: a } },
        auth,
      );
      expect(removed.toggleFavourite.map((p) => p.id)).toEqual([b]);
    });
  });

  it("refuse a product that does not exist", async () => {
    await withApi(async ({ fails, signIn }) => {
      const { accessToken } = await signIn("+79990000044");
      const error = await fails(
        TOGGLE,
        { dto: { productId: "999999999" } },
        { token: accessToken },
      );
      expect(error).toMatchObject({
        message: "Товар не найден",
        extensions: { code: "BAD_USER_INPUT" },
      });
    });
  });

  it("merge a guest's local favourites on sign-in without removing any, and page through them", async () => {
    await withApi(async ({ ok, signIn, clock, db }) => {
      const { accessToken } = await signIn("+79990000044");
      const auth = { token: accessToken };
      const [a, b, c, d] = await productIds(db, 4);
      await ok(TOGGLE, { dto: { productId: a } }, auth);
      clock.advance(1000);

      const merged = await ok<{ addFavourites: { id: string }[] }>(
        ADD,
        { dto: { productIds: [b, a, c, "999999999", c] } },
        auth,
      );
      expect(merged.addFavourites.map((p) => p.id)).toEqual([b, c, a]);

      clock.advance(1000);
      await ok(ADD, { dto: { productIds: [d] } }, auth);
      const page = await ok<ListData>(LIST, { dto: { page: 2, limit: 3 } }, auth);
      expect(page.favouriteList.items.map((p) => p.id)).toEqual([a]);
      expect(page.favouriteList.pagination).toEqual({
        page: 2,
        limit: 3,
        totalItems: 4,
        totalPages: 2,
      });
    });
  });

  it("are each shopper's own, and leave out products taken off sale", async () => {
    await withApi(async ({ ok, signIn, db }) => {
      const anna = await signIn("+79990000055");
      const boris = await signIn("+79990000066");
      const [a, b] = await productIds(db, 2);
      await ok(ADD, { dto: { productIds: [a, b] } }, { token: anna.accessToken });

      const borisList = await ok<ListData>(LIST, {}, { token: boris.accessToken });
      expect(borisList.favouriteList.items).toEqual([]);
      expect(borisList.favouriteList.pagination.totalItems).toBe(0);

      await db
        .update(t.product)
        .set({ active: false })
        .where(eq(t.product.id, Number(b)));
      const annaList = await ok<ListData>(LIST, {}, { token: anna.accessToken });
      expect(annaList.favouriteList.items.map((p) => p.id)).toEqual([a]);
      expect(annaList.favouriteList.pagination.totalItems).toBe(1);
    });
  });
});
