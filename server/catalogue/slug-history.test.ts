import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { inRollback, testDatabase } from "../../tests/database.ts";
import { query, queryError } from "../../tests/shop-api.ts";
import { selectRows } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { productNamedBy } from "./slug-history.ts";

const PRODUCT_BY_SLUG = /* GraphQL */ `
  query ($slug: String!) {
    product(dto: { slug: $slug }) {
      id
      slug
      name
    }
  }
`;

type Found = { product: { id: string; slug: string; name: string } };

/** A product of the demo catalogue that had another slug before, with both. */
async function renamedProduct() {
  const { db } = await testDatabase();
  const [row] = await selectRows<{ id: number; slug: string; former: string }>(
    db,
    sql`select p.id, p.slug, h.slug as former
        from product_slug_history h join product p on p.id = h.product_id
        where p.active and p.deleted_at is null
        order by p.id limit 1`,
  );
  if (!row) throw new Error("the demo seed recorded no former slug");
  return row;
}

// Seeding the worker's database takes most of a test's time limit on a busy machine.
beforeAll(() => testDatabase());

describe("product by a former slug", () => {
  it("finds the product, which tells its current slug", async () => {
    const renamed = await renamedProduct();
    const { product } = await query<Found>(PRODUCT_BY_SLUG, { slug: renamed.former });
    expect(product).toMatchObject({ id: String(renamed.id), slug: renamed.slug });
  });

  it("finds the same product by its current slug", async () => {
    const renamed = await renamedProduct();
    const { product } = await query<Found>(PRODUCT_BY_SLUG, { slug: renamed.slug });
    expect(product).toMatchObject({ id: String(renamed.id), slug: renamed.slug });
  });

  it("keeps the demo catalogue's old links: the brand named twice leads to the brand named once", async () => {
    const { product } = await query<Found>(PRODUCT_BY_SLUG, {
      slug: "under-armour-under-armour-curry-12-green-108",
    });
    expect(product.slug).toBe("under-armour-curry-12-green-108");
  });

  it("leads to the product that has a slug now, not to one that had it before", async () => {
    const renamed = await renamedProduct();
    const found = await inRollback(async (db) => {
      const [other] = await db
        .select({ id: t.product.id, slug: t.product.slug })
        .from(t.product)
        .where(sql`${t.product.id} <> ${renamed.id}`)
        .limit(1);
      if (!other) throw new Error("no other product");
      await db.insert(t.productSlugHistory).values({ slug: other.slug, productId: renamed.id });
      const rows = await db
        .select({ id: t.product.id })
        .from(t.product)
        .where(productNamedBy(other.slug));
      return { rows, other };
    });
    expect(found.rows).toEqual([{ id: found.other.id }]);
  });

  it("still answers an unknown slug with 'Товар не найден'", async () => {
    const error = await queryError(`{ product(dto: { slug: "no-such-slug" }) { id } }`);
    expect(error.extensions?.code).toBe("BAD_USER_INPUT");
    expect(error.message).toBe("Товар не найден");
  });
});
