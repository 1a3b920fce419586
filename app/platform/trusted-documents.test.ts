/**
 * Every operation the storefront sends, sent through the seam's own client to an embedded API that
 * runs only trusted documents (docs/security.md#the-shop-apis-limits), is accepted: the documents
 * are the ones gql.tada builds in app/, printed by urql as it prints them for the request.
 */
import fs from "node:fs";
import path from "node:path";
import { type DocumentNode, Kind, parse } from "graphql";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as GraphQLModule from "~/graphql.ts";

const built = vi.hoisted((): DocumentNode[] => []);

// Records every document app/ builds with `graphql`, as the modules declaring them load.
vi.mock("~/graphql.ts", async (importOriginal) => {
  const real = await importOriginal<typeof GraphQLModule>();
  const record = (...args: Parameters<typeof real.graphql>) => {
    const document = real.graphql(...args);
    built.push(document as unknown as DocumentNode);
    return document;
  };
  return { ...real, graphql: Object.assign(record, real.graphql) };
});

vi.stubEnv("DATABASE_URL", "memory://");
vi.stubEnv("SHOP_API_URL", "");
vi.stubEnv("GRAPHQL_TRUSTED_DOCUMENTS_ONLY", "true");

/** The modules of app/ that declare GraphQL documents. */
function documentModules(): string[] {
  return fs
    .readdirSync("app", { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.resolve(entry.parentPath, entry.name))
    .filter((file) => fs.readFileSync(file, "utf8").includes("graphql("));
}

for (const file of documentModules()) await import(/* @vite-ignore */ file);
const seam = await import("./shop-api.server.ts");

// The embedded API's start (migrating and seeding its database) belongs to no one operation: under
// load it took longer than a test may (a CI run at load 15).
beforeAll(() => seam.prepareShopApi());

afterAll(async () => {
  await seam.stopShopApi();
  vi.unstubAllEnvs();
});

const operations = built.flatMap((document) => {
  const first = document.definitions[0];
  return first?.kind === Kind.OPERATION_DEFINITION
    ? [{ name: first.name?.value ?? "anonymous", kind: first.operation, document }]
    : [];
});

/** The operations the API trusts: the manifest `npm run generate` writes from app/. */
const trusted = Object.values(
  JSON.parse(fs.readFileSync("server/graphql/trusted-documents.json", "utf8")) as Record<
    string,
    string
  >,
).flatMap((text) =>
  parse(text).definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION ? [{ name: definition.name?.value ?? "" }] : [],
  ),
);

describe("with GRAPHQL_TRUSTED_DOCUMENTS_ONLY, the storefront's operations", () => {
  it("are every trusted operation", () => {
    const names = (list: { name: string }[]) => [...new Set(list.map(({ name }) => name))].sort();
    expect(names(operations)).toEqual(names(trusted));
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    "%s is accepted as the seam's client sends it",
    async (_name, { kind, document }) => {
      if (kind === "subscription") {
        // A subscription is streamed for the browser (docs/orders.md#live-status): a guest's is
        // refused by its resolver (an unknown order, a guest), never as untrusted.
        const context = new RouterContextProvider();
        context.set(seam.sessionContext, { accessToken: null, refreshToken: null, changed: null });
        const response = await seam.shopEventStream(
          new Request("http://shop.test/resources/order-updates"),
          context,
          document,
          { id: "00000000-0000-4000-8000-000000000000" },
        );
        expect(response.headers.get("content-type")).toContain("text/event-stream");
        const text = await response.text();
        expect(text).toContain("event: complete");
        expect(text).not.toContain("Запрос не из витрины магазина");
        expect(text).toMatch(/NOT_FOUND|UNAUTHENTICATED/);
        return;
      }
      const client = seam.createShopClient();
      // Without variables most fail validation, after the document has been accepted.
      const result = await (
        kind === "mutation" ? client.mutation(document, {}) : client.query(document, {})
      ).toPromise();
      expect(result.error?.networkError).toBeUndefined();
      expect(result.error?.response?.status).not.toBe(403);
      const codes = result.error?.graphQLErrors.map((error) => error.extensions.code) ?? [];
      expect(codes).not.toContain("FORBIDDEN");
    },
  );

  it("are the only ones: another document is refused", async () => {
    const { graphql } = await import("~/graphql.ts");
    const other = graphql(`
      query NotTheShops {
        directoryList {
          slug
        }
      }
    `);
    const result = await seam.createShopClient().query(other, {}).toPromise();
    expect(result.error?.graphQLErrors[0]?.message).toBe("Запрос не из витрины магазина");
  });
});
