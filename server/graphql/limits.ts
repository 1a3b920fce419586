/**
 * What one GraphQL request may ask of the shop API (docs/security.md#the-shop-apis-limits): so
 * deep, so many aliases, so costly, so many tokens, so large a body, and strings free of NUL and
 * control characters. The storefront's own operations fit well inside (limits.test.ts checks every
 * one of them), so a request over a limit is never the shop's own.
 */
import { EnvelopArmor } from "@escape.tech/graphql-armor";
import { useDisableIntrospection } from "@graphql-yoga/plugin-disable-introspection";
import { type ArgumentNode, type DocumentNode, Kind, type ValueNode, visit } from "graphql";
import type { Plugin } from "graphql-yoga";
import { costVariables, requestCost } from "./cost.ts";
import { badUserInput } from "./errors.ts";

export const API_LIMITS = {
  /** The storefront's deepest operation (an order with its items' product and history) is 7. */
  maxDepth: 7,
  /** The storefront sends no aliases; a client may rename a few fields. */
  maxAliases: 5,
  /**
   * What a request may cost (cost.ts: the values it can answer with, list sizes included, and the
   * weight of facet counts and searches): a page of 100 products as the storefront's cards, or
   * three sections' filter counts, but not four.
   */
  maxCost: 10_000,
  /** Lexical tokens of one document; the storefront's longest has about 1 400 characters. */
  maxTokens: 3_000,
  maxDirectives: 10,
  /** Bytes of one request body: a document and its variables. */
  maxBodyBytes: 100_000,
  /** Characters of one string argument or variable. */
  maxStringLength: 10_000,
} as const;

export const LIMIT_MESSAGES = {
  tooComplex: "Слишком сложный запрос",
  tooLarge: "Слишком большой запрос",
  badCharacters: "Недопустимые символы",
  tooLong: "Слишком длинное значение в запросе",
} as const;

/** NUL and the other C0 control characters, but tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Why a string may not reach a resolver (and PostgreSQL), or undefined when it may. */
export function stringProblem(value: string): string | undefined {
  if (CONTROL_CHARACTERS.test(value)) return LIMIT_MESSAGES.badCharacters;
  if (value.length > API_LIMITS.maxStringLength) return LIMIT_MESSAGES.tooLong;
  return undefined;
}

interface Problem {
  message: string;
  /** The input field holding the string, as the domains' own refusals name it. */
  field?: string;
}

function firstProblem(value: unknown, field?: string): Problem | undefined {
  if (typeof value === "string") {
    const message = stringProblem(value);
    return message ? { message, field } : undefined;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = firstProblem(item, field);
      if (problem) return problem;
    }
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const problem = firstProblem(item, key);
      if (problem) return problem;
    }
  }
  return undefined;
}

function literalProblem(node: ValueNode, field?: string): Problem | undefined {
  if (node.kind === Kind.STRING) {
    const message = stringProblem(node.value);
    return message ? { message, field } : undefined;
  }
  if (node.kind === Kind.LIST) {
    for (const value of node.values) {
      const problem = literalProblem(value, field);
      if (problem) return problem;
    }
  }
  if (node.kind === Kind.OBJECT) {
    for (const item of node.fields) {
      const problem = literalProblem(item.value, item.name.value);
      if (problem) return problem;
    }
  }
  return undefined;
}

/**
 * Every string of a request, in its variables or written into the document, checked before any
 * resolver runs: a bad one fails the whole request with BAD_USER_INPUT
 * (docs/security.md#bad-input).
 */
export function useStringChecks(): Plugin {
  // A document's literals are checked once: Yoga's parser cache hands the same document to each
  // request of the same text (what it answers, or undefined, is kept).
  const literalProblems = new WeakMap<DocumentNode, Problem | undefined>();
  const documentProblem = (document: DocumentNode): Problem | undefined => {
    if (literalProblems.has(document)) return literalProblems.get(document);
    let problem: Problem | undefined;
    visit(document, {
      Argument(node: ArgumentNode) {
        problem ??= literalProblem(node.value, node.name.value);
      },
    });
    literalProblems.set(document, problem);
    return problem;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const problem = firstProblem(args.variableValues ?? {}) ?? documentProblem(args.document);
      if (problem)
        setResultAndStopExecution({ errors: [badUserInput(problem.message, problem.field)] });
    },
  };
}

/** Costs kept per document, by operation and variables. */
const COSTS_KEPT = 500;

/**
 * A request costing more than API_LIMITS.maxCost, with its variables, is refused before any
 * resolver runs (docs/security.md#the-shop-apis-limits).
 */
export function useCostLimit(maxCost: number = API_LIMITS.maxCost): Plugin {
  // The cost of a document (one object per text, Yoga's parser cache) with the same operation
  // and the same values of the variables that size its lists is the same: the storefront's
  // menu, metadata and section tree on every page, and a listing's page whatever its filters.
  const costs = new WeakMap<DocumentNode, { sizing: string[]; known: Map<string, number> }>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      let kept = costs.get(args.document);
      if (!kept) {
        kept = { sizing: costVariables(args.schema, args.document), known: new Map() };
        costs.set(args.document, kept);
      }
      const { sizing, known } = kept;
      const variables = args.variableValues ?? {};
      const key = `${args.operationName ?? ""} ${JSON.stringify(sizing.map((name) => variables[name]))}`;
      let cost = known.get(key);
      if (cost === undefined) {
        try {
          cost = requestCost(
            args.schema,
            args.document,
            args.variableValues ?? undefined,
            args.operationName,
          );
        } catch {
          // Variables the operation cannot take: execution answers with their own error.
          return;
        }
        // Page sizes are few, but a caller may try many: the kept costs start afresh past the cap.
        if (known.size >= COSTS_KEPT) known.clear();
        known.set(key, cost);
      }
      if (cost > maxCost) {
        setResultAndStopExecution({ errors: [badUserInput(LIMIT_MESSAGES.tooComplex)] });
      }
    },
  };
}

export interface LimitOptions {
  production: boolean;
  /** In production, introspection only for the staff (docs/orders.md#operator-api). */
  isOperator: (request: Request) => boolean;
}

/** The Yoga plugins that hold the limits above, and introspection closed in production. */
export function limitPlugins({ production, isOperator }: LimitOptions): Plugin[] {
  const tooComplex = { exposeLimits: false, errorMessage: LIMIT_MESSAGES.tooComplex };
  const armor = new EnvelopArmor({
    maxDepth: { n: API_LIMITS.maxDepth, ...tooComplex },
    maxAliases: { n: API_LIMITS.maxAliases, ...tooComplex },
    // The cost is ours (useCostLimit): graphql-armor's counts fields, not the lists they answer.
    costLimit: { enabled: false },
    maxTokens: { n: API_LIMITS.maxTokens, ...tooComplex },
    maxDirectives: { n: API_LIMITS.maxDirectives, ...tooComplex },
    blockFieldSuggestion: { enabled: production },
  });
  return [
    ...(armor.protect().plugins as Plugin[]),
    useStringChecks(),
    useCostLimit(),
    ...(production
      ? [useDisableIntrospection({ isDisabled: (request) => !isOperator(request) }) as Plugin]
      : []),
  ];
}

/**
 * The body of a request read up to `maxBytes`: undefined when it is larger, whatever its
 * Content-Length says, so an oversized body is never held whole in memory.
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number = API_LIMITS.maxBodyBytes,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) return undefined;
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The answer to a body over the limit: 413 with a GraphQL-shaped Russian error. */
export function tooLargeResponse(): Response {
  return Response.json(
    { errors: [{ message: LIMIT_MESSAGES.tooLarge, extensions: { code: "BAD_USER_INPUT" } }] },
    { status: 413 },
  );
}
