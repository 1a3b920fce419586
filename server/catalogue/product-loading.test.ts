import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { testDatabase } from "../../tests/database.ts";
import { postGraphQL } from "../../tests/graphql.ts";
import { selectRows } from "../db/database.ts";
import { createShopApi } from "../index.ts";

/** Every relation of a product and of its items that the loaders batch. */
const PRODUCTS = /* GraphQL */ `
  query Products($ids: [ID!]!) {
    findProucts(dto: { productIds: $ids }) {
      id
      brands {
        name
      }
      colorPalletes {
        name
      }
      badges {
        title
      }
      images {
        url
      }
      properties {
        material
      }
      model {
        name
        brand {
          name
        }
      }
      directory {
        name
        filters {
          name
        }
      }
      productCategory {
        name
      }
      productType {
        name
      }
      productSubType {
        name
      }
      priceDetails {
        price
        supplier {
          name
        }
      }
      sizes {
        name
      }
      suppliers {
        name
      }
      items {
        state
        size {
          name
        }
        product {
          id
        }
      }
    }
  }
`;

interface ProductsData {
  findProucts: { id: string; brands: unknown[]; items: unknown[] }[];
}

describe("the batch loaders", () => {
  it("read a list of products with one statement per relation, however long the list", async () => {
    const { db } = await testDatabase();
    const ids = (
      await selectRows<{ id: number }>(
        db,
        sql`select id from product where active and deleted_at is null order by id limit 12`,
      )
    ).map((row) => String(row.id));
    // The statements reach the driver's client (PGlite's or the pool's) through its `query`.
    const client = Reflect.get(db, "$client") as { query: (...args: unknown[]) => unknown };
    const statementsFor = async (asked: string[]) => {
      const api = createShopApi({ db });
      const query = vi.spyOn(client, "query");
      try {
        const { body } = await postGraphQL<ProductsData>(api, PRODUCTS, { ids: asked });
        expect(body.errors).toBeUndefined();
        expect(body.data?.findProucts.map((product) => product.id)).toEqual(asked);
        expect(body.data?.findProucts.every((product) => product.items.length > 0)).toBe(true);
        return query.mock.calls.length;
      } finally {
        query.mockRestore();
      }
    };

    const one = await statementsFor(ids.slice(0, 1));
    const twelve = await statementsFor(ids);
    expect(ids).toHaveLength(12);
    // products, brands, colours, badges, images, properties, models, their brands, sections,
    // their filters, categories, types, subtypes, items, suppliers, sizes, and the items'
    // products (in the request's cache already): at most one statement each.
    expect(one).toBeLessThanOrEqual(17);
    expect(twelve).toBe(one);
  });
});
