/** The request headers that tell the shop API who is behind a request: address and user agent. */
const CLIENT_HEADERS = ["user-agent", "x-forwarded-for", "x-real-ip"] as const;

/**
 * The browser's address and user agent, for the shop API's limits and consent records, on top
 * of `init` (a content type…). Every call the storefront makes for a shopper carries them.
 */
export function clientHeaders(request: Request, init?: HeadersInit): Headers {
  const headers = new Headers(init);
  for (const name of CLIENT_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
