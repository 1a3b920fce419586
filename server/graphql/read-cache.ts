/**
 * The cache of public reads (docs/caching.md#the-shop-apis-read-cache): a query from a guest
 * (no Authorization header) whose every root field is a public read of the catalogue, search or
 * content is answered from memory for a minute, keyed by its document, operation and variables.
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

/** An answer that must not be kept: it carries errors. */
class NotKept {
  constructor(readonly result: ExecutionResult) {}
}

type Execute = () => unknown;

export interface ReadCache {
  plugin: Plugin;
  /** Drops every answer (the catalogue changed). */
  invalidate(): void;
  readonly size: number;
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

export function createReadCache(): ReadCache {
  const cache = new LRUCache<string, ExecutionResult, Execute>({
    max: READ_CACHE.maxEntries,
    ttl: READ_CACHE.ttlMs,
    // Past its TTL, `fetch` gives the stale answer and refreshes it in the background, once.
    allowStale: true,
    noDeleteOnStaleGet: true,
    fetchMethod: async (_key, _stale, { context: execute }) => {
      const result = (await execute()) as ExecutionResult;
      if (result.errors?.length) throw new NotKept(result);
      return result;
    },
  });

  async function answer(key: string, execute: () => unknown): Promise<ExecutionResult> {
    // Stale for longer than staleMs: too old to give, wait for a fresh one.
    if (cache.getRemainingTTL(key) < -READ_CACHE.staleMs) cache.delete(key);
    try {
      return (
        (await cache.fetch(key, { context: execute })) ?? ((await execute()) as ExecutionResult)
      );
    } catch (error) {
      if (error instanceof NotKept) return error.result;
      throw error;
    }
  }

  return {
    get size() {
      return cache.size;
    },
    invalidate() {
      cache.clear();
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
