/** See security-headers.mjs. */
export const SINGLE_SECURITY_HEADERS: ReadonlySet<string>;

export function cameOverHttps(
  req: { secure: boolean; hostname: string | undefined },
  siteUrl: string | undefined,
): boolean;

export function cspDirectives(
  env: Record<string, string | undefined>,
  overHttps?: boolean,
): Record<string, unknown>;

export function securityHeaders(env?: Record<string, string | undefined>): unknown[];
