import { isbot } from "isbot";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderDocument } from "~/platform/render-document.server.ts";
import { requestFacts } from "~/platform/request-context.server.ts";
import { NonceContext } from "~/shell/nonce.ts";
import { KeptMarkupContext } from "~/ui/kept-markup.tsx";
import { keptMarkup } from "~/platform/kept-markup.server.ts";
import { withPageRoutes } from "~/platform/page-routes.server.ts";
import { belowTheFoldLoaded } from "~/ui/below-the-fold.tsx";
import { prepareDatabase, prepareShopApi, stopShopApi } from "~/platform/shop-api.server.ts";
import { getEnv, serverProcessesOf } from "~/platform/env.server.ts";

export const streamTimeout = 5_000;

/** http-server/serve.mjs fills it from Express for every request (app/platform/request-context.server.ts). */
export { requestFactsContext } from "~/platform/request-context.server.ts";

/**
 * Called by http-server/serve.mjs before it listens: validates the environment and migrates (and on
 * first start seeds) the embedded database, so a misconfigured instance never takes traffic; and
 * waits for the parts pages render below the fold (app/ui/below-the-fold.tsx).
 */
export async function prepare(): Promise<void> {
  // The parts a page renders below the fold, loaded before the first page is asked for.
  await Promise.all([prepareShopApi(), belowTheFoldLoaded()]);
}

/**
 * For http-server/serve.mjs before it starts: how many processes serve (validating the
 * environment, which throws on a bad one), and, when they are several, the migration and seed
 * its primary runs once for all (docs/architecture.md#one-worker-per-core).
 */
export const serverProcesses = () => serverProcessesOf(getEnv());
export { prepareDatabase };

/** For http-server/serve.mjs: GET requests in hand at once, 0 for all (docs/architecture.md#requests-in-arrival-order). */
export const requestConcurrency = () => getEnv().REQUEST_CONCURRENCY;

/** Called by http-server/serve.mjs once the HTTP server has drained on SIGTERM / SIGINT. */
export const shutdown = stopShopApi;
/** Called first on SIGTERM: open event streams end, so open requests can finish (serve.mjs). */
export { endEventStreams } from "~/platform/shop-api.server.ts";

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (the shopper navigated away) are not errors worth logging.
  if (request.signal.aborted) return;
  // A client's mistake React Router answers itself (a method a route does not take, a GET of a
  // route with only an action) is its answer's status, not the server's error: one line, no
  // stack trace (docs/security.md#methods-and-request-targets).
  if (isRouteErrorResponse(error) && error.status < 500) {
    console.warn(
      `[meet-market] ${error.status} ${request.method} ${new URL(request.url).pathname}`,
    );
    return;
  }
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The nonce the server's Content-Security-Policy names (empty without http-server/serve.mjs).
  const nonce = requestFacts(loadContext).cspNonce || undefined;
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const userAgent = request.headers.get("user-agent");
  return renderDocument(
    <NonceContext.Provider value={nonce ?? ""}>
      {/* The frame's parts React renders once, not for every page (docs/storefront.md#the-frames-kept-html). */}
      <KeptMarkupContext.Provider value={keptMarkup}>
        {/* Only the routes the page renders (docs/storefront.md#the-routes-a-page-renders). */}
        <ServerRouter context={withPageRoutes(routerContext)} url={request.url} nonce={nonce} />
      </KeptMarkupContext.Provider>
    </NonceContext.Provider>,
    {
      request,
      status: responseStatusCode,
      headers: responseHeaders,
      nonce,
      waitForAll: Boolean((userAgent && isbot(userAgent)) || routerContext.isSpaMode),
      timeoutMs: streamTimeout,
    },
  );
}
