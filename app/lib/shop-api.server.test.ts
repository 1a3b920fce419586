import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serveTestShopApi } from "../../tests/http.ts";
import { graphql } from "../graphql.ts";

const DirectoryNames = graphql(`
  query DirectoryNames {
    directoryList {
      name
    }
  }
`);

/** The seam reads its environment once, so each test loads a fresh copy under its own. */
async function loadSeam(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import("./shop-api.server.ts");
}

/** The URL of a shop API that has just stopped answering. */
async function unreachableApiUrl() {
  const remote = await serveTestShopApi();
  await remote.close();
  return `${remote.origin}/graphql`;
}

/** A router context as the root middleware leaves it for loaders. */
function requestContext(seam: Awaited<ReturnType<typeof loadSeam>>) {
  const context = new RouterContextProvider();
  context.set(seam.shopClientContext, seam.createShopClient());
  return context;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the shop API seam, embedded (SHOP_API_URL unset)", () => {
  it("runs the API in process over a migrated, seeded database", async () => {
    const seam = await loadSeam({ DATABASE_URL: "memory://", SHOP_API_URL: "" });
    try {
      const result = await seam.createShopClient().query(DirectoryNames, {}).toPromise();
      expect(result.error).toBeUndefined();
      expect(result.data?.directoryList.map((entry) => entry.name)).toEqual([
        "Обувь",
        "Одежда",
        "Аксессуары",
        "Нашли дешевле?",
      ]);

      const response = await seam.handleGraphQLRequest(
        new Request("http://localhost/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ __typename }" }),
        }),
      );
      expect(await response.json()).toEqual({ data: { __typename: "Query" } });
      expect(await seam.checkShopApiHealth()).toEqual({ ok: true, api: "embedded" });
    } finally {
      await seam.stopShopApi();
    }
  });

  it("refuses to start on a bad environment, naming the variable", async () => {
    const seam = await loadSeam({ DATABASE_URL: "mysql://nope" });
    await expect(seam.prepareShopApi()).rejects.toThrow(/DATABASE_URL/);
  });
});

describe("the shop API seam, remote (SHOP_API_URL set)", () => {
  it("sends GraphQL over HTTP to that URL and does not serve /graphql itself", async () => {
    const remote = await serveTestShopApi();
    try {
      const seam = await loadSeam({
        DATABASE_URL: "postgres://must-not-be-opened@127.0.0.1:1/none",
        SHOP_API_URL: `${remote.origin}/graphql`,
      });
      await seam.prepareShopApi();

      const result = await seam.createShopClient().query(DirectoryNames, {}).toPromise();
      expect(result.data?.directoryList).toHaveLength(4);
      expect(remote.requestCount()).toBe(1);

      const local = await seam.handleGraphQLRequest(new Request("http://localhost/graphql"));
      expect(local.status).toBe(404);
      expect(await seam.checkShopApiHealth()).toEqual({ ok: true, api: "remote" });
    } finally {
      await remote.close();
    }
  });

  it("reports the remote API down when it does not answer", async () => {
    const seam = await loadSeam({ SHOP_API_URL: await unreachableApiUrl() });
    expect(await seam.checkShopApiHealth()).toMatchObject({ ok: false, api: "remote" });
  });
});

describe("shopQuery", () => {
  it("returns the data of the request's client", async () => {
    const remote = await serveTestShopApi();
    try {
      const seam = await loadSeam({ SHOP_API_URL: `${remote.origin}/graphql` });
      const data = await seam.shopQuery(requestContext(seam), DirectoryNames, {});
      expect(data.directoryList[0]?.name).toBe("Обувь");
    } finally {
      await remote.close();
    }
  });

  it("throws when the API cannot be reached, for the error boundary to show", async () => {
    const seam = await loadSeam({ SHOP_API_URL: await unreachableApiUrl() });
    await expect(seam.shopQuery(requestContext(seam), DirectoryNames, {})).rejects.toThrow(
      /\[Network\]/,
    );
  });
});
