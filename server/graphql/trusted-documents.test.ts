import { readFile } from "node:fs/promises";
import { Kind, parse, print, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/database.ts";
import { postGraphQL } from "../../tests/graphql.ts";
import { testShopApi } from "../../tests/shop-api.ts";
import { createShopApi } from "../index.ts";
import { schema } from "../schema.ts";
import { appOperations } from "./app-documents.ts";
import {
  documentHash,
  printTrustedDocuments,
  storedDocumentHash,
  TRUSTED_DOCUMENT_MESSAGES,
  TRUSTED_DOCUMENTS_PATH,
  trustedDocumentsOf,
} from "./trusted-documents.ts";

const OPERATOR_TOKEN = "operator-token-for-the-trusted-documents-test";
const FIX = "run `npm run generate` and commit the result";

const manifest = JSON.parse(await readFile(TRUSTED_DOCUMENTS_PATH, "utf8")) as Record<
  string,
  string
>;

/** The stored document of the operation named `name`, and its hash. */
function stored(name: string): { hash: string; text: string } {
  const found = Object.entries(manifest).find(([, text]) =>
    parse(text).definitions.some(
      (definition) =>
        definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === name,
    ),
  );
  if (!found) throw new Error(`no stored operation ${name}`);
  return { hash: found[0], text: found[1] };
}

async function strictApi() {
  const { db } = await testDatabase();
  return createShopApi({ db, trustedDocumentsOnly: true, operatorToken: OPERATOR_TOKEN });
}

/** POSTs a raw GraphQL-over-HTTP body. */
async function post(api: { fetch(request: Request): Promise<Response> }, body: object) {
  const response = await api.fetch(
    new Request("http://shop.test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}

const arbitrary = `query { directoryList { slug } }`;

describe("the manifest of trusted documents", () => {
  it(`${TRUSTED_DOCUMENTS_PATH} holds the storefront's operations (${FIX})`, async () => {
    expect(await readFile(TRUSTED_DOCUMENTS_PATH, "utf8")).toBe(
      printTrustedDocuments(trustedDocumentsOf(appOperations(["app"]))),
    );
  });

  it("keys each document by its hash, and each is valid against the schema", () => {
    expect(Object.keys(manifest).length).toBeGreaterThan(40);
    for (const [hash, text] of Object.entries(manifest)) {
      expect(documentHash(text)).toBe(hash);
      expect(validate(schema, parse(text)), text).toEqual([]);
    }
  });

  it("recognises every operation however it is spelt: spaced, ordered or with @_unmask", () => {
    for (const { name, document } of appOperations(["app"])) {
      const reordered = { ...document, definitions: [...document.definitions].reverse() };
      const hash = storedDocumentHash(print(reordered).replace(/\n\s*/g, " "));
      expect(hash && manifest[hash], name).toBeDefined();
    }
    expect(storedDocumentHash(arbitrary)).toBeUndefined();
    expect(storedDocumentHash("query {")).toBeUndefined();
  });
});

describe("with GRAPHQL_TRUSTED_DOCUMENTS_ONLY", () => {
  it("a stored document runs when sent as its text", async () => {
    const { text } = stored("Menu");
    const { status, body } = await postGraphQL(await strictApi(), text);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({ directoryList: expect.any(Array) as unknown });
  });

  it("a stored document runs when named by its hash, as a persisted query or a documentId", async () => {
    const api = await strictApi();
    const { hash } = stored("Menu");
    const persisted = await post(api, {
      extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
    });
    expect(persisted.body.errors).toBeUndefined();
    expect(persisted.body.data).toMatchObject({ directoryList: expect.any(Array) as unknown });
    for (const documentId of [hash, `sha256:${hash}`]) {
      const named = await post(api, { documentId, variables: {} });
      expect(named.body).toEqual(persisted.body);
    }
  });

  it("any other document is refused, 403, before it runs", async () => {
    const { status, body } = await postGraphQL(await strictApi(), arbitrary);
    expect(status).toBe(403);
    expect(body.data ?? undefined).toBeUndefined();
    expect(body.errors).toEqual([
      { message: TRUSTED_DOCUMENT_MESSAGES.notTrusted, extensions: { code: "FORBIDDEN" } },
    ]);
  });

  it("an unknown hash is not found, 404, and a body with no document is a 400", async () => {
    const api = await strictApi();
    const unknown = await post(api, { documentId: documentHash(arbitrary) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: TRUSTED_DOCUMENT_MESSAGES.notFound,
      extensions: { code: "PERSISTED_QUERY_NOT_FOUND" },
    });
    const empty = await post(api, { variables: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.[0]?.message).toBe(TRUSTED_DOCUMENT_MESSAGES.noDocument);
  });

  it("a request with the operator token may run any document", async () => {
    const api = await strictApi();
    const operator = await postGraphQL(
      api,
      arbitrary,
      {},
      { authorization: `Bearer ${OPERATOR_TOKEN}` },
    );
    expect(operator.body.errors).toBeUndefined();
    const wrong = await postGraphQL(api, arbitrary, {}, { authorization: "Bearer nope" });
    expect(wrong.status).toBe(403);
  });
});

describe("by default", () => {
  it("any document runs, and a stored one may still be named by its hash", async () => {
    const api = await testShopApi();
    const { body } = await postGraphQL(api, arbitrary);
    expect(body.errors).toBeUndefined();
    const named = await post(api, { documentId: stored("Menu").hash });
    expect(named.body.errors).toBeUndefined();
    expect(named.body.data).toMatchObject({ directoryList: expect.any(Array) as unknown });
  });
});
