/** Collections and promo selections picked from the seeded products, and the promo codes. */
import { type SQL, sql } from "drizzle-orm";
import { type Database, selectRows } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { collections, promoCodes, promoSelections } from "./data/index.ts";
import { DAY_MS, SEED_EPOCH } from "./common.ts";

export async function seedMerchandising(db: Database, productIds: number[]) {
  const topIds = async (order: SQL, where = sql`true`, limit = 24) =>
    (
      await selectRows<{ id: number }>(
        db,
        sql`select id from product where active and deleted_at is null and min_price is not null and ${where} order by ${order} limit ${limit}`,
      )
    ).map((row) => row.id);

  const picks = {
    BESTSELLERS: await topIds(sql`unit_sold desc, id`),
    NEW_RELEASES: await topIds(sql`created_at desc, id`),
  };
  for (const seedCollection of collections) {
    const [row] = await db
      .insert(t.collection)
      .values({
        title: seedCollection.title,
        description: seedCollection.description,
        slug: seedCollection.slug,
        publishAt: new Date(SEED_EPOCH.getTime() - 60 * DAY_MS),
      })
      .returning({ id: t.collection.id });
    if (!row) throw new Error(`collection ${seedCollection.slug} not inserted`);
    await db.insert(t.collectionProduct).values(
      picks[seedCollection.slug].map((productId, position) => ({
        collectionId: row.id,
        productId,
        position,
      })),
    );
  }

  const selectionQueries = [
    () => topIds(sql`max_sale desc, unit_sold desc, id`, sql`max_sale >= 30`),
    () =>
      topIds(sql`unit_sold desc, id`, sql`seasons && array['WINTER','AUTUMN_WINTER']::season[]`),
    () =>
      topIds(
        sql`unit_sold desc, id`,
        sql`exists (select 1 from product_item i where i.product_id = product.id and i.delivery_speed = 'FAST' and not i.is_sold)`,
      ),
  ];
  for (const [position, selection] of promoSelections.entries()) {
    const [row] = await db
      .insert(t.promoSelection)
      .values({
        title: selection.title,
        slug: selection.slug,
        description: selection.description,
        position,
      })
      .returning({ id: t.promoSelection.id });
    const query = selectionQueries[position % selectionQueries.length];
    if (!row || !query) throw new Error(`promo selection ${selection.slug} not inserted`);
    const selected = await query();
    const chosen = selected.length > 0 ? selected : productIds.slice(0, 12);
    await db.insert(t.promoSelectionProduct).values(
      chosen.map((productId, productPosition) => ({
        promoSelectionId: row.id,
        productId,
        position: productPosition,
      })),
    );
  }

  const idBySlug = async (table: "brand" | "product_category", slug: string | undefined) => {
    if (!slug) return null;
    const [row] = await selectRows<{ id: number }>(
      db,
      sql`select id from ${sql.identifier(table)} where slug = ${slug} order by id limit 1`,
    );
    if (!row) throw new Error(`No ${table} with the slug ${slug} for a promo code`);
    return row.id;
  };
  for (const { brandSlug, categorySlug, ...code } of promoCodes) {
    await db.insert(t.promoCode).values({
      ...code,
      startsAt: new Date(code.startsAt),
      endsAt: code.endsAt ? new Date(code.endsAt) : null,
      brandId: await idBySlug("brand", brandSlug),
      productCategoryId: await idBySlug("product_category", categorySlug),
    });
  }
}
