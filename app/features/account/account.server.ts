/**
 * The account screens' guard and the helpers their actions share. Every account loader and
 * action starts with `requireShopper`: a guest (or a session the seam could not refresh) is sent
 * to sign in and comes back to the same address afterwards.
 */
import { CombinedError } from "@urql/core";
import { redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { graphql, type ResultOf } from "~/graphql.ts";
import { pendingContactCookie } from "~/platform/cookies.server.ts";
import { getSession, isAuthError, shopQuery } from "~/platform/shop-api.server.ts";

export const ShopperQuery = graphql(`
  query Shopper {
    user {
      id
      name
      surname
      lastname
      sex
      email
      phone
      avatarUrl
    }
  }
`);

export type Shopper = ResultOf<typeof ShopperQuery>["user"];

/** `/auth?returnTo=/account/bonus?page=2`: where a guest signs in, and where they come back to. */
export function signInPath(request: Request): string {
  const { pathname, search } = new URL(request.url);
  // A form post's own URL may carry React Router's `?index`; the page is what the guest wanted.
  const params = new URLSearchParams(search);
  params.delete("index");
  params.delete("_data");
  const query = params.toString();
  const returnTo = `${pathname}${query ? `?${query}` : ""}`;
  return `/auth?${new URLSearchParams({ returnTo })}`;
}

/** Whether the shop API refused a call because nobody (valid) is signed in. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof CombinedError && isAuthError(error);
}

/**
 * The signed-in shopper, or a redirect to sign in. The seam has already refreshed an expired token
 * once (docs/identity.md#token-refresh); an auth error after that means the session is over.
 */
export async function requireShopper(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Shopper> {
  const session = getSession(context);
  if (!session.accessToken && !session.refreshToken) throw redirect(signInPath(request));
  try {
    const { user } = await shopQuery(context, ShopperQuery, {});
    return user;
  } catch (error) {
    if (isSignedOutError(error)) throw redirect(signInPath(request));
    throw error;
  }
}

/**
 * Runs an account call; an auth error half-way (the session ended since the guard ran) sends
 * the shopper to sign in rather than to the error screen.
 */
export async function orSignIn<T>(request: Request, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isSignedOutError(error)) throw redirect(signInPath(request));
    throw error;
  }
}

// ─── The e-mail / phone being confirmed ─────────────────────────────────────────────────────

export type ContactChannel = "email" | "phone";

const pendingContactSchema = z.object({
  channel: z.enum(["email", "phone"]),
  target: z.string().min(3).max(254),
});

export type PendingContact = z.infer<typeof pendingContactSchema>;

/**
 * Between «Получить код» and the code, the address being confirmed waits in a short-lived
 * httpOnly cookie rather than in the URL, so no e-mail or phone ends up in access logs.
 */
export async function readPendingContact(request: Request): Promise<PendingContact | null> {
  const raw: unknown = await pendingContactCookie.parse(request.headers.get("cookie"));
  const parsed = pendingContactSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function savePendingContact(contact: PendingContact): Promise<string> {
  return pendingContactCookie.serialize(contact);
}

export function clearPendingContact(): Promise<string> {
  return pendingContactCookie.serialize("", { maxAge: 0 });
}
