/**
 * What the shop API writes to its log when something fails (docs/security.md#bad-input): the
 * error's kind, its SQL without parameters and the database's error code, never the values a
 * shopper sent (phones, e-mails, addresses) nor a sign-in code.
 */
import { DrizzleQueryError } from "drizzle-orm/errors";
import { GraphQLError } from "graphql";
import type { YogaLogger } from "graphql-yoga";

const STACK_FRAMES = 6;

function codeOf(error: unknown): string | undefined {
  if (error && typeof error === "object" && "code" in error) {
    const { code } = error as { code: unknown };
    if (typeof code === "string" || typeof code === "number") return String(code);
  }
  return undefined;
}

function framesOf(error: Error): string {
  return (error.stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .slice(0, STACK_FRAMES)
    .join("\n");
}

/**
 * One error as it may be logged. A database error keeps its statement (parameterised: no values)
 * and its SQLSTATE; other errors keep their class, code, stack and message, with whatever in it
 * looks like an e-mail address, a phone number or a quoted value blanked out (a library's or
 * the database's message may quote the input).
 */
export function describeError(error: unknown): string {
  // A resolver's failure reaches the log wrapped with its GraphQL path.
  if (error instanceof GraphQLError && error.originalError) {
    return `${describeError(error.originalError)}\n  at GraphQL path ${error.path?.join(".") ?? "?"}`;
  }
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause;
    return [
      `DrizzleQueryError: ${error.query.replace(/\s+/g, " ").slice(0, 500)}`,
      `  database error ${codeOf(cause) ?? "?"} (${cause?.constructor.name ?? "unknown"})`,
      framesOf(error),
    ].join("\n");
  }
  if (error instanceof Error) {
    const code = codeOf(error);
    const message = redact(error.message.split("\nparams:")[0] ?? "").slice(0, 300);
    return [`${error.name}${code ? ` [${code}]` : ""}: ${message}`, framesOf(error)].join("\n");
  }
  return `a thrown ${typeof error}`;
}

/** The message with e-mail addresses, long digit runs and quoted values blanked out. */
export function redact(message: string): string {
  return message
    .replace(/[^\s@"'<>,;]+@[^\s@"'<>,;]+/g, "<e-mail>")
    .replace(/\+?\d[\d\s()-]{5,}\d/g, "<digits>")
    .replace(/"[^"]*"|'[^']*'/g, "<value>");
}

const describeAll = (args: unknown[]) =>
  args.map((arg) => (typeof arg === "string" ? arg : describeError(arg)));

/** Yoga's logger with every error and warning passed through describeError. */
export const safeLogger: YogaLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: (...args: unknown[]) => console.warn(...describeAll(args)),
  error: (...args: unknown[]) => console.error(...describeAll(args)),
};
