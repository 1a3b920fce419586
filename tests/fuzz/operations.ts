/**
 * GraphQL requests generated from the schema (docs/security.md#fuzzing-and-the-abuse-bench): for
 * every Query and Mutation field, its arguments from their input types, sent as variables or
 * written into the document, sometimes missing, of the wrong type or declared wrongly, with a
 * selection of the return type's fields built within the API's limits. Not used by the
 * application.
 */
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import fc from "fast-check";
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  parse,
  validate,
} from "graphql";
import { API_LIMITS } from "../../server/graphql/limits.ts";
import type { InputArbitraries } from "./inputs.ts";

export interface RootField {
  operation: "query" | "mutation";
  name: string;
  field: GraphQLField<unknown, unknown>;
  /** The return type's leaves ("" for a scalar). */
  shallow: string;
  /** The return type's leaves and its objects' leaves, within the API's limits. */
  nested: string;
}

export type Viewer = "guest" | "shopper" | "forged";

/** How the arguments travel. */
export type Mode = "variables" | "inline" | "missing" | "misdeclared" | "bad-variables" | "get";

export interface FuzzRequest {
  field: string;
  /** Whether the selection takes in the return type's objects (more resolvers, more queries). */
  nested: boolean;
  mode: Mode;
  viewer: Viewer;
  document: string;
  /** What is sent as `variables` (an object, or garbage in bad-variables mode). */
  variables: unknown;
  /** A bearer token in forged mode. */
  forgedToken: string;
  forwardedFor: string | undefined;
}

/**
 * Every root field of the schema, with selections of its return type within the limits.
 */
export function rootFields(schema: GraphQLSchema): RootField[] {
  const roots = [
    ["query", schema.getQueryType()],
    ["mutation", schema.getMutationType()],
  ] as const;
  return roots.flatMap(([operation, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({
      operation,
      name: field.name,
      field,
      shallow: shallowSelection(field.type),
      nested: fittingSelection(schema, operation, field),
    })),
  );
}

/** The return type's leaves, and its objects' leaves, one level or none when over the limits. */
function fittingSelection(
  schema: GraphQLSchema,
  operation: string,
  field: GraphQLField<unknown, unknown>,
): string {
  for (const nesting of [2, 1]) {
    const selection = selectionOf(field.type, nesting);
    // Arguments are left out: only the selection's depth and cost are measured here.
    const document = parse(`${operation} { ${field.name} ${selection} }`);
    const rules = [
      maxDepthRule({ n: API_LIMITS.maxDepth }),
      costLimitRule({ maxCost: API_LIMITS.maxCost }),
    ];
    const errors = validate(schema, document, rules).filter((error) =>
      /cost|depth/i.test(error.message),
    );
    if (errors.length === 0) return selection;
  }
  return "{ __typename }";
}

/** The leaves; for a type without leaves of its own (a page), its objects' leaves. */
function shallowSelection(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return "";
  const hasLeaves = Object.values(named.getFields()).some(
    (child) => isLeafType(getNamedType(child.type)) && !child.args.some(isRequiredArgument),
  );
  return selectionOf(type, hasLeaves ? 1 : 2);
}

function selectionOf(type: GraphQLOutputType, nesting: number): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return "";
  const parts = ["__typename"];
  for (const child of Object.values(named.getFields())) {
    if (child.args.some(isRequiredArgument)) continue;
    const childType = getNamedType(child.type);
    if (isLeafType(childType)) parts.push(child.name);
    else if (nesting > 1) parts.push(`${child.name} ${selectionOf(child.type, nesting - 1)}`);
  }
  return `{ ${parts.join(" ")} }`;
}

/** Requests for one root field: its arguments, how they travel, who asks, from where. */
export function requestArbitrary(
  root: RootField,
  inputs: { typed: InputArbitraries; untyped: InputArbitraries },
): fc.Arbitrary<FuzzRequest> {
  const argsOf = (arbitraries: InputArbitraries) =>
    fc.record(
      Object.fromEntries(
        root.field.args.map((arg) => [arg.name, arbitraries.of(arg.type, arg.name)]),
      ),
    );
  const values = fc.oneof(
    { weight: 4, arbitrary: argsOf(inputs.typed) },
    { weight: 1, arbitrary: argsOf(inputs.untyped) },
  );
  const modes: fc.WeightedArbitrary<Mode>[] = [
    { weight: 70, arbitrary: fc.constant("variables") },
    { weight: 14, arbitrary: fc.constant("inline") },
    { weight: 4, arbitrary: fc.constant("missing") },
    { weight: 3, arbitrary: fc.constant("misdeclared") },
    { weight: 3, arbitrary: fc.constant("bad-variables") },
    ...(root.operation === "query" ? [{ weight: 6, arbitrary: fc.constant("get" as const) }] : []),
  ];
  return fc
    .record({
      values,
      mode: fc.oneof(...modes),
      nested: fc.oneof(
        { weight: 1, arbitrary: fc.constant(true) },
        { weight: 5, arbitrary: fc.constant(false) },
      ),
      viewer: fc.constantFrom<Viewer>("guest", "shopper", "shopper", "forged"),
      forgedToken: fc.stringMatching(/^[\x21-\x7e]{0,200}$/),
      badVariables: fc.constantFrom<unknown>("x", 1, [], [1], true, "{}"),
      forwardedFor: fc.option(
        fc.oneof(
          fc.ipV4(),
          fc.ipV6(),
          fc.constantFrom("garbage", "999.999.999.999", "1.2.3.4, evil", ", ,", "::ffff:1.2.3.4"),
        ),
        { nil: undefined },
      ),
    })
    .map(({ values, mode, nested, viewer, forgedToken, badVariables, forwardedFor }) => {
      const selection = nested ? root.nested : root.shallow;
      const { document, variables } = buildDocument(root, selection, values, mode);
      return {
        field: root.name,
        nested,
        mode,
        viewer,
        document,
        variables: mode === "bad-variables" ? badVariables : variables,
        forgedToken,
        forwardedFor,
      };
    });
}

function buildDocument(
  root: RootField,
  selection: string,
  values: Record<string, unknown>,
  mode: Mode,
): { document: string; variables: Record<string, unknown> } {
  const { field } = root;
  if (field.args.length === 0) {
    return { document: `${root.operation} { ${field.name} ${selection} }`, variables: {} };
  }
  if (mode === "inline") {
    const args = field.args
      .filter((arg) => values[arg.name] !== undefined)
      .map((arg) => `${arg.name}: ${literal(values[arg.name], arg.type)}`);
    const written = args.length > 0 ? `(${args.join(", ")})` : "";
    return {
      document: `${root.operation} { ${field.name}${written} ${selection} }`,
      variables: {},
    };
  }
  const declared = field.args
    .map((arg) => `$${arg.name}: ${mode === "misdeclared" ? "String" : String(arg.type)}`)
    .join(", ");
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
  return {
    document: `${root.operation} Fuzz(${declared}) { ${field.name}(${passed}) ${selection} }`,
    variables: mode === "missing" ? {} : values,
  };
}

/** A value written as a GraphQL literal of the given type (enum values bare where they can be). */
export function literal(value: unknown, type: GraphQLInputType): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value)) {
    const itemType = isListType(inner) ? inner.ofType : inner;
    return `[${value.map((item) => literal(item, itemType)).join(", ")}]`;
  }
  if (typeof value === "object") {
    const fields = isInputObjectType(inner) ? inner.getFields() : {};
    const written = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => `${key}: ${literal(item, fields[key]?.type ?? inner)}`);
    return `{${written.join(", ")}}`;
  }
  if (typeof value === "string") {
    const bare = isEnumType(inner) && /^[_A-Za-z][_0-9A-Za-z]*$/.test(value);
    return bare ? value : JSON.stringify(value);
  }
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "null";
  return String(value);
}

/** The request as a client sends it: a POST of JSON, or for a query sometimes a GET. */
export function toHttpRequest(request: FuzzRequest, accessToken: string): Request {
  const headers: Record<string, string> = {};
  if (request.viewer === "shopper") headers.authorization = `Bearer ${accessToken}`;
  if (request.viewer === "forged") headers.authorization = `Bearer ${request.forgedToken}`;
  if (request.forwardedFor !== undefined) headers["x-forwarded-for"] = request.forwardedFor;
  if (request.mode === "get") {
    const url = new URL("http://shop.test/graphql");
    url.searchParams.set("query", request.document);
    url.searchParams.set("variables", JSON.stringify(request.variables));
    return new Request(url, { headers: { ...headers, accept: "application/json" } });
  }
  return new Request("http://shop.test/graphql", {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ query: request.document, variables: request.variables }),
  });
}
