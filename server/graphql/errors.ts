import { GraphQLError } from "graphql";

/**
 * A shopper's input the API cannot serve (unknown slug, page out of range…): a GraphQL error
 * with `extensions.code = "BAD_USER_INPUT"` and a Russian message fit to show.
 */
export function badUserInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: "BAD_USER_INPUT", ...(field ? { field } : {}) },
  });
}

/**
 * A call that needs a signed-in shopper (refreshed once, then retried:
 * docs/identity.md#token-refresh).
 */
export function unauthenticated(message = "Требуется вход"): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "UNAUTHENTICATED" } });
}

/** A signed-in caller whose role does not allow the call (docs/back-office.md#roles). */
export function forbidden(message = "Недостаточно прав"): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "FORBIDDEN" } });
}
