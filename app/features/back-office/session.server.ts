/**
 * The back office's session on the storefront's side (docs/back-office.md#sessions): the staff
 * token in its own httpOnly cookie (app/platform/cookies.server.ts staffSessionCookie), never the
 * shopper's, sent to the shop API as the Bearer of the back office's own client; and the loader
 * helper every /admin route starts with.
 */
import type { Client, TypedDocumentNode, AnyVariables } from "@urql/core";
import { data, redirect, type RouterContextProvider } from "react-router";
import { graphql } from "~/graphql.ts";
import { clientHeaders } from "~/platform/client-headers.server.ts";
import { staffSessionCookie } from "~/platform/cookies.server.ts";
import { createShopClient } from "~/platform/shop-api.server.ts";
import type { AdminPermission } from "./nav.ts";

export const StaffMeQuery = graphql(`
  query StaffMe {
    staffMe {
      id
      name
      role
      permissions
    }
  }
`);

export interface StaffSession {
  staff: { id: string; name: string; role: string; permissions: AdminPermission[] };
  /** The back office's client: its operations carry the staff token. */
  client: Client;
}

export const ADMIN_MESSAGES = {
  forbidden: "Вашей роли этот раздел не открыт",
} as const;

const MAX_TOKEN_LENGTH = 4096;

/** The staff token of the request's cookie, or null. */
export async function readStaffToken(request: Request): Promise<string | null> {
  const value: unknown = await staffSessionCookie.parse(request.headers.get("cookie"));
  return typeof value === "string" && value.length > 0 && value.length <= MAX_TOKEN_LENGTH
    ? value
    : null;
}

/** The Set-Cookie that keeps a staff token, or (null) deletes it. */
export function staffCookieHeader(token: string | null): Promise<string> {
  return token === null
    ? staffSessionCookie.serialize("", { maxAge: 0 })
    : staffSessionCookie.serialize(token);
}

/** A shop client whose operations carry the staff token (and the client's address). */
export function staffClient(
  request: Request,
  context: Readonly<RouterContextProvider>,
  token: string | null,
): Client {
  const headers = clientHeaders(request, context);
  if (token) headers.set("authorization", `Bearer ${token}`);
  return createShopClient(undefined, headers);
}

/** Runs a back-office operation; a GraphQL or network error is thrown. */
export async function staffOperation<Data, Variables extends AnyVariables>(
  client: Client,
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  kind: "query" | "mutation" = "query",
): Promise<Data> {
  const result =
    kind === "query"
      ? await client.query(document, variables).toPromise()
      : await client.mutation(document, variables).toPromise();
  if (result.error) throw result.error;
  if (!result.data) throw new Error("The shop API answered without data");
  return result.data;
}

/** Where the sign-in page sends a staff member back to. */
export function signInHref(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  return back === "/admin" ? "/admin/sign-in" : `/admin/sign-in?next=${encodeURIComponent(back)}`;
}

/** One check of the staff token per request, however many loaders ask. */
const checked = new WeakMap<Request, Promise<StaffSession | null>>();

async function checkStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<StaffSession | null> {
  const token = await readStaffToken(request);
  if (!token) return null;
  const client = staffClient(request, context, token);
  const result = await client.query(StaffMeQuery, {}).toPromise();
  if (result.error) {
    const code = result.error.graphQLErrors[0]?.extensions?.code;
    if (code === "UNAUTHENTICATED") return null;
    throw result.error;
  }
  const staff = result.data?.staffMe;
  if (!staff) return null;
  return { staff: { ...staff, permissions: staff.permissions as AdminPermission[] }, client };
}

/** The signed-in staff member of the request, or null (no check is made twice). */
export function currentStaff(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<StaffSession | null> {
  let found = checked.get(request);
  if (!found) {
    found = checkStaff(request, context);
    checked.set(request, found);
  }
  return found;
}

/**
 * The first call of every /admin loader and action: the signed-in staff member whose role allows
 * `permission`. Signed out (or a session that ended), a redirect to /admin/sign-in with the way
 * back and the stale cookie deleted; a role without the permission, a 403 with a Russian page.
 */
export async function requireStaffSession(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  permission: AdminPermission,
): Promise<StaffSession> {
  const session = await currentStaff(args.request, args.context);
  if (!session) {
    const stale = (await readStaffToken(args.request)) !== null;
    throw redirect(signInHref(args.request), {
      headers: stale ? { "set-cookie": await staffCookieHeader(null) } : undefined,
    });
  }
  if (!session.staff.permissions.includes(permission)) {
    throw data(ADMIN_MESSAGES.forbidden, { status: 403 });
  }
  return session;
}
