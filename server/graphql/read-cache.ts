/**
 * The cache of public reads (docs/caching.md#the-shop-apis-read-cache): a query from a guest
 * (no Authorization header) whose every root field is a public read of the catalogue, search or
 * content is answered from a store for a minute, keyed by its document, operation and variables.
 * The store is this process's memory, or Redis shared by every instance (./redis-read-store.ts).
 * After the minute the stale answer is still given while one fresh execution replaces it
 * (stale-while-revalidate, for five minutes more); concurrent misses of one key share one
 * execution; an answer with errors is never kept. Anything a stock or price change alters is
 * dropped when the database announces the change (`invalidate`, called on the
 * CATALOGUE_CHANGED notification of server/db/changes.ts), so a shopper never sees an
 * item as available after it was sold for longer than the notification takes.
 */
import type { ExecutionArgs, ExecutionResult } from "graphql";
import { Kind } from "graphql";
import type { Plugin } from "graphql-yoga";
import { LRUCache } from "lru-cache";

/** Query fields whose answer is the same for every guest and holds nothing personal. */
export const PUBLIC_READS: ReadonlySet<string> = new Set([
  "blog",
  "blogList",
  "brandList",
  "cashbackTerms",
  "collectionBundle",
  "directoryList",
  "filterList",
  "filteredProducts",
  "getDirectoryFilters",
  "loyaltyLevels",
  "product",
  "productList",
  "findProucts",
  "promoSelection",
  "recentlyBoughtProducts",
  "reviewList",
  "sameModelProducts",
  "searchFilteredProducts",
  "similarProducts",
  "sitemapProductParts",
  "sizeGrid",
  "urlMetadata",
]);

export const READ_CACHE = {
  /** How long an answer is fresh. */
  ttlMs: 60_000,
  /** How long after that a stale answer is still given while a fresh one is made. */
  staleMs: 300_000,
  /** Answers kept at most (the least recently used go first). */
  maxEntries: 2_000,
} as const;

/** An answer kept, and when it was made. */
export interface KeptAnswer {
  result: ExecutionResult;
  storedAt: number;
}

/** Where answers are kept: this process's memory, or a store every instance shares. */
export interface ReadStore {
  get(key: string): Promise<KeptAnswer | undefined>;
  /** Keeps an answer for READ_CACHE's fresh and stale times together. */
  set(key: string, answer: KeptAnswer): Promise<void>;
  /** Forgets every answer (in a shared store, every instance's). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/** The default store: this process's memory, the least recently used answers going first. */
export function memoryReadStore(): ReadStore {
  const answers = new LRUCache<string, KeptAnswer>({
    max: READ_CACHE.maxEntries,
    ttl: READ_CACHE.ttlMs + READ_CACHE.staleMs,
  });
  return {
    get: async (key) => answers.get(key),
    set: async (key, answer) => void answers.set(key, answer),
    clear: async () => answers.clear(),
    close: async () => answers.clear(),
  };
}

type Execute = () => unknown;

export interface ReadCache {
  plugin: Plugin;
  /** Drops every answer (the catalogue changed); executions under way are not kept. */
  invalidate(): Promise<void>;
}

export interface ReadCacheOptions {
  store?: ReadStore;
  now?: () => number;
}

/** Whether a request's operation may be answered from the cache, and under which key. */
function cacheKey(args: ExecutionArgs, request: Request): string | undefined {
  if (request.headers.has("authorization")) return undefined;
  const operation = args.document.definitions.find(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (!args.operationName || definition.name?.value === args.operationName),
  );
  if (operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== "query") {
    return undefined;
  }
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return undefined;
    if (selection.name.value !== "__typename" && !PUBLIC_READS.has(selection.name.value)) {
      return undefined;
    }
  }
  const body = args.document.loc?.source.body;
  if (!body) return undefined;
  return JSON.stringify([body, args.operationName ?? null, args.variableValues ?? null]);
}

/**
 * Whether an operation is a guest's public read (what the cache may keep): the shared product
 * rows (shared-rows.ts) are read for it too.
 */
export function isPublicRead(args: ExecutionArgs, request: Request): boolean {
  return cacheKey(args, request) !== undefined;
}

/** A store that fails (Redis away) costs the cache, never the answer: logged once a minute. */
function storeFailureLogger(now: () => number) {
  let loggedAt = Number.NEGATIVE_INFINITY;
  return (error: unknown) => {
    if (now() - loggedAt < 60_000) return;
    loggedAt = now();
    console.error(
      "[read-cache] the store failed; answering without it:",
      error instanceof Error ? error.message : error,
    );
  };
}

export function createReadCache(options: ReadCacheOptions = {}): ReadCache {
  const store = options.store ?? memoryReadStore();
  const now = options.now ?? Date.now;
  const storeFailed = storeFailureLogger(now);
  /** Executions under way, by key: a miss waits for one instead of starting its own. */
  const running = new Map<string, Promise<ExecutionResult>>();
  /** Bumped by invalidate(): an execution begun before it may hold what the change altered. */
  let generation = 0;

  function run(key: string, execute: Execute): Promise<ExecutionResult> {
    const already = running.get(key);
    if (already) return already;
    const startedIn = generation;
    const execution = (async () => {
      const result = (await execute()) as ExecutionResult;
      // An answer with errors is never kept.
      if (!result.errors?.length && generation === startedIn) {
        await store.set(key, { result, storedAt: now() }).catch(storeFailed);
      }
      return result;
    })().finally(() => running.delete(key));
    running.set(key, execution);
    return execution;
  }

  async function answer(key: string, execute: Execute): Promise<ExecutionResult> {
    const kept = await store.get(key).catch((error: unknown) => {
      storeFailed(error);
      return undefined;
    });
    if (kept) {
      const age = now() - kept.storedAt;
      if (age < READ_CACHE.ttlMs) return kept.result;
      if (age < READ_CACHE.ttlMs + READ_CACHE.staleMs) {
        // Stale: given at once, while one execution makes a fresh answer in the background.
        if (!running.has(key)) run(key, execute).catch(() => undefined);
        return kept.result;
      }
    }
    return run(key, execute);
  }

  return {
    async invalidate() {
      generation += 1;
      await store.clear().catch(storeFailed);
    },
    plugin: {
      onExecute({ args, executeFn, setExecuteFn }) {
        const request = (args.contextValue as { request?: Request }).request;
        const key = request && cacheKey(args, request);
        if (!key) return;
        setExecuteFn((executionArgs) => answer(key, () => executeFn(executionArgs)) as never);
      },
    },
  };
}
