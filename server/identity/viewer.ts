/**
 * The signed-in shopper of a request: the Bearer access token (spec §6) checked once, lazily,
 * when a resolver first asks. Public fields never look at it, so a stale token does not break
 * the catalogue; fields that need a user call requireUser and answer UNAUTHENTICATED.
 */
import type { ShopContext } from "../graphql/context.ts";
import { unauthenticated } from "../graphql/errors.ts";
import type { Clock } from "../providers/clock.ts";
import { type AuthSettings, verifyAccessToken } from "./tokens.ts";

export type ViewerCheck =
  { ok: true; userId: number } | { ok: false; reason: "missing" | "expired" | "invalid" };

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

export function resolveViewer(
  request: Request,
  auth: AuthSettings,
  clock: Clock,
): Promise<ViewerCheck> {
  const token = bearerToken(request);
  if (!token) return Promise.resolve({ ok: false, reason: "missing" });
  return verifyAccessToken(auth, clock, token);
}

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
