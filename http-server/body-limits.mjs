// Every request body bounded at the HTTP server, before and while it is read
// (docs/security.md#bounded-bodies), whatever proxy stands in front or none.
//
// A body declared larger than its kind takes is refused from its headers, unread. A body that
// declares nothing (chunked) or declares less than it sends is counted as it streams in: past
// the limit it is answered 413 (if nothing was answered yet) and its connection is closed, so
// the reader gets an error, never a body cut short that would read as a smaller form. The app
// below holds the finer limits of each route (the review photos' 10 MB each, /graphql's own); these
// are the outer bounds, each at least the largest the app takes of that kind.
//
// The stream is paused before the count starts listening, so adding the listener starts no
// flow: the bytes flow when the app reads them, to both.
//
// An answer written before its body has arrived whole (a guest's upload refused from its
// headers) says `Connection: close`, whoever wrote it: Node then closes the connection once the
// answer is out, and the client's upload stops, instead of the connection waiting, kept alive,
// for the rest of a body nobody will read.

const KB = 1024;
const MB = 1024 * KB;

export const BODY_LIMITS = {
  /** Multipart to the routes that take files: five photos of 10 MB and the fields, or a CSV. */
  upload: 5 * 10 * MB + MB,
  /** A url-encoded form, or multipart anywhere else (which the app refuses unread). */
  form: MB,
  /** JSON and anything else: /graphql's 100 000 bytes, /api/send-sms, the servers' notices. */
  other: 128 * KB,
};

const UPLOAD_ROUTES =
  /^\/(?:graphql|product\/[^/]+(?:\.data)?|(?:api\/)?admin\/catalogue\/import(?:\.data)?)$/;

export const TOO_LARGE_MESSAGE = "Слишком большой запрос";

/**
 * A body refused by its declared length is still read and dropped for a moment after the answer
 * (as nginx's lingering close): a client that writes its whole body before it reads then gets
 * the 413 instead of a reset. Bounded: at most this long and this many bytes, then the
 * connection is closed under whatever is left.
 */
const LINGER_MS = 2000;
const LINGER_BYTES = 8 * MB;

function lingerThenClose(req) {
  const socket = req.socket;
  // Node closes a `Connection: close` answer's socket with destroySoon once it is written; the
  // request's body, unread, is then dropped by Node itself (req._dump) while the socket lives.
  socket.destroySoon = function lingeringDestroySoon() {
    if (this.writable) this.end();
    let dropped = 0;
    const close = () => this.destroy();
    setTimeout(close, LINGER_MS).unref();
    req.on("data", (chunk) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) close();
    });
    req.once("end", close);
  };
}

/** The outer bound of this request's body. */
export function bodyLimitOf(path, contentType = "") {
  const type = contentType.toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    return UPLOAD_ROUTES.test(path) ? BODY_LIMITS.upload : BODY_LIMITS.form;
  }
  if (type.startsWith("application/x-www-form-urlencoded")) return BODY_LIMITS.form;
  return BODY_LIMITS.other;
}

class BodyTooLarge extends Error {
  constructor() {
    super("request body over its limit");
    this.name = "BodyTooLarge";
  }
}

/** 413 in Russian (GraphQL-shaped for /graphql), the connection closed once it is written. */
function answerTooLarge(req, res, then) {
  const graphql = req.path === "/graphql";
  const body = graphql
    ? JSON.stringify({
        errors: [{ message: TOO_LARGE_MESSAGE, extensions: { code: "BAD_USER_INPUT" } }],
      })
    : TOO_LARGE_MESSAGE;
  res.writeHead(413, {
    "content-type": graphql ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    connection: "close",
  });
  res.end(body, then);
}

export function bodyLimits() {
  return function bodyLimitsMiddleware(req, res, next) {
    const declared = req.headers["content-length"];
    const chunked = req.headers["transfer-encoding"] !== undefined;
    if (!chunked && (declared === undefined || declared === "0")) return next();
    const limit = bodyLimitOf(req.path, req.headers["content-type"]);
    if (Number(declared) > limit) {
      lingerThenClose(req);
      return answerTooLarge(req, res);
    }
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadClosingUnread(...args) {
      if (!req.complete) this.setHeader("connection", "close");
      return writeHead.apply(this, args);
    };
    req.pause();
    let seen = 0;
    const count = (chunk) => {
      seen += chunk.length;
      if (seen <= limit) return;
      req.off("data", count);
      const cut = () => req.destroy(new BodyTooLarge());
      if (res.headersSent) cut();
      else answerTooLarge(req, res, cut);
    };
    req.on("data", count);
    return next();
  };
}
