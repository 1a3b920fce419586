/** Who is asking, as far as the API can tell from a request: for per-client limits and consent records. */

export interface ClientInfo {
  /**
   * The last hop of X-Forwarded-For, the one the nearest trusted party wrote (the storefront
   * sends exactly one: the address its server resolved from a trusted proxy,
   * docs/security.md#the-clients-address-and-the-code-limits), else X-Real-IP.
   */
  ip: string | null;
  userAgent: string | null;
}

const MAX_HEADER_VALUE = 256;

function header(request: Request, name: string): string | null {
  const value = request.headers.get(name)?.trim();
  return value ? value.slice(0, MAX_HEADER_VALUE) : null;
}

export function clientInfo(request: Request): ClientInfo {
  const forwarded = header(request, "x-forwarded-for")?.split(",").at(-1)?.trim();
  return {
    ip: forwarded || header(request, "x-real-ip"),
    userAgent: header(request, "user-agent"),
  };
}
