import { useGraphQlJit } from "@envelop/graphql-jit";
import { getVariableValues, GraphQLError, Kind, OperationTypeNode } from "graphql";
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

/**
 * The storefront's queries executed in process run compiled by graphql-jit (decision 054): each
 * document is compiled once into a function that resolves its fields without graphql-js's
 * generic walk, which was a fifth of a filtered section's data request
 * (bench/README.md#server-rendering-throughput). Only those (`inProcess`, the storefront's own
 * documents and variables; what reaches /graphql from outside keeps graphql-js's answers, the
 * errors' locations in the JSON among them), only a document of one query (graphql-jit's envelop
 * plugin keeps one compiled operation per document, whatever the operation named), and only with
 * variables graphql-js accepts (graphql-jit's coercion of malformed ones throws where graphql-js
 * answers BAD_USER_INPUT).
 */
export function useCompiledQueries(
  inProcess: (request: Request) => boolean,
): ReturnType<typeof useGraphQlJit> {
  return useGraphQlJit(
    {},
    {
      enableIf: ({ schema, document, variableValues, contextValue }) => {
        const { request } = contextValue as { request: Request };
        if (!inProcess(request)) return false;
        const operations = document.definitions.filter(
          (definition) => definition.kind === Kind.OPERATION_DEFINITION,
        );
        const [operation] = operations;
        if (operations.length !== 1 || operation?.operation !== OperationTypeNode.QUERY)
          return false;
        const coerced = getVariableValues(
          schema,
          operation.variableDefinitions ?? [],
          variableValues ?? {},
        );
        return coerced.errors === undefined;
      },
    },
  );
}
