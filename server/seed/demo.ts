import { sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { directory } from "../db/schema.ts";

/**
 * The catalogue sections a newcomer sees on first start. The full, realistic demo catalogue
 * (brands, products, sizes, images, blog…) grows from here.
 */
export const demoDirectories = [
  { name: "Обувь", slug: "obuv", position: 1 },
  { name: "Одежда", slug: "odezhda", position: 2 },
  { name: "Аксессуары", slug: "aksessuary", position: 3 },
] as const;

export async function seedDemoData(db: Database): Promise<void> {
  await db.insert(directory).values([...demoDirectories]);
}

/** Seeds the demo data only into a database that has no catalogue yet; returns whether it did. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts on PostgreSQL; harmless on PGlite.
    await tx.execute(sql`lock table ${directory} in share row exclusive mode`);
    const [existing] = await tx.select({ id: directory.id }).from(directory).limit(1);
    if (existing) return false;
    await seedDemoData(tx);
    return true;
  });
}
