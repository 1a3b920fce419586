/**
 * The read cache's store shared by every instance of the shop API (REDIS_URL,
 * docs/caching.md#several-instances-redis): an answer one instance made is given by all, and a
 * change one instance hears of empties the store for all.
 *
 * Forgetting everything at once is a new generation: every key names the generation it was
 * written in, `INCR …:generation` starts a new one, and a message on `…:invalidated` tells the
 * other instances at once (each also reads the counter when it connects). Answers of an old
 * generation are never read again and expire with their time to live. A store that does not
 * answer (Redis restarting) fails fast, and the cache answers without it.
 */
import { createHash } from "node:crypto";
import { createClient } from "redis";
import { type KeptAnswer, READ_CACHE, type ReadStore } from "./read-cache.ts";

export interface RedisReadStoreOptions {
  url: string;
  /** What every key starts with; tests give each run its own. */
  prefix?: string;
}

const DEFAULT_PREFIX = "meet-market:read";

export async function redisReadStore(options: RedisReadStoreOptions): Promise<ReadStore> {
  const prefix = options.prefix ?? DEFAULT_PREFIX;
  const generationKey = `${prefix}:generation`;
  const channel = `${prefix}:invalidated`;
  const client = createClient({
    url: options.url,
    // While disconnected, a command fails at once instead of waiting in a queue: a request
    // is answered without the cache rather than held until Redis is back.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
  const subscriber = client.duplicate();
  let reported = false;
  for (const connection of [client, subscriber]) {
    connection.on("error", (error: unknown) => {
      // The cache reports each failed command itself; a lost connection is said once.
      if (reported) return;
      reported = true;
      console.error("[read-cache] Redis:", error instanceof Error ? error.message : error);
    });
    connection.on("ready", () => {
      reported = false;
    });
  }
  await client.connect();
  await subscriber.connect();

  let generation = Number((await client.get(generationKey)) ?? 0);
  const advance = (to: number) => {
    if (Number.isSafeInteger(to) && to > generation) generation = to;
  };
  await subscriber.subscribe(channel, (message) => advance(Number(message)));
  // A message missed while disconnected: read the counter again on reconnecting.
  subscriber.on("ready", () => {
    client
      .get(generationKey)
      .then((value) => advance(Number(value ?? 0)))
      .catch(() => undefined);
  });

  /** The key of an answer: the generation, and a digest of the document and variables. */
  const keyOf = (key: string) =>
    `${prefix}:${generation}:${createHash("sha256").update(key).digest("base64url")}`;

  return {
    async get(key) {
      const raw = await client.get(keyOf(key));
      return raw === null ? undefined : (JSON.parse(raw) as KeptAnswer);
    },
    async set(key, answer) {
      await client.set(keyOf(key), JSON.stringify(answer), {
        expiration: { type: "PX", value: READ_CACHE.ttlMs + READ_CACHE.staleMs },
      });
    },
    async clear() {
      advance(await client.incr(generationKey));
      await client.publish(channel, String(generation));
    },
    async close() {
      await Promise.allSettled([subscriber.close(), client.close()]);
    },
  };
}
