import { CombinedError } from "@urql/core";
import { data } from "react-router";

/** Ends a loader with the shop's 404 (spec §8), as app/routes/not-found.tsx does for unknown paths. */
export function notFound(request: Request): never {
  const { pathname, search } = new URL(request.url);
  throw data(`Page not found: ${pathname}${search}`, { status: 404 });
}

/** The shop API refused the input (an unknown slug…): the `BAD_USER_INPUT` code of DESIGN.md. */
export function isBadUserInput(error: unknown): boolean {
  return (
    error instanceof CombinedError && error.graphQLErrors[0]?.extensions?.code === "BAD_USER_INPUT"
  );
}

/** Awaits a lookup by slug or id; the API's "not found" becomes the 404 screen, anything else is thrown on. */
export async function orNotFound<T>(request: Request, lookup: Promise<T>): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (isBadUserInput(error)) notFound(request);
    throw error;
  }
}

/** The API's message for input it refused («Запрос должен быть не длиннее 100 символов»), or null. */
export function badUserInputMessage(error: unknown): string | null {
  return isBadUserInput(error) && error instanceof CombinedError
    ? (error.graphQLErrors[0]?.message ?? null)
    : null;
}
