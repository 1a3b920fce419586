/**
 * The REST endpoints' answer to a method they do not take (docs/security.md#methods-and-request-targets):
 * 405 with the Allow header RFC 9110 §15.5.6 requires, a Russian message, kept by no cache.
 */
export const METHOD_NOT_ALLOWED_MESSAGE = "Метод запроса не поддерживается по этому адресу";

export function methodNotAllowed(allow: string): Response {
  return Response.json(
    { message: METHOD_NOT_ALLOWED_MESSAGE },
    { status: 405, headers: { allow, "cache-control": "no-store" } },
  );
}
