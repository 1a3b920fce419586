import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { testDatabase } from "../../tests/database.ts";
import { postGraphQL } from "../../tests/graphql.ts";
import { CATALOGUE_CHANGED } from "../db/changes.ts";
import { selectRows } from "../db/database.ts";
import { createShopApi } from "../index.ts";
import { redisReadStore } from "./redis-read-store.ts";

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
    void api.invalidateReadCache();
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
    await api.invalidateReadCache();
    const answers = await Promise.all(Array.from({ length: 5 }, () => price()));
    expect(answers).toEqual(Array.from({ length: 5 }, () => minPrice + 200));
  });
});

/**
 * Several instances sharing Redis (docs/caching.md#several-instances-redis): the machine's Redis
 * when TEST_REDIS_URL names it, as CI does. Each run writes under a prefix of its own.
 */
describe.runIf(process.env.TEST_REDIS_URL)("the read cache shared in Redis", async () => {
  const url = process.env.TEST_REDIS_URL ?? "";
  const prefix = `meet-market-test:${process.pid}:${Date.now()}`;
  const database = await testDatabase();
  const stores = [
    await redisReadStore({ url, prefix }),
    await redisReadStore({ url, prefix }),
  ] as const;
  const [first, second] = stores.map((readStore) =>
    createShopApi({ db: database.db, readCache: true, readStore }),
  ) as [ReturnType<typeof createShopApi>, ReturnType<typeof createShopApi>];
  const [found] = await selectRows<{ slug: string; minPrice: number }>(
    database.db,
    sql`select slug, min_price as "minPrice" from product where active and min_price is not null order by id desc limit 1`,
  );
  if (!found) throw new Error("no product in the seed");
  const { slug, minPrice } = found;
  const price = async (api: typeof first) =>
    (await postGraphQL<Product>(api, PRODUCT, { slug })).body.data?.product.minPrice;
  const setPrice = (value: number) =>
    database.db.execute(sql`update product set min_price = ${value} where slug = ${slug}`);

  afterAll(async () => {
    await setPrice(minPrice);
    await Promise.all(stores.map((store) => store.close()));
  });

  it("gives every instance the answer one of them made", async () => {
    expect(await price(first)).toBe(minPrice);
    await setPrice(minPrice + 300);
    // The second instance never ran the query: it read the first one's answer.
    expect(await price(second)).toBe(minPrice);
  });

  it("forgets it for every instance when one hears of a change", async () => {
    await first.invalidateReadCache();
    await vi.waitFor(async () => expect(await price(second)).toBe(minPrice + 300));
    expect(await price(first)).toBe(minPrice + 300);
  });

  it("answers without the store when Redis does not", async () => {
    const away = await redisReadStore({ url, prefix: `${prefix}:away` });
    await away.close();
    const api = createShopApi({ db: database.db, readCache: true, readStore: away });
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await price(api)).toBe(minPrice + 300);
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
