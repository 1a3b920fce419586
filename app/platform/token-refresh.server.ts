/**
 * Renewing a shopper's session (docs/identity.md#token-refresh): what counts as an auth failure,
 * and the trade of the refresh token for a new pair, which createShopClient's auth exchange runs.
 */
import type { CombinedError, OperationResult } from "@urql/core";
import { graphql, type ResultOf } from "~/graphql.ts";
import { clearSession, renewSession, type Session } from "./session.server.ts";

export const RefreshTokens = graphql(`
  mutation RefreshTokens($refreshToken: String!) {
    refreshTokens(dto: { refreshToken: $refreshToken }) {
      authData {
        accessToken
        refreshToken
      }
    }
  }
`);

/**
 * An auth failure is the UNAUTHENTICATED code, a message with 'unauthorized', or HTTP 401
 * (docs/identity.md#token-refresh).
 */
export function isAuthError(error: CombinedError): boolean {
  return (
    error.response?.status === 401 ||
    error.graphQLErrors.some(
      (graphQLError) =>
        graphQLError.extensions?.code === "UNAUTHENTICATED" ||
        /unauthorized/i.test(graphQLError.message),
    )
  );
}

/**
 * Trades the refresh token for a new pair. Any failure ends the session quietly: the request goes
 * on as a guest's and the cookies are deleted ('Refresh-токен отсутствует' and 'Пустой ответ при
 * рефреше' are the internal reasons, logged, never shown: docs/identity.md#token-refresh).
 */
export async function refreshSession(
  session: Session,
  mutate: (refreshToken: string) => Promise<OperationResult<ResultOf<typeof RefreshTokens>>>,
): Promise<void> {
  const refreshToken = session.refreshToken;
  if (!refreshToken) {
    if (session.accessToken) console.info("[session] Refresh-токен отсутствует");
    clearSession(session);
    return;
  }
  const result = await mutate(refreshToken);
  const authData = result.data?.refreshTokens.authData;
  if (!authData) {
    console.info(`[session] Пустой ответ при рефреше: ${result.error?.message ?? "no data"}`);
    clearSession(session);
    return;
  }
  renewSession(session, authData);
}
