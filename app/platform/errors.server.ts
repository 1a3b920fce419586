import { CombinedError } from "@urql/core";
import { data } from "react-router";

/**
 * Ends a loader with the shop's 404 (docs/storefront.md#error-screens), as app/routes/not-found.tsx
 * does for unknown paths.
 */
export function notFound(request: Request): never {
  const { pathname, search } = new URL(request.url);
  throw data(`Page not found: ${pathname}${search}`, { status: 404 });
}

/** An error the shop API answered: its code, its Russian message and the dto field it names. */
export interface ApiError {
  code: string | null;
  message: string;
  field: string | null;
}

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

/**
 * The one reader of the API's errors: the first GraphQL error of a failed operation, or the
 * JSON answer `{ code, message }` of its REST endpoint (/api/send-sms). Null for anything else
 * (a network failure, a bug), which is not the shopper's to fix.
 */
export function readApiError(error: unknown): ApiError | null {
  if (error instanceof CombinedError) {
    const first = error.graphQLErrors[0];
    if (!first) return null;
    return {
      code: text(first.extensions?.code),
      message: first.message,
      field: text(first.extensions?.field),
    };
  }
  if (typeof error !== "object" || error === null || error instanceof Error) return null;
  const body = error as { code?: unknown; message?: unknown; field?: unknown };
  const message = text(body.message);
  return message === null ? null : { code: text(body.code), message, field: text(body.field) };
}

/**
 * The API refused the input (an unknown slug, a wrong code, an overlong query…): its
 * `BAD_USER_INPUT` code, whose message is meant for the shopper. Null for any other error.
 */
export function apiRefusal(error: unknown): ApiError | null {
  const found = readApiError(error);
  return found?.code === "BAD_USER_INPUT" ? found : null;
}

/** A refusal as a form's errors (conform's reply options): on the field it names, else the form's. */
export function refusalErrors(
  field: string | null | undefined,
  message: string,
): { fieldErrors: Record<string, string[]> } | { formErrors: string[] } {
  return field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] };
}

export function isBadUserInput(error: unknown): boolean {
  return apiRefusal(error) !== null;
}

/** The API's message for input it refused («Запрос должен быть не длиннее 100 символов»), or null. */
export function badUserInputMessage(error: unknown): string | null {
  return apiRefusal(error)?.message ?? null;
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
