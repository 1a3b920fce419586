/**
 * The signed-in shopper as a resolver sees it. The Bearer token is checked once, lazily, when a
 * resolver first asks (identity/viewer.ts): public fields never look at it, so a stale token does
 * not break the catalogue; fields that need a user call requireUser and answer UNAUTHENTICATED.
 */
import type { ShopContext } from "./context.ts";
import { unauthenticated } from "./errors.ts";

const messages = {
  missing: "Требуется вход",
  expired: "Срок действия входа истёк",
  invalid: "Недействительный токен доступа",
} as const;

/** The signed-in user's id, or an UNAUTHENTICATED error (the storefront refreshes and retries). */
export async function requireUser(ctx: ShopContext): Promise<number> {
  const viewer = await ctx.viewer();
  if (!viewer.ok) throw unauthenticated(messages[viewer.reason]);
  return viewer.userId;
}
