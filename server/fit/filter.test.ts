import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "../db/schema.ts";
import { withApi } from "../../tests/identity-kit.ts";

const SHELF = /* GraphQL */ `
  query Shelf($filters: ProductFilterDto, $page: Int) {
    filteredProducts(dto: { filters: $filters, pagination: { limit: 50, page: $page } }) {
      items {
        id
      }
      pagination {
        totalItems
      }
    }
  }
`;

const FITS = /* GraphQL */ `
  query Fits($dto: ProductFitsDto!) {
    productFits(dto: $dto) {
      productId
      kind
      sizes
    }
  }
`;

interface Shelf {
  filteredProducts: { items: { id: string }[]; pagination: { totalItems: number } };
}
interface Fits {
  productFits: { productId: string; kind: string; sizes: string[] }[];
}

describe("the catalogue's filter «Мой размер»", () => {
  it("lists the shoes with an available item in the size that fits, by the brand's chart", async () => {
    await withApi(async ({ ok, db }) => {
      // Nike 42 is a 26.5 cm foot (docs/fit.md).
      const shelf = async (filters: Record<string, unknown>) => {
        const ids: string[] = [];
        for (let page = 1; ; page += 1) {
          const { filteredProducts } = await ok<Shelf>(SHELF, { filters, page });
          ids.push(...filteredProducts.items.map((item) => item.id));
          if (ids.length >= filteredProducts.pagination.totalItems) return ids;
        }
      };
      const all = await shelf({ directorySlug: "obuv" });
      const fitting = await shelf({ directorySlug: "obuv", fit: 265 });
      expect(fitting.length).toBeGreaterThan(0);
      expect(fitting.length).toBeLessThan(all.length);
      expect(all).toEqual(expect.arrayContaining(fitting));

      const byId = new Map<string, Fits["productFits"][number]>();
      for (let at = 0; at < all.length; at += 100) {
        const { productFits } = await ok<Fits>(FITS, {
          dto: { productIds: all.slice(at, at + 100), footLengthMm: 265 },
        });
        for (const fit of productFits) byId.set(fit.productId, fit);
      }
      const available = await db
        .selectDistinct({ productId: t.productItem.productId, size: t.size.name })
        .from(t.productItem)
        .innerJoin(t.size, eq(t.size.id, t.productItem.sizeId))
        .where(
          and(
            inArray(t.productItem.productId, all.map(Number)),
            sql`${t.productItem.active} and not ${t.productItem.isSold} and not ${t.productItem.isReserved} and ${t.productItem.deletedAt} is null`,
          ),
        );
      const hasFittingItem = (id: string) => {
        const fit = byId.get(id);
        return (
          fit?.kind === "FITS" &&
          available.some((row) => String(row.productId) === id && fit.sizes.includes(row.size))
        );
      };
      // Every listed shoe has its size on sale; every other one has not.
      for (const id of all) expect([id, hasFittingItem(id)]).toEqual([id, fitting.includes(id)]);
    });
  });

  it("narrows a search and the other filters alike, and refuses a foot it cannot believe", async () => {
    await withApi(async ({ ok, fails }) => {
      const adidas = await ok<Shelf>(SHELF, {
        filters: { directorySlug: "obuv", brand: ["adidas"], fit: 265 },
      });
      const fitting = await ok<Shelf>(SHELF, { filters: { directorySlug: "obuv", fit: 265 } });
      expect(adidas.filteredProducts.pagination.totalItems).toBeGreaterThan(0);
      expect(adidas.filteredProducts.pagination.totalItems).toBeLessThan(
        fitting.filteredProducts.pagination.totalItems,
      );
      expect(await fails(SHELF, { filters: { fit: 50 } })).toMatchObject({
        message: "Длина стопы — от 10 до 35 см",
        extensions: { code: "BAD_USER_INPUT" },
      });
    });
  });
});
