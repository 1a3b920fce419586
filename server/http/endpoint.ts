/**
 * What a row of the shop API's endpoint table is, and the router that answers from the table
 * (docs/security.md#the-shop-apis-endpoints, docs/decisions/040-endpoints-from-a-table.md). The
 * table itself is server/endpoints.ts; the storefront's request guard and forwarding read it too.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { match } from "path-to-regexp";
import type { z } from "zod";
import { methodNotAllowed } from "../method-not-allowed.ts";

/**
 * Who may call an endpoint. The router checks `operator` itself; `provider` is the adapter's to
 * verify (a notification is fetched back); `public` is anyone, a page of the shop from a browser
 * among them, whose origin the storefront's request guard checks.
 */
export const ENDPOINT_CALLERS = ["public", "operator", "provider"] as const;
export type EndpointCaller = (typeof ENDPOINT_CALLERS)[number];

export type EndpointMethod = "GET" | "POST" | "OPTIONS";

/** A path's `:name` segments, as the request gave them (not decoded). */
export type EndpointParams = Readonly<Record<string, string>>;

/**
 * The caller of an operator endpoint (docs/back-office.md#tokens): the staff member behind the
 * token, and the way to write what the call did to the audit log under their name.
 */
export interface OperatorCaller {
  staff: { id: string; name: string; role: string; tokenName: string | null };
  record(entry: {
    action: string;
    subjectType: string;
    subjectId: string;
    details?: Record<string, unknown>;
  }): Promise<void>;
}

/** Who an operator call is from, or why it is refused (401 without a token, 403 for its role). */
export type OperatorVerdict =
  { ok: true; caller: OperatorCaller } | { ok: false; status: 401 | 403; message: string };

/** An endpoint's answer; an operator endpoint is told its caller. */
export type EndpointHandler = (
  request: Request,
  params: EndpointParams,
  caller?: OperatorCaller,
) => Promise<Response>;

export interface Endpoint<Deps> {
  method: EndpointMethod;
  /** The path, with `:name` for a segment the handler is given (path-to-regexp's syntax). */
  path: string;
  caller: EndpointCaller;
  /** An operator endpoint's permission (server/staff/access.ts): a staff token's role must allow it. */
  permission?: string;
  /** Where docs/ describes it, as a link from docs/ (`identity.md#phone-code-endpoint`). */
  doc: string;
  handler: (deps: Deps) => EndpointHandler;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether the request carries the staff's operator token (OPERATOR_API_TOKEN) as its Bearer. */
export function hasOperatorToken(request: Request, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "");
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/** An endpoint's JSON answer, kept by no cache. */
export const jsonAnswer = (status: number, body: unknown): Response =>
  Response.json(body, { status, headers: { "cache-control": "no-store" } });

/**
 * An operator endpoint's JSON body, read by its schema: the data, or the 400 answer naming the
 * first field refused with its Russian message. A body longer than `maxLength` characters or
 * not JSON is refused as an empty one would be.
 */
export async function readJsonBody<T>(
  request: Request,
  schema: z.ZodType<T>,
  maxLength: number,
): Promise<{ ok: true; data: T } | { ok: false; answer: Response }> {
  const text = await request.text();
  let body: unknown = null;
  try {
    body = text.length <= maxLength ? (JSON.parse(text) as unknown) : null;
  } catch {
    // Not JSON: refused below like any unreadable body.
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    answer: jsonAnswer(400, {
      message: issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "Неверный запрос",
    }),
  };
}

/** The rows whose path a pathname matches (one per method), with its `:name` segments. */
export function endpointsAt<Row extends { path: string }>(
  table: readonly Row[],
  pathname: string,
): { rows: Row[]; params: EndpointParams } {
  let params: EndpointParams = {};
  const rows = table.filter((row) => {
    const found = matcher(row.path)(pathname);
    if (found) params = found.params as EndpointParams;
    return Boolean(found);
  });
  return { rows, params };
}

const matchers = new Map<string, ReturnType<typeof match>>();
function matcher(path: string) {
  let found = matchers.get(path);
  if (!found) {
    // Not decoded: a provider's name is compared as sent, and %ZZ is no error.
    found = match(path, { decode: false });
    matchers.set(path, found);
  }
  return found;
}

/**
 * Answers a request from the table: 404 for a path no row has; 405 with `Allow` for a method the
 * path does not take; for an operator endpoint, what `authorizeOperator` says of its token (401,
 * 403: docs/back-office.md#tokens); else the row's handler. Without `authorizeOperator`, only the
 * shared operator token is let in, and without that the operator API does not exist (404).
 */
export function routeEndpoints<Deps>(
  table: readonly Endpoint<Deps>[],
  deps: Deps,
  options: {
    operatorToken?: string;
    authorizeOperator?: (request: Request, row: Endpoint<Deps>) => Promise<OperatorVerdict>;
  },
): (request: Request) => Promise<Response> {
  const handlers = new Map(table.map((row) => [row, row.handler(deps)]));
  return async (request) => {
    const { rows, params } = endpointsAt(table, new URL(request.url).pathname);
    if (rows.length === 0) return new Response(null, { status: 404 });
    const operator = rows.some((row) => row.caller === "operator");
    const { authorizeOperator, operatorToken } = options;
    if (operator && !operatorToken && !authorizeOperator) {
      return jsonAnswer(404, { message: "Not Found" });
    }
    const row = rows.find((candidate) => candidate.method === request.method);
    if (!row) return methodNotAllowed(rows.map((candidate) => candidate.method).join(", "));
    const handler = handlers.get(row);
    if (!handler) throw new Error(`No handler for ${row.method} ${row.path}`);
    if (row.caller !== "operator") return handler(request, params);
    if (authorizeOperator) {
      const verdict = await authorizeOperator(request, row);
      if (!verdict.ok) return jsonAnswer(verdict.status, { message: verdict.message });
      return handler(request, params, verdict.caller);
    }
    if (!hasOperatorToken(request, operatorToken ?? "")) {
      return jsonAnswer(401, { message: "Нужен токен оператора" });
    }
    return handler(request, params);
  };
}
