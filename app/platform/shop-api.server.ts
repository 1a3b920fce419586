/**
 * The seam between the storefront and the shop API — the only file in app/ that imports
 * server/. With SHOP_API_URL set, GraphQL goes over HTTP to that endpoint; unset (the embedded
 * default), the API runs in this process and is called directly, with no port and no HTTP hop.
 */
import {
  type AnyVariables,
  Client,
  type Exchange,
  fetchExchange,
  type OperationResult,
  stringifyDocument,
  subscriptionExchange,
  type TypedDocumentNode,
} from "@urql/core";
import { authExchange } from "@urql/exchange-auth";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import {
  findEndpoint,
  GRAPHQL_PATH,
  type OutboxMessage,
  type RunningShopApi,
  prepareShopDatabase,
  SEND_SMS_PATH,
  startShopApi,
} from "../../server/index.ts";
import { graphql } from "~/graphql.ts";
import { clientHeaders } from "./client-headers.server.ts";
import { isAuthError, RefreshTokens, refreshSession } from "./token-refresh.server.ts";
import { getEnv } from "./env.server.ts";
import { embeddedApiOptions } from "./shop-api-options.server.ts";
import {
  clearSession,
  isSignedIn,
  readSession,
  renewSession,
  type Session,
  sessionCookies,
  type SessionTokens,
} from "./session.server.ts";

export { isSignedIn, type Session, type SessionTokens } from "./session.server.ts";
export { isAuthError } from "./token-refresh.server.ts";
/** The bounded multipart reader (docs/security.md#bounded-bodies), for the review form's post. */
export { type MultipartBody, type MultipartLimits, readMultipart } from "../../server/index.ts";
/** The shop API's endpoints (docs/security.md#the-shop-apis-endpoints), for the request guard. */
export { findEndpoint } from "../../server/index.ts";

/** A URL that never leaves the process: the embedded API is handed the Request directly. */
const EMBEDDED_URL = `http://shop-api.internal${GRAPHQL_PATH}`;
const HEALTH_TIMEOUT_MS = 3000;

let embedded: Promise<RunningShopApi> | undefined;

/** Who is told when the embedded API's database announces a change to the catalogue. */
const catalogueListeners = new Set<() => void>();

/**
 * Calls `listener` on each catalogue change the embedded API's database announces
 * (docs/caching.md#the-storefronts-page-cache); with SHOP_API_URL, never.
 */
export function onCatalogueChange(listener: () => void): () => void {
  catalogueListeners.add(listener);
  return () => catalogueListeners.delete(listener);
}

/** Whether the database was prepared by the cluster's primary (prepareShopApi's option). */
let databasePrepared = false;

function embeddedApi(): Promise<RunningShopApi> {
  if (!embedded) {
    embedded = startShopApi({ ...embeddedApiOptions(getEnv()), prepared: databasePrepared });
    // (A failed start is reported where the promise is awaited, not here.)
    embedded.then(
      (api) =>
        api.onCatalogueChange(() => {
          for (const listener of catalogueListeners) listener();
        }),
      () => undefined,
    );
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
 * A worker of its cluster says `databasePrepared`: its primary migrated and seeded it
 * (prepareDatabase), and no two workers migrate at once (docs/architecture.md#one-worker-per-core).
 */
export async function prepareShopApi(options: { databasePrepared?: boolean } = {}): Promise<void> {
  databasePrepared = options.databasePrepared ?? false;
  if (!getEnv().SHOP_API_URL) await embeddedApi();
}

/** The cluster's primary, before its workers: validates the environment, migrates and seeds. */
export async function prepareDatabase(): Promise<void> {
  const env = getEnv();
  if (!env.SHOP_API_URL) await prepareShopDatabase({ databaseUrl: env.DATABASE_URL });
}

/** Ends the browsers' event streams, so a stopping server's connections close (serve.mjs). */
export async function endEventStreams(): Promise<void> {
  (await embedded)?.orderEvents.close();
}

/** Closes the embedded database; called on graceful shutdown. */
export async function stopShopApi(): Promise<void> {
  const running = embedded;
  embedded = undefined;
  if (running) await (await running).close();
}

/**
 * A urql client for one storefront request: queries run in process on the embedded API, else are
 * POSTs to SHOP_API_URL (docs/architecture.md#graphql-api). With a session, operations carry
 * `Authorization: Bearer`; an expired access token is renewed first, and an auth error gets one
 * refresh and one retry (`@urql/exchange-auth`).
 */
export function createShopClient(session?: Session, forwardedHeaders?: Headers): Client {
  const remoteUrl = getEnv().SHOP_API_URL;
  const transport = remoteUrl ? [fetchExchange] : [inProcessQueries, fetchExchange];
  const exchanges = session
    ? [
        authExchange(async (utils) => ({
          addAuthToOperation: (operation) =>
            session.accessToken
              ? utils.appendHeaders(operation, { Authorization: `Bearer ${session.accessToken}` })
              : operation,
          willAuthError: () => session.refreshToken !== null && !isSignedIn(session),
          didAuthError: (error) => isAuthError(error),
          refreshAuth: () =>
            refreshSession(session, (refreshToken) =>
              utils.mutate(RefreshTokens, { refreshToken }),
            ),
        })),
        ...transport,
      ]
    : transport;
  return new Client({
    url: remoteUrl ?? EMBEDDED_URL,
    exchanges,
    preferGetMethod: false,
    requestPolicy: "network-only",
    fetchOptions: forwardedHeaders ? { headers: Object.fromEntries(forwardedHeaders) } : undefined,
    fetch: remoteUrl
      ? undefined
      : async (input, init) =>
          (await embeddedApi()).fetch(input instanceof URL ? input.href : input, init),
  });
}

/**
 * The embedded API's queries, run in process (ShopApi.execute) rather than posted to its fetch
 * handler: no request body, JSON or Response between the two halves of one process
 * (docs/architecture.md#where-the-api-runs). Mutations, rarer and carrying what shoppers type,
 * still go through `fetch` and its limit on a body's size.
 */
const inProcessQueries: Exchange = subscriptionExchange({
  isSubscriptionOperation: (operation) => operation.kind === "query",
  forwardSubscription: (body, operation) => ({
    subscribe(sink) {
      let closed = false;
      const options = operation.context.fetchOptions;
      const { headers } = (typeof options === "function" ? options() : options) ?? {};
      embeddedApi()
        .then((api) => api.execute({ ...body, query: body.query ?? "" }, headers ?? {}))
        .then(
          (result) => {
            if (closed) return;
            sink.next(result);
            sink.complete();
          },
          (error: unknown) => {
            if (!closed) sink.error(error);
          },
        );
      return {
        unsubscribe() {
          closed = true;
        },
      };
    },
  }),
});

export const shopClientContext = createContext<Client>();
export const sessionContext = createContext<Session>();

/**
 * Root middleware: gives every loader and action of a request the same shop client and the
 * shopper's session, and sends renewed (or deleted) token cookies back with the response.
 */
export const shopClientMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const session = await readSession(request);
  context.set(sessionContext, session);
  context.set(shopClientContext, createShopClient(session, clientHeaders(request, context)));
  const response = await next();
  const cookies = await sessionCookies(session);
  try {
    for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
    return response;
  } catch {
    // A response passed through from fetch() has immutable headers: a copy takes the cookies.
    const copy = new Response(response.body, response);
    for (const cookie of cookies) copy.headers.append("Set-Cookie", cookie);
    return copy;
  }
};

/** The request's session: whether the shopper is signed in, and the tokens to renew or drop. */
export function getSession(context: Readonly<RouterContextProvider>): Session {
  return context.get(sessionContext);
}

/** Starts a session with the tokens `authenticate` answered; the cookies go out with the response. */
export function startSession(
  context: Readonly<RouterContextProvider>,
  tokens: SessionTokens,
): void {
  renewSession(getSession(context), tokens);
}

/** Ends the session: the cookies are deleted with the response. */
export function endSession(context: Readonly<RouterContextProvider>): void {
  clearSession(getSession(context));
}

/** An operation's data; its GraphQL or network error is thrown. */
function dataOf<Data>(result: OperationResult<Data>): Data {
  if (result.error) throw result.error;
  if (!result.data) throw new Error("The shop API answered without data");
  return result.data;
}

/** Runs a query with the request's client; a GraphQL or network error is thrown to the error boundary. */
export async function shopQuery<Data, Variables extends AnyVariables>(
  context: Readonly<RouterContextProvider>,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  return dataOf(await context.get(shopClientContext).query(document, variables).toPromise());
}

/** Runs a mutation with the request's client; errors are thrown like shopQuery's. */
export async function shopMutation<Data, Variables extends AnyVariables>(
  context: Readonly<RouterContextProvider>,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Data> {
  return dataOf(await context.get(shopClientContext).mutation(document, variables).toPromise());
}

/** Serves the embedded API at /graphql; with a remote API there is nothing to serve here. */
export async function handleGraphQLRequest(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  if (getEnv().SHOP_API_URL) {
    return new Response("Not found: the shop API is served at SHOP_API_URL", { status: 404 });
  }
  // The browser's own headers (cookies, Origin, Authorization…) with its address as resolved.
  const headers = clientHeaders(request, context, request.headers);
  return (await embeddedApi()).fetch(new Request(request, { headers }));
}

/**
 * One of the storefront's subscriptions for the browser (docs/orders.md#live-status): the shop
 * API's stream of server-sent events, embedded or at SHOP_API_URL, ended when the browser leaves.
 * It carries the shopper's Bearer while their access token is valid, and never renews it: a
 * response that sets a cookie would be made private and compressed, and a stream must be neither
 * (docs/caching.md#page-responses); the page renews the session when it is read again.
 */
export async function shopEventStream<Data, Variables extends AnyVariables>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
): Promise<Response> {
  const remoteUrl = getEnv().SHOP_API_URL;
  const session = getSession(context);
  const headers = clientHeaders(request, context, {
    accept: "text/event-stream",
    "content-type": "application/json",
    ...(isSignedIn(session) ? { authorization: `Bearer ${session.accessToken}` } : {}),
  });
  const upstream = new Request(remoteUrl ?? EMBEDDED_URL, {
    method: "POST",
    headers,
    signal: request.signal,
    body: JSON.stringify({ query: stringifyDocument(document), variables }),
  });
  return remoteUrl ? fetch(upstream) : (await embeddedApi()).fetch(upstream);
}

/** POST /api/send-sms (docs/identity.md#phone-code-endpoint) from the sign-in action. */
export function forwardSendSms(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  return forwardToApi(request, context, SEND_SMS_PATH);
}

/**
 * A request to one of the shop API's REST endpoints (server/endpoints.ts), handed to the API,
 * embedded or at SHOP_API_URL's host, with its query, the client's address (client-headers) and
 * the operator API's token, or `staffToken` (the back office's cookie) as the Bearer, which only
 * the API checks. 404 for a path the API has no endpoint at.
 */
export function forwardToShopApi(
  request: Request,
  context: Readonly<RouterContextProvider>,
  staffToken?: string | null,
): Promise<Response> {
  const url = new URL(request.url);
  const endpoint = findEndpoint(url.pathname);
  if (!endpoint) return Promise.resolve(new Response("Not found", { status: 404 }));
  const bearer = staffToken ? `Bearer ${staffToken}` : null;
  const authorization =
    endpoint.caller === "operator" ? request.headers.get("authorization") : bearer;
  return forwardToApi(
    request,
    context,
    url.pathname + url.search,
    authorization ? { authorization } : {},
  );
}

/** Hands a REST request of the shop API to it, embedded or at SHOP_API_URL's host. */
async function forwardToApi(
  request: Request,
  context: Readonly<RouterContextProvider>,
  path: string,
  init: Record<string, string> = {},
): Promise<Response> {
  const remoteUrl = getEnv().SHOP_API_URL;
  const contentType = request.headers.get("content-type");
  const headers = clientHeaders(request, context, {
    ...init,
    ...(contentType ? { "content-type": contentType } : {}),
  });
  const forwarded = new Request(new URL(path, remoteUrl ?? EMBEDDED_URL), {
    method: request.method,
    headers,
    body: request.method === "POST" ? await request.arrayBuffer() : undefined,
  });
  if (remoteUrl) return fetch(forwarded, { signal: AbortSignal.timeout(15_000) });
  return (await embeddedApi()).fetch(forwarded);
}

/** The demo outbox's latest messages to a recipient (/dev/outbox); refused in production and remotely. */
export async function readOutbox(recipient: string): Promise<OutboxMessage[]> {
  const env = getEnv();
  if (env.SHOP_MODE !== "demo") throw new Error("The outbox is readable only in the demo");
  if (env.SHOP_API_URL) throw new Error("The outbox is readable only with the embedded shop API");
  return (await embeddedApi()).readOutbox(recipient);
}

export type { OutboxMessage };

export type ShopApiHealth =
  | { ok: true; api: "embedded" | "remote" }
  | { ok: false; api: "embedded" | "remote"; error: string };

/** One of the storefront's own operations, so an API running only those answers it too. */
const ShopApiHealth = graphql(`
  query ShopApiHealth {
    __typename
  }
`);

/** Whether the shop API and its database answer, for /healthz. */
export async function checkShopApiHealth(): Promise<ShopApiHealth> {
  const remoteUrl = getEnv().SHOP_API_URL;
  const api = remoteUrl ? "remote" : "embedded";
  try {
    if (remoteUrl) {
      const response = await fetch(remoteUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: stringifyDocument(ShopApiHealth) }),
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
