/**
 * The one place every request passes before any loader or action
 * (docs/security.md#requests-from-other-sites, docs/security.md#bad-input): a state-changing
 * request from another site's page is refused, as is an address with a NUL or broken
 * percent-encoding, a form post in a format no form sends, a multipart post to a route whose form
 * takes no files, and a body declared larger than its route takes (docs/security.md#bounded-bodies).
 * No body is read here: the review form reads its own, part by part, against its limits.
 */
import { data, type MiddlewareFunction } from "react-router";
import { accessCookie, refreshCookie } from "./cookies.server.ts";
import { allowedOriginsOf, getEnv } from "./env.server.ts";
import { sectionOf } from "~/lib/personal-paths.ts";
import { findEndpoint } from "./shop-api.server.ts";

export const GUARD_MESSAGES = {
  crossSite: "Запрос с другого сайта отклонён",
  badAddress: "Некорректный адрес страницы",
  badFormat: "Неподдерживаемый формат запроса",
  badForm: "Не удалось прочитать форму",
  tooLarge: "Слишком большой запрос",
  signIn: "Требуется вход",
} as const;

/**
 * The largest form post a page takes: a review's five photos of 10 MB and its fields
 * (docs/content.md#review-photos). A url-encoded form has no files: a megabyte is plenty.
 */
export const MAX_MULTIPART_BYTES = 5 * 10 * 1024 * 1024 + 1024 * 1024;
export const MAX_URLENCODED_BYTES = 1024 * 1024;

/**
 * The pages whose forms post files (their route actions, also as React Router's `.data`
 * requests): the product page's review form and the back office's CSV import.
 */
const MULTIPART_ROUTE = /^\/(?:product\/[^/]+|admin\/catalogue\/import)(?:\.data)?$/;
const REVIEW_ROUTE = /^\/product\/[^/]+(?:\.data)?$/;

export const isMultipart = (request: Request): boolean =>
  (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

export interface GuardSettings {
  /** The site's own origins: PUBLIC_SITE_URL's and the one the request was made to. */
  siteOrigin?: string;
  allowedOrigins: readonly string[];
}

interface Refusal {
  status: number;
  message: string;
}

function addressProblem(url: URL): Refusal | undefined {
  try {
    const path = decodeURIComponent(url.pathname);
    const query = decodeURIComponent(url.search.replace(/\+/g, " "));
    if (CONTROL_CHARACTERS.test(path) || CONTROL_CHARACTERS.test(query)) {
      return { status: 400, message: GUARD_MESSAGES.badAddress };
    }
  } catch {
    // A broken percent-encoding (%ZZ, a lone %E0) is no address a link of the shop makes.
    return { status: 400, message: GUARD_MESSAGES.badAddress };
  }
  return undefined;
}

function originProblem(request: Request, url: URL, settings: GuardSettings): Refusal | undefined {
  // The operator API and the providers' notifications are called by other servers, never from a
  // page: no Origin to check, and each checks its own caller (server/endpoints.ts).
  const caller = findEndpoint(url.pathname)?.caller;
  if (caller !== undefined && caller !== "public") return undefined;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const own = origin === url.origin || origin === settings.siteOrigin;
    // The back office's forms take posts from the shop's own pages alone (docs/back-office.md).
    const allowed = sectionOf(url.pathname) !== "admin" && settings.allowedOrigins.includes(origin);
    return own || allowed ? undefined : { status: 403, message: GUARD_MESSAGES.crossSite };
  }
  // Without Origin (older browsers, some same-origin requests) the browser's own Fetch
  // metadata still tells a request made by another site's page.
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none"
    ? undefined
    : { status: 403, message: GUARD_MESSAGES.crossSite };
}

function formatProblem(request: Request, url: URL): Refusal | undefined {
  // The shop API's endpoints read their bodies themselves; every other POST comes from a form.
  if (findEndpoint(url.pathname)) return undefined;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!FORM_TYPES.some((form) => type.startsWith(form))) {
    return { status: 415, message: GUARD_MESSAGES.badFormat };
  }
  const multipart = type.startsWith("multipart/");
  if (multipart && !MULTIPART_ROUTE.test(url.pathname)) {
    return { status: 415, message: GUARD_MESSAGES.badFormat };
  }
  // Browsers declare a form's length; one sent without it is cut off at the limit as it streams
  // in (http-server/body-limits.mjs).
  const declared = Number(request.headers.get("content-length") ?? 0);
  const limit = multipart ? MAX_MULTIPART_BYTES : MAX_URLENCODED_BYTES;
  return declared > limit ? { status: 413, message: GUARD_MESSAGES.tooLarge } : undefined;
}

/** Why the request must not go further, or undefined when it may. */
export function requestRefusal(request: Request, settings: GuardSettings): Refusal | undefined {
  const url = new URL(request.url);
  const badAddress = addressProblem(url);
  if (badAddress) return badAddress;
  if (SAFE_METHODS.has(request.method.toUpperCase())) return undefined;
  return originProblem(request, url, settings) ?? formatProblem(request, url);
}

/**
 * A guest's upload to the review form, known from the headers alone: multipart to the product page
 * with neither session cookie. Nobody without a session is shown the form.
 */
export async function isGuestUpload(request: Request): Promise<boolean> {
  if (request.method.toUpperCase() !== "POST" || !isMultipart(request)) return false;
  if (!REVIEW_ROUTE.test(new URL(request.url).pathname)) return false;
  const header = request.headers.get("cookie");
  const [access, refresh] = await Promise.all([
    accessCookie.parse(header),
    refreshCookie.parse(header),
  ]);
  return !access && !refresh;
}

/**
 * Root middleware: refuses what requestRefusal names with its status and Russian message, and
 * closes the connection of a refused body so its upload stops.
 */
export const requestGuardMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const env = getEnv();
  const refusal = requestRefusal(request, {
    siteOrigin: env.PUBLIC_SITE_URL ? new URL(env.PUBLIC_SITE_URL).origin : undefined,
    allowedOrigins: allowedOriginsOf(env),
  });
  if (refusal) {
    const unread = request.body !== null && !SAFE_METHODS.has(request.method.toUpperCase());
    throw data(refusal.message, {
      status: refusal.status,
      headers: unread ? { connection: "close" } : undefined,
    });
  }
  // Answered here, as text, not by rendering the error page: a flood of guests' uploads costs
  // no more than their headers (docs/security.md#bounded-bodies). A session that does not hold
  // is refused by the review form itself, still before the body is read.
  if (await isGuestUpload(request)) {
    return new Response(GUARD_MESSAGES.signIn, {
      status: 401,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        connection: "close",
      },
    });
  }
  return next();
};
