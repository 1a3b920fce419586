/**
 * The demo shop a newcomer sees on first start: a realistic Russian catalogue generated
 * deterministically (same options, same data) from the curated lists in ./data.
 * `npm run seed -- --products 50000` uses the same generator for benchmark-sized catalogues.
 */
import { sql } from "drizzle-orm";
import { refreshProductDenormals } from "../catalogue/denormalise.ts";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { seedContent } from "./content.ts";
import { seedDelivery } from "./delivery.ts";
import { badges, colors, loyaltyLevels, suppliers } from "./data/index.ts";
import { seedMerchandising } from "./merchandising.ts";
import { seedProducts } from "./products.ts";
import { createRandom } from "./random.ts";
import { seedShoppers } from "./shoppers.ts";
import {
  seedBrandSizeGrids,
  seedBrandsAndModels,
  seedGeography,
  seedSizeGrids,
  seedTaxonomy,
} from "./taxonomy.ts";

export interface SeedOptions {
  /** How many products to generate (default 480). */
  products?: number;
  /** The pseudo-random seed; the same seed gives the same catalogue. */
  seed?: number;
}

export const DEFAULT_PRODUCT_COUNT = 480;

export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<void> {
  const random = createRandom(options.seed ?? 20_261_101);
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT;

  await seedGeography(db);
  await seedDelivery(db);
  await db.insert(t.loyaltyLevel).values([...loyaltyLevels]);
  const taxonomy = await seedTaxonomy(db);
  const { brandIds, modelIds } = await seedBrandsAndModels(db);
  const colorRows = await db
    .insert(t.color)
    .values([...colors])
    .returning();
  const grids = await seedSizeGrids(db);
  await seedBrandSizeGrids(db, brandIds);
  const supplierRows = await db
    .insert(t.supplier)
    .values(suppliers.map((s) => ({ ...s })))
    .returning();
  const badgeRows = await db
    .insert(t.badge)
    .values([...badges])
    .returning({ id: t.badge.id });

  const seeded = await seedProducts(db, random, productCount, {
    taxonomy,
    brandIds,
    modelIds,
    colorRows,
    grids,
    supplierIds: supplierRows,
    badgeIds: badgeRows.map((b) => b.id),
  });
  await refreshProductDenormals(db);

  await seedMerchandising(
    db,
    seeded.map((p) => p.id),
  );
  await seedContent(db);
  await seedShoppers(db, random, seeded);
}

/** Seeds the demo data only into a database that has no catalogue yet; returns whether it did. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts on PostgreSQL; harmless on PGlite.
    await tx.execute(sql`lock table ${t.directory} in share row exclusive mode`);
    const [existing] = await tx.select({ id: t.directory.id }).from(t.directory).limit(1);
    if (existing) return false;
    await seedDemoData(tx);
    return true;
  });
}
