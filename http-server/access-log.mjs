// The production server's access log (docs/security.md#bad-input): one line a request, its
// address without the values of its query, which may carry a shopper's phone or e-mail
// (/enter-code?by=phone&to=…), so that no personal data reaches the log.
import morgan from "morgan";

/** The request's path with every query value blanked: `/enter-code?by=…&to=…`. */
export function loggedUrl(url) {
  const query = url.indexOf("?");
  if (query === -1) return url;
  const keys = url
    .slice(query + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=…`);
  return keys.length ? `${url.slice(0, query)}?${keys.join("&")}` : url.slice(0, query);
}

morgan.token("logged-url", (req) => loggedUrl(req.originalUrl ?? req.url ?? ""));

/** morgan's "tiny" format with the blanked address. */
export function accessLog() {
  return morgan(":method :logged-url :status :res[content-length] - :response-time ms");
}
