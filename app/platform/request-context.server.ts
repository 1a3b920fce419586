import { createContext, type RouterContextProvider } from "react-router";

/**
 * What the HTTP server knows of a request that the Request itself cannot tell
 * (docs/security.md#the-clients-address-and-the-code-limits): the client's address as read by the
 * server from a trusted proxy only, and the nonce of this response's Content-Security-Policy
 * (docs/security.md#security-headers-and-the-sites-own-address). http-server/serve.mjs fills it for
 * every request; without that server (unit tests, `react-router dev`) the defaults apply.
 */
export interface RequestFacts {
  /** The client's address, or undefined when the server could not tell it. */
  clientAddress: string | undefined;
  /** The CSP nonce for this response's scripts; empty when no policy is sent. */
  cspNonce: string;
  /**
   * The request's target as the client sent it, path and query (a data request's `.data` and
   * `_routes` included, which React Router takes off before the middleware sees the request):
   * the page cache's key (docs/caching.md#the-storefronts-page-cache). Undefined without the server.
   */
  target?: string;
}

export const requestFactsContext = createContext<RequestFacts>({
  clientAddress: undefined,
  cspNonce: "",
});

export function requestFacts(context: Readonly<RouterContextProvider>): RequestFacts {
  return context.get(requestFactsContext);
}
