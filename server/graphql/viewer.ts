/**
 * The signed-in shopper as a resolver sees it. The Bearer token is checked once, lazily, when a
 * field that declares the `signedIn` scope (builder.ts) first resolves: public fields never look
 * at it, so a stale token does not break the catalogue; a signed-out request gets UNAUTHENTICATED
 * (the storefront refreshes and retries: docs/identity.md#token-refresh).
 */
import type { ShopContext, ViewerCheck } from "./context.ts";
import { unauthenticated } from "./errors.ts";

const messages = {
  missing: "Требуется вход",
  expired: "Срок действия входа истёк",
  invalid: "Недействительный токен доступа",
} as const;

/** The error a signed-out request gets, in the words of why it is not signed in. */
export function signedOutError(reason: Extract<ViewerCheck, { ok: false }>["reason"]) {
  return unauthenticated(messages[reason]);
}

/**
 * The `signedIn` scope: true for a valid access token, whose user it records as `ctx.userId`
 * for the fields the scope guards; otherwise the UNAUTHENTICATED error they answer with. The
 * scope plugin runs it once per request.
 */
export async function signedInScope(ctx: ShopContext): Promise<boolean> {
  const viewer = await ctx.viewer();
  if (!viewer.ok) throw signedOutError(viewer.reason);
  ctx.userId = viewer.userId;
  return true;
}
