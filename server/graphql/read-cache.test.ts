import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { testDatabase } from "../../tests/database.ts";
import { postGraphQL } from "../../tests/graphql.ts";
import { CATALOGUE_CHANGED } from "../db/changes.ts";
import { selectRows } from "../db/database.ts";
import { createShopApi } from "../index.ts";

/**
 * The read cache over the worker's database, told of changes as startShopApi tells it
 * (docs/caching.md#the-shop-apis-read-cache). The price changes here are committed, as a
 * rolled-back transaction notifies nothing; the last test puts the price back.
 */
async function cachedApi() {
  const database = await testDatabase();
  const api = createShopApi({ db: database.db, readCache: true });
  let invalidations = 0;
  const stop = await database.listen(CATALOGUE_CHANGED, () => {
    invalidations += 1;
    api.invalidateReadCache();
  });
  return { database, api, stop, invalidations: () => invalidations };
}

const PRODUCT = `query P($slug: String!) { product(dto: { slug: $slug }) { id minPrice } }`;
type Product = { product: { id: string; minPrice: number } };

describe("the read cache", async () => {
  const { database, api, stop, invalidations } = await cachedApi();
  const [found] = await selectRows<{ slug: string; minPrice: number }>(
    database.db,
    sql`select slug, min_price as "minPrice" from product where active and min_price is not null order by id limit 1`,
  );
  if (!found) throw new Error("no product in the seed");
  const { slug, minPrice } = found;
  const price = async (headers: Record<string, string> = {}) =>
    (await postGraphQL<Product>(api, PRODUCT, { slug }, headers)).body.data?.product.minPrice;
  /** A change written with the triggers off: the database announces nothing. */
  const silently = (value: number) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update product set min_price = ${value} where slug = ${slug}`);
    });

  afterAll(async () => {
    await database.db.execute(sql`update product set min_price = ${minPrice} where slug = ${slug}`);
    await stop();
  });

  it("answers a guest's public read from memory", async () => {
    expect(await price()).toBe(minPrice);
    await silently(minPrice + 100);
    // Unannounced, the change is not seen: the answer came from the cache.
    expect(await price()).toBe(minPrice);
  });

  it("never answers a request with a token from it", async () => {
    expect(await price({ authorization: "Bearer not-a-shopper" })).toBe(minPrice + 100);
  });

  it("shows a price change as soon as the database announces it", async () => {
    const before = invalidations();
    await database.db.execute(
      sql`update product set min_price = ${minPrice + 200} where slug = ${slug}`,
    );
    await vi.waitFor(() => expect(invalidations()).toBeGreaterThan(before));
    expect(await price()).toBe(minPrice + 200);
  });

  it("keeps no answer with errors; concurrent misses get one answer", async () => {
    const unknown = await postGraphQL(api, PRODUCT, { slug: "no-such-product" });
    expect(unknown.body.errors?.[0]?.message).toBe("Товар не найден");
    api.invalidateReadCache();
    const answers = await Promise.all(Array.from({ length: 5 }, () => price()));
    expect(answers).toEqual(Array.from({ length: 5 }, () => minPrice + 200));
  });
});
