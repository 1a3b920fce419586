/** Who is asking, as far as the API can tell from a request: for per-client limits and consent records. */

export interface ClientInfo {
  /** The first hop of X-Forwarded-For (the proxy in front of the storefront sets it), else X-Real-IP. */
  ip: string | null;
  userAgent: string | null;
}

const MAX_HEADER_VALUE = 256;

function header(request: Request, name: string): string | null {
  const value = request.headers.get(name)?.trim();
  return value ? value.slice(0, MAX_HEADER_VALUE) : null;
}

export function clientInfo(request: Request): ClientInfo {
  const forwarded = header(request, "x-forwarded-for")?.split(",")[0]?.trim();
  return {
    ip: forwarded || header(request, "x-real-ip"),
    userAgent: header(request, "user-agent"),
  };
}
