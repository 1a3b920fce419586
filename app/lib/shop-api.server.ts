/**
 * The seam between the storefront and the shop API — the only file in app/ that imports
 * server/. With SHOP_API_URL set, GraphQL goes over HTTP to that endpoint; unset (the embedded
 * default), the API runs in this process and is called directly, with no port and no HTTP hop.
 */
import { type AnyVariables, Client, fetchExchange, type TypedDocumentNode } from "@urql/core";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { GRAPHQL_PATH, type RunningShopApi, startShopApi } from "../../server/index.ts";
import { getEnv } from "./env.server.ts";

/** A URL that never leaves the process: the embedded API is handed the Request directly. */
const EMBEDDED_URL = `http://shop-api.internal${GRAPHQL_PATH}`;
const HEALTH_TIMEOUT_MS = 3000;

let embedded: Promise<RunningShopApi> | undefined;

function embeddedApi(): Promise<RunningShopApi> {
  if (!embedded) {
    const env = getEnv();
    embedded = startShopApi({
      databaseUrl: env.DATABASE_URL,
      graphiql: env.NODE_ENV === "development",
    });
    // A failed start (database unreachable) is retried by the next request, not cached forever.
    embedded.catch(() => {
      embedded = undefined;
    });
  }
  return embedded;
}

/**
 * Validates the environment and, for the embedded API, opens, migrates and seeds the database.
 * The production server awaits this before it listens, so a bad configuration stops start-up.
 */
export async function prepareShopApi(): Promise<void> {
  if (!getEnv().SHOP_API_URL) await embeddedApi();
}

/** Closes the embedded database; called on graceful shutdown. */
export async function stopShopApi(): Promise<void> {
  const running = embedded;
  embedded = undefined;
  if (running) await (await running).close();
}

/** A urql client for one storefront request. Queries are POSTs (spec §7), never cached across requests. */
export function createShopClient(): Client {
  const remoteUrl = getEnv().SHOP_API_URL;
  return new Client({
    url: remoteUrl ?? EMBEDDED_URL,
    exchanges: [fetchExchange],
    preferGetMethod: false,
    requestPolicy: "network-only",
    fetch: remoteUrl
      ? undefined
      : async (input, init) => (await embeddedApi()).fetch(new Request(input, init)),
  });
}

export const shopClientContext = createContext<Client>();

/** Root middleware: gives every loader and action of a request the same shop client. */
export const shopClientMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  context.set(shopClientContext, createShopClient());
  return next();
};

/** Runs a query with the request's client; a GraphQL or network error is thrown to the error boundary. */
export async function shopQuery<Data, Variables extends AnyVariables>(
  context: Readonly<RouterContextProvider>,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  const result = await context.get(shopClientContext).query(document, variables).toPromise();
  if (result.error) throw result.error;
  if (!result.data) throw new Error("The shop API answered without data");
  return result.data;
}

/** Serves the embedded API at /graphql; with a remote API there is nothing to serve here. */
export async function handleGraphQLRequest(request: Request): Promise<Response> {
  if (getEnv().SHOP_API_URL) {
    return new Response("Not found: the shop API is served at SHOP_API_URL", { status: 404 });
  }
  return (await embeddedApi()).fetch(request);
}

export type ShopApiHealth =
  | { ok: true; api: "embedded" | "remote" }
  | { ok: false; api: "embedded" | "remote"; error: string };

/** Whether the shop API and its database answer, for /healthz. */
export async function checkShopApiHealth(): Promise<ShopApiHealth> {
  const remoteUrl = getEnv().SHOP_API_URL;
  const api = remoteUrl ? "remote" : "embedded";
  try {
    if (remoteUrl) {
      const response = await fetch(remoteUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ __typename }" }),
        signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    } else {
      await (await embeddedApi()).checkHealth();
    }
    return { ok: true, api };
  } catch (error) {
    return { ok: false, api, error: error instanceof Error ? error.message : String(error) };
  }
}
