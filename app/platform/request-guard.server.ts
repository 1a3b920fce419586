/**
 * The one place every request passes before any loader or action
 * (docs/security.md#requests-from-other-sites, docs/security.md#bad-input): a state-changing
 * request from another site's page is refused, as is an address with a NUL or broken
 * percent-encoding, a form post in a format no form sends and a multipart body that cannot be
 * read as a form.
 */
import { data, type MiddlewareFunction } from "react-router";
import { allowedOriginsOf, getEnv } from "./env.server.ts";

export const GUARD_MESSAGES = {
  crossSite: "Запрос с другого сайта отклонён",
  badAddress: "Некорректный адрес страницы",
  badFormat: "Неподдерживаемый формат запроса",
  badForm: "Не удалось прочитать форму",
  tooLarge: "Слишком большой запрос",
} as const;

/**
 * The largest form post a page takes: a review's five photos of 10 MB and its fields
 * (docs/content.md#review-photos). A url-encoded form has no files: a megabyte is plenty.
 */
export const MAX_MULTIPART_BYTES = 5 * 10 * 1024 * 1024 + 1024 * 1024;
export const MAX_URLENCODED_BYTES = 1024 * 1024;

/** Called by other servers, never from a browser page: no Origin to check. */
const SERVER_TO_SERVER = new Set([
  "/api/payments/yookassa",
  "/api/operator/order-status",
  "/api/operator/reviews",
]);

/** Endpoints that read JSON bodies themselves; every other POST comes from a form. */
const JSON_ENDPOINTS = new Set(["/graphql", "/api/send-sms", ...SERVER_TO_SERVER]);

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
  if (SERVER_TO_SERVER.has(url.pathname)) return undefined;
  const origin = request.headers.get("origin");
  if (origin !== null) {
    const own = origin === url.origin || origin === settings.siteOrigin;
    return own || settings.allowedOrigins.includes(origin)
      ? undefined
      : { status: 403, message: GUARD_MESSAGES.crossSite };
  }
  // Without Origin (older browsers, some same-origin requests) the browser's own Fetch
  // metadata still tells a request made by another site's page.
  const site = request.headers.get("sec-fetch-site");
  return site === null || site === "same-origin" || site === "none"
    ? undefined
    : { status: 403, message: GUARD_MESSAGES.crossSite };
}

function formatProblem(request: Request, url: URL): Refusal | undefined {
  if (JSON_ENDPOINTS.has(url.pathname)) return undefined;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!FORM_TYPES.some((form) => type.startsWith(form))) {
    return { status: 415, message: GUARD_MESSAGES.badFormat };
  }
  // Browsers declare a form's length; a body sent without one is held by the proxy's own limit.
  const declared = Number(request.headers.get("content-length") ?? 0);
  const limit = type.startsWith("multipart/") ? MAX_MULTIPART_BYTES : MAX_URLENCODED_BYTES;
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
 * A multipart post whose body is no form (a broken or missing boundary, a truncated part):
 * `request.formData()` would throw in the action, a 500. Read from a copy, so the action still
 * reads the body. A url-encoded body always reads, whatever it holds.
 */
export async function unreadableForm(request: Request): Promise<Refusal | undefined> {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return undefined;
  if (JSON_ENDPOINTS.has(new URL(request.url).pathname)) return undefined;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!type.startsWith("multipart/form-data")) return undefined;
  try {
    await request.clone().formData();
    return undefined;
  } catch {
    return { status: 400, message: GUARD_MESSAGES.badForm };
  }
}

/**
 * Root middleware: refuses what requestRefusal and unreadableForm name with their status and
 * Russian message.
 */
export const requestGuardMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const env = getEnv();
  const refusal =
    requestRefusal(request, {
      siteOrigin: env.PUBLIC_SITE_URL ? new URL(env.PUBLIC_SITE_URL).origin : undefined,
      allowedOrigins: allowedOriginsOf(env),
    }) ?? (await unreadableForm(request));
  if (refusal) throw data(refusal.message, { status: refusal.status });
  return next();
};
