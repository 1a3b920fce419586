import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";

/**
 * graphql-js reports a dto whose values do not fit the schema ('Variable "$dto" got invalid
 * value…', or, past fifty such problems, 'Too many errors processing variables…') without a
 * code. Such an error is the caller's bad input (BAD_USER_INPUT: docs/architecture.md#errors), so
 * it gets that code here and never reads as a server failure.
 */
export function useBadUserInputCodes(): Plugin {
  const tag = (error: GraphQLError) =>
    error.extensions.code === undefined &&
    /^(Variable "\$|Too many errors processing variables)/.test(error.message)
      ? new GraphQLError(error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          originalError: error.originalError,
          extensions: { ...error.extensions, code: "BAD_USER_INPUT" },
        })
      : error;
  return {
    onExecutionResult({ result, setResult }) {
      if (!result || Symbol.asyncIterator in result || !result.errors?.length) return;
      setResult({ ...result, errors: result.errors.map((error) => tag(error as GraphQLError)) });
    },
  };
}
