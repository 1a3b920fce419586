/**
 * Reads of the shop API whose answer is the same for every visitor who has no session (the menu,
 * the section tree and its filters, a page's metadata), kept in this process until the database
 * announces a catalogue change, and a minute at most (docs/caching.md#the-frames-shared-reads).
 * Every page asks for them; kept here, a page nobody asked before costs one in-process GraphQL
 * round trip fewer for each.
 */
import type { AnyVariables, TypedDocumentNode } from "@urql/core";
import { LRUCache } from "lru-cache";
import type { RouterContextProvider } from "react-router";
import { getSession, onCatalogueChange, shopQuery } from "./shop-api.server.ts";

/** The read cache's own freshness (docs/caching.md#the-shop-apis-read-cache). */
const MAX_AGE_MS = 60_000;
/** Answers kept at most: one per document and variables (a page's metadata is one per path). */
const MAX_ANSWERS = 2_000;

interface SharedReads {
  read<Data, Variables extends AnyVariables>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
    run: () => Promise<Data>,
  ): Promise<Data>;
  /** Forgets every answer: the catalogue changed. */
  clear(): void;
  readonly size: number;
}

export function createSharedReads(
  options: { maxAgeMs?: number; max?: number; now?: () => number } = {},
): SharedReads {
  const answers = new LRUCache<string, Promise<unknown>>({
    max: options.max ?? MAX_ANSWERS,
    ttl: options.maxAgeMs ?? MAX_AGE_MS,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  // A document's text is its identity; its object is one module constant, so the text is
  // looked up once per document, not printed for every request.
  const names = new WeakMap<object, string>();
  let documents = 0;
  const nameOf = (document: object) => {
    let name = names.get(document);
    if (name === undefined) {
      documents += 1;
      name = String(documents);
      names.set(document, name);
    }
    return name;
  };
  return {
    read(document, variables, run) {
      const key = `${nameOf(document)}:${JSON.stringify(variables)}`;
      const kept = answers.get(key) as ReturnType<typeof run> | undefined;
      if (kept) return kept;
      // Concurrent requests share one read; a failed read is not kept, the next request tries.
      const answer = run();
      answers.set(key, answer);
      answer.catch(() => {
        if (answers.get(key) === answer) answers.delete(key);
      });
      return answer;
    },
    clear() {
      // A read still running is dropped with the rest: what it answers may predate the change.
      answers.clear();
    },
    get size() {
      return answers.size;
    },
  };
}

let shared: SharedReads | undefined;

function sharedReads(): SharedReads {
  if (!shared) {
    const reads = createSharedReads();
    onCatalogueChange(() => reads.clear());
    shared = reads;
  }
  return shared;
}

/**
 * A public read: from what this process keeps when the request has no session, else through the
 * request's shop client as shopQuery (a shopper's first operation may renew their token, which
 * the root's loader waits for before it says whether they are signed in).
 */
export function sharedQuery<Data, Variables extends AnyVariables>(
  context: Readonly<RouterContextProvider>,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const run = () => shopQuery(context, document, variables);
  const session = getSession(context);
  if (session.accessToken || session.refreshToken) return run();
  return sharedReads().read(document, variables, run);
}
