/**
 * Trusted documents (docs/security.md#the-shop-apis-limits): the storefront's own GraphQL
 * operations, stored in trusted-documents.json by `npm run generate` under the SHA-256 of their
 * normalised text. A client may name one by that hash (`extensions.persistedQuery.sha256Hash`, as
 * automatic persisted queries send it, or `documentId`); the full text of one is recognised by
 * hashing it. With `only` set, nothing else runs but for a request carrying the operator token.
 */
import { createHash } from "node:crypto";
import {
  defaultExtractPersistedOperationId,
  type ExtractPersistedOperationId,
  usePersistedOperations,
} from "@graphql-yoga/plugin-persisted-operations";
import {
  type DefinitionNode,
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  Kind,
  parse,
  print,
  visit,
} from "graphql";
import type { GraphQLParams, Plugin } from "graphql-yoga";
import { LRUCache } from "lru-cache";
import { API_LIMITS } from "./limits.ts";
import manifest from "./trusted-documents.json";

export const TRUSTED_DOCUMENTS_PATH = "server/graphql/trusted-documents.json";

/** Code-unit order: the same on every machine, unlike localeCompare. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const TRUSTED_DOCUMENT_MESSAGES = {
  notTrusted: "Запрос не из витрины магазина",
  notFound: "Сохранённый запрос не найден",
  noDocument: "В запросе нет ни документа, ни его хеша",
} as const;

/**
 * The one printed form of a document: client-side directives (a leading `_`, as gql.tada's
 * `@_unmask`, which the client strips before sending) dropped, operations first, then fragments
 * by name. The storefront's client and the manifest may order and space a document differently;
 * both normalise to this.
 */
export function normaliseDocument(document: DocumentNode): string {
  const stripped = visit(document, {
    Directive: (node) => (node.name.value.startsWith("_") ? null : undefined),
  });
  const rank = (definition: DefinitionNode) =>
    definition.kind === Kind.FRAGMENT_DEFINITION ? definition.name.value : "";
  const definitions = stripped.definitions
    .map((definition, index) => ({ definition, index }))
    .sort((a, b) => byText(rank(a.definition), rank(b.definition)) || a.index - b.index)
    .map(({ definition }) => definition);
  return print({ ...stripped, definitions });
}

/** The key of a stored document: the SHA-256 of its text, in hex, as persisted queries use. */
export function documentHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** The manifest for `operations` (appOperations(["app"])): hash → normalised text, by name. */
export function trustedDocumentsOf(
  operations: readonly { name: string; document: DocumentNode }[],
): Record<string, string> {
  const entries = operations
    .map(({ name, document }) => ({ name, text: normaliseDocument(document) }))
    .sort((a, b) => byText(a.name, b.name) || byText(a.text, b.text))
    .map(({ text }) => [documentHash(text), text] as const);
  return Object.fromEntries(entries);
}

/** The manifest file's text, as `npm run generate` writes it. */
export function printTrustedDocuments(documents: Record<string, string>): string {
  return `${JSON.stringify(documents, null, 2)}\n`;
}

const stored: ReadonlyMap<string, string> = new Map(Object.entries(manifest));

/** Texts already recognised as a stored document: the storefront sends the same few again. */
const recognised = new LRUCache<string, string>({
  max: 500,
  maxSize: 2_000_000,
  sizeCalculation: (_hash, text) => text.length,
});

/** The hash of the stored document `text` is a spelling of, or undefined. */
export function storedDocumentHash(text: string): string | undefined {
  const exact = documentHash(text);
  if (stored.has(exact)) return exact;
  const known = recognised.get(text);
  if (known) return known;
  let document: DocumentNode;
  try {
    document = parse(text, { noLocation: true, maxTokens: API_LIMITS.maxTokens });
  } catch {
    return undefined;
  }
  const hash = documentHash(normaliseDocument(document));
  if (!stored.has(hash)) return undefined;
  recognised.set(text, hash);
  return hash;
}

/** `documentId` ("sha256:<hex>" or the bare hash), else the persisted query's hash. */
const extractDocumentId: ExtractPersistedOperationId = (params, request, context) => {
  const { documentId } = params as GraphQLParams & { documentId?: unknown };
  if (typeof documentId === "string") return documentId.replace(/^sha256:/, "");
  return defaultExtractPersistedOperationId(params, request, context);
};

export interface TrustedDocumentOptions {
  /** Only stored documents run (GRAPHQL_TRUSTED_DOCUMENTS_ONLY). */
  only: boolean;
  /** Whether a request carries the operator token, which may run any document. */
  isOperator: (request: Request) => boolean;
}

/**
 * The refusal of an operation the storefront runs in process (ShopApi.execute), which Yoga's
 * request hooks above never see: with `only`, a document not stored is refused as a POST of it
 * is, so the stored list keeps covering every operation the storefront has.
 */
export function inProcessRefusal(only: boolean, query: string): ExecutionResult | undefined {
  if (!only || storedDocumentHash(query)) return undefined;
  return {
    errors: [
      new GraphQLError(TRUSTED_DOCUMENT_MESSAGES.notTrusted, {
        extensions: { code: "FORBIDDEN", http: { status: 403 } },
      }),
    ],
  };
}

/** The Yoga plugins that serve stored documents and, with `only`, refuse every other one. */
export function trustedDocumentPlugins({ only, isOperator }: TrustedDocumentOptions): Plugin[] {
  const refusal = (message: string, code: string, status: number) => ({
    message,
    extensions: { code, http: { status } },
  });
  return [
    {
      // The full text of a stored document runs as that document, named by its hash.
      onParams({ params, setParams }) {
        if (!only || typeof params.query !== "string") return;
        const hash = storedDocumentHash(params.query);
        if (!hash) return;
        setParams({
          ...params,
          query: undefined,
          extensions: { ...params.extensions, persistedQuery: { version: 1, sha256Hash: hash } },
        });
      },
    },
    usePersistedOperations({
      getPersistedOperation: (hash) => stored.get(hash) ?? null,
      extractPersistedOperationId: extractDocumentId,
      allowArbitraryOperations: (request) => !only || isOperator(request),
      customErrors: {
        persistedQueryOnly: refusal(TRUSTED_DOCUMENT_MESSAGES.notTrusted, "FORBIDDEN", 403),
        // 404, not 400: a client of automatic persisted queries then resends the full text.
        notFound: refusal(TRUSTED_DOCUMENT_MESSAGES.notFound, "PERSISTED_QUERY_NOT_FOUND", 404),
        keyNotFound: refusal(TRUSTED_DOCUMENT_MESSAGES.noDocument, "BAD_REQUEST", 400),
      },
    }),
  ];
}
