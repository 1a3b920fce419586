// Every HTTP request the production server takes answered deliberately
// (docs/security.md#methods-and-request-targets, docs/decisions/033-every-request-answered.md):
// a method no route takes is 405 with the route's Allow, a method nobody implements 501, a
// request target that is no path 400, `OPTIONS *` and OPTIONS on a page 204 with Allow, all
// before React Router builds a Request (undici refuses TRACE and CONNECT, a bad Host header
// makes no URL: each was a 500 with a stack trace in the log). What a route takes is read from
// the build's own routes, so the answer never goes stale.
import { LRUCache } from "lru-cache";
import { matchRoutes } from "react-router";

/** RFC 9110 §9 and PATCH (RFC 5789): the methods answered 405 when a route does not take them. */
export const KNOWN_METHODS = new Set([
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "CONNECT",
  "OPTIONS",
  "TRACE",
  "PATCH",
]);

/** What the server as a whole takes (`OPTIONS *`, and the Allow of a 501). */
export const SERVER_ALLOW = "GET, HEAD, POST, OPTIONS";

/** Routes that answer OPTIONS themselves: the shop API's CORS preflight (docs/security.md). */
const OWN_OPTIONS = new Set(["routes/graphql"]);

export const MESSAGES = {
  methodNotAllowed: "Метод запроса не поддерживается по этому адресу",
  notImplemented: "Метод запроса не поддерживается",
  badTarget: "Некорректный адрес страницы",
  noHost: "В запросе нет заголовка Host",
};

/** The build's flat route manifest as the tree React Router's matcher reads. */
export function routeTree(manifest) {
  const byParent = new Map();
  for (const route of Object.values(manifest)) {
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      module: route.module,
      children: route.index ? undefined : build(route.id),
    }));
  return build(undefined);
}

/**
 * The paths whose methods were worked out lately, per route tree: React Router's matchRoutes
 * flattens and ranks the whole tree on every call (about 0.4 ms here), too much to pay again on
 * every request for the same page. Bounded, as paths are whatever clients send.
 */
const knownPaths = new WeakMap();
const KNOWN_PATHS = 10_000;

/**
 * The methods a path takes, as React Router would answer them: GET and HEAD when its route
 * renders or loads, POST when one of its routes has an action, OPTIONS always (answered here,
 * or by the route itself). A data request's path (`/cart.data`, `/_root.data`) is its page's.
 */
export function allowedMethods(tree, pathname) {
  let known = knownPaths.get(tree);
  if (!known) {
    known = new LRUCache({ max: KNOWN_PATHS });
    knownPaths.set(tree, known);
  }
  let answer = known.get(pathname);
  if (!answer) {
    answer = matchMethods(tree, pathname);
    known.set(pathname, answer);
  }
  return answer;
}

function matchMethods(tree, pathname) {
  const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  const matches = matchRoutes(tree, page) ?? [];
  const leaf = matches.at(-1)?.route;
  const methods = [];
  if (leaf && (leaf.module.loader || leaf.module.default)) methods.push("GET", "HEAD");
  if (matches.some(({ route }) => route.module.action)) methods.push("POST");
  methods.push("OPTIONS");
  return { methods, ownOptions: Boolean(leaf && OWN_OPTIONS.has(leaf.id)) };
}

/** The origin-form of an absolute-form target (`http://host/path?q`), or undefined. */
function originForm(target) {
  if (!/^https?:\/\//i.test(target)) return undefined;
  try {
    const url = new URL(target);
    return { path: `${url.pathname}${url.search}`, host: url.host };
  } catch {
    return undefined;
  }
}

/** Whether `host` (a Host or X-Forwarded-Host value) makes a URL as React Router would build it. */
function usableHost(host) {
  const hostname = host.split(/[\\/?#@]/)[0];
  try {
    new URL(`http://${hostname}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * What the server answers before the app, or undefined to let the app answer. `request` is
 * `{ method, target, httpVersion, host, forwardedHost }`; an answer is `{ status, message,
 * allow }`, or `{ rewrite: { target, host } }` for an absolute-form target the app may answer.
 */
export function answerBeforeApp(tree, request) {
  const { method, target, httpVersion } = request;
  if (target === "*") {
    return method === "OPTIONS"
      ? { status: 204, allow: SERVER_ALLOW }
      : { status: 400, message: MESSAGES.badTarget };
  }
  let path = target;
  let host = request.host;
  let rewrite;
  if (!target.startsWith("/")) {
    // RFC 9112 §3.2.2: a server must accept the absolute form, its authority as the host.
    const origin = originForm(target);
    if (!origin) return { status: 400, message: MESSAGES.badTarget };
    ({ path, host } = origin);
    rewrite = origin;
  }
  // RFC 9112 §3.2: an HTTP/1.1 request without Host is refused; HTTP/1.0 had none to send.
  if (!host && httpVersion !== "1.0") return { status: 400, message: MESSAGES.noHost };
  if (
    (host && !usableHost(host)) ||
    (request.forwardedHost && !usableHost(request.forwardedHost))
  ) {
    return { status: 400, message: MESSAGES.noHost };
  }
  if (!KNOWN_METHODS.has(method)) {
    return { status: 501, message: MESSAGES.notImplemented, allow: SERVER_ALLOW };
  }
  const pathname = path.split("?")[0];
  const { methods, ownOptions } = allowedMethods(tree, pathname);
  const allow = methods.join(", ");
  if (method === "OPTIONS" && !ownOptions) return { status: 204, allow };
  if (!methods.includes(method)) {
    return { status: 405, message: MESSAGES.methodNotAllowed, allow };
  }
  return rewrite ? { rewrite } : undefined;
}

function send(res, answer) {
  res.statusCode = answer.status;
  if (answer.allow) res.setHeader("Allow", answer.allow);
  // A 405 or 501 is cacheable by default (RFC 9110 §15.5.6): none of these answers is.
  res.setHeader("Cache-Control", "no-store");
  if (!answer.message) return res.end();
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  return res.end(answer.message);
}

/** The Express middleware: answers what answerBeforeApp says, before the app sees it. */
export function deliberateRequests(build) {
  const tree = routeTree(build.routes);
  return (req, res, next) => {
    const forwarded = req.app?.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined;
    const answer = answerBeforeApp(tree, {
      method: req.method,
      target: req.originalUrl,
      httpVersion: req.httpVersion,
      host: req.get("host"),
      forwardedHost: forwarded,
    });
    if (!answer) {
      if (!req.get("host")) req.headers.host = "localhost";
      return next();
    }
    if (answer.rewrite) {
      req.url = answer.rewrite.path;
      req.originalUrl = answer.rewrite.path;
      req.headers.host = answer.rewrite.host;
      return next();
    }
    return send(res, answer);
  };
}

/**
 * What Node answers itself, before Express: CONNECT (a tunnel this server never opens) is
 * refused 405 instead of the connection being dropped, and a method Node's parser does not
 * know (`FOO / HTTP/1.1`) 501; other malformed requests keep Node's answers.
 */
export function answerUnparsed(server) {
  server.on("connect", (req, socket) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${SERVER_ALLOW}\r\nCache-Control: no-store\r\n` +
        "Content-Length: 0\r\nConnection: close\r\n\r\n",
    );
  });
  // Node's own answers (lib/_http_server.js), but 501 for an unknown method: written only when
  // nothing was yet written on the connection, which is then closed.
  server.on("clientError", (error, socket) => {
    if (socket.writable && socket.bytesWritten === 0) {
      const status = CLIENT_ERROR_STATUS[error.code] ?? "400 Bad Request";
      socket.write(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    }
    socket.destroy();
  });
}

const CLIENT_ERROR_STATUS = {
  HPE_INVALID_METHOD: "501 Not Implemented",
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "413 Payload Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
};
