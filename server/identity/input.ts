import type { z } from "zod";
import { badUserInput } from "../graphql/errors.ts";

/** Validates a dto with zod; a failure is BAD_USER_INPUT with the first problem's Russian message. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badUserInput(issue?.message ?? "Неверные данные", issue?.path.join("."));
}
