/**
 * The signed-in shopper of a request: the Bearer access token (docs/identity.md#roles), checked
 * when a resolver first asks (server/index.ts remembers the verdict for the request;
 * graphql/viewer.ts reads it).
 */
import type { AuthSettings, ViewerCheck } from "../graphql/context.ts";
import type { Clock } from "../providers/clock.ts";
import { verifyAccessToken } from "./tokens.ts";

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
