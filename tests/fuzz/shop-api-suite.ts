/**
 * The shop API fuzzed from its own schema (docs/security.md#fuzzing-and-the-abuse-bench): every
 * Query and Mutation field gets generated arguments, valid-looking and hostile, sent as the
 * production API receives them. Whatever arrives, the API answers below 500, every refusal
 * carries a known code (never yoga's masked «Unexpected error.»), and no personal value sent
 * reaches the log. FUZZ_SEED replays a run; FUZZ_RUNS scales the runs (10 000 by default: runsOf).
 *
 * The fields are dealt round the four files server/graphql/fuzz-part-{1..4}.test.ts, so that
 * vitest's workers share the suite instead of one of them running it alone for a minute and a
 * half (docs/testing.md#one-run-side-by-side); each field gets the same runs and seed in any
 * part. Not used by the application.
 */
import fc from "fast-check";
import {
  getNamedType,
  getVariableValues,
  type GraphQLInputType,
  isInputObjectType,
  type OperationDefinitionNode,
  parse,
  validate,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "../database.ts";
import {
  type Answer,
  captureLogs,
  type FuzzSession,
  openFuzzSession,
  SHOPPER_PERSONAL_VALUES,
} from "./harness.ts";
import { InputArbitraries } from "./inputs.ts";
import {
  type FuzzRequest,
  type RootField,
  requestArbitrary,
  rootFields,
  toHttpRequest,
} from "./operations.ts";
import { FUZZ_RUNS, fuzzSeed, leakedIn } from "./settings.ts";
import { PersonalValues } from "./values.ts";
import { schema } from "../../server/schema.ts";

/** The codes of refusals the API means to give; anything else is a failure in disguise. */
const KNOWN_CODES = new Set([
  "BAD_REQUEST",
  "BAD_USER_INPUT",
  "UNAUTHENTICATED",
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
]);

const allRoots = rootFields(schema);

/**
 * A field's runs follow its inputs. Every field gets enough for the ways a request travels (six
 * modes × three viewers × two selections: operations.ts), and more for each leaf of its
 * arguments: a field without arguments (`user`, `productCart`) has little else to vary, while
 * checkout's input has 24 leaves. At the default FUZZ_RUNS a field without arguments gets 40
 * runs, one with a single argument 54, `createOrderWithPaymentLink` 376; some 5 700 in all, where
 * an even share gave each field 154 (docs/security.md#fuzzing-and-the-abuse-bench).
 */
const RUNS_PER_FIELD = 40;
const RUNS_PER_ARGUMENT_LEAF = 14;

function argumentLeaves(type: GraphQLInputType, depth = 0): number {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || depth >= 3) return 1;
  return Object.values(named.getFields()).reduce(
    (sum, field) => sum + argumentLeaves(field.type, depth + 1),
    0,
  );
}

function runsOf(root: RootField): number {
  const leaves = root.field.args.reduce((sum, arg) => sum + argumentLeaves(arg.type), 0);
  return Math.ceil(((RUNS_PER_FIELD + RUNS_PER_ARGUMENT_LEAF * leaves) * FUZZ_RUNS) / 10_000);
}

interface GraphQLErrorShape {
  message?: unknown;
  extensions?: { code?: unknown; unexpected?: unknown };
}

/** What is wrong with an answer, or undefined when it is a proper answer or refusal. */
function problemOf(answer: Answer): string | undefined {
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  if (answer.json === undefined) return `HTTP ${answer.status} without a JSON body`;
  const errors = (answer.json as { errors?: GraphQLErrorShape[] }).errors ?? [];
  for (const error of errors) {
    const code = error.extensions?.code;
    if (error.message === "Unexpected error." || error.extensions?.unexpected) {
      return `an unexpected error (${String(code)})`;
    }
    if (typeof code !== "string" || !KNOWN_CODES.has(code)) {
      return `a refusal with an unknown code ${String(code)}: ${String(error.message)}`;
    }
  }
  return undefined;
}

/**
 * Whether graphql-js refuses the request before any resolver can run: a document that does not
 * parse or validate, or variables (an object) that do not fit its declarations. The answer to
 * such a request is the same on either database, so the `postgres` project leaves it to the
 * `pglite` one and sends only what may reach a resolver (docs/decisions/007-testing.md).
 */
function refusedBeforeExecution(request: FuzzRequest): boolean {
  let document;
  try {
    document = parse(request.document);
  } catch {
    return true;
  }
  if (validate(schema, document).length > 0) return true;
  const { variables } = request;
  if (typeof variables !== "object" || variables === null || Array.isArray(variables)) {
    return false;
  }
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === "OperationDefinition",
  );
  const coerced = getVariableValues(
    schema,
    operation?.variableDefinitions ?? [],
    variables as Record<string, unknown>,
  );
  return coerced.errors !== undefined;
}

/**
 * The suite for the `part`-th of `parts` shares of the schema's root fields (every parts-th field
 * from the part-th), with its own session and log capture.
 */
export function describeShopApiFuzz(part: number, parts: number): void {
  const roots = allRoots.filter((_, index) => index % parts === part - 1);
  const onPostgres = testDatabaseKind() === "postgres";

  const personal = new PersonalValues();
  for (const value of SHOPPER_PERSONAL_VALUES) personal.sent.add(value);
  const logs = captureLogs();
  let session: FuzzSession | undefined;
  let inputs: { typed: InputArbitraries; untyped: InputArbitraries } | undefined;
  let sent = 0;
  /** Requests the `postgres` project left to the `pglite` one (refusedBeforeExecution). */
  let leftToPglite = 0;
  let executed = 0;
  const executedFields = new Set<string>();

  beforeAll(async () => {
    session = await openFuzzSession();
    inputs = {
      typed: new InputArbitraries(session.known, personal, true),
      untyped: new InputArbitraries(session.known, personal, false),
    };
  });

  afterAll(async () => {
    await session?.close();
    logs.restore();
  });

  async function fuzz(root: RootField) {
    if (!session || !inputs) throw new Error("The fuzz session is not open");
    const open = session;
    await fc.assert(
      fc.asyncProperty(requestArbitrary(root, inputs), async (request) => {
        if (onPostgres && refusedBeforeExecution(request)) {
          leftToPglite += 1;
          return;
        }
        const from = logs.lines.length;
        const answer = await open.send((token) => toHttpRequest(request, token));
        sent += 1;
        // Yoga answers with `data` once execution has begun, null when a resolver refused.
        if (answer.json && typeof answer.json === "object" && "data" in answer.json) {
          executed += 1;
          executedFields.add(root.name);
        }
        const logged = logs.lines.slice(from).join("\n");
        const problem = problemOf(answer);
        if (problem) {
          throw new Error(
            `${problem}\n${answer.text.slice(0, 2_000)}\nLogged:\n${logged.slice(0, 4_000)}`,
          );
        }
        const found = leakedIn(logged, personal.sent);
        if (found.length > 0) throw new Error(`The log holds personal values: ${found.join(", ")}`);
      }),
      { numRuns: runsOf(root), seed: fuzzSeed(root.name) },
    );
  }

  describe(`every field of the shop API, fuzzed (part ${part} of ${parts})`, () => {
    it.each(roots.map((root) => [`${root.operation} ${root.name}`, root] as const))(
      "%s answers below 500, with known refusals only",
      async (_name, root) => {
        await fuzz(root);
      },
      // Generous: the point is what is answered, never how fast (a 2-core machine is slow).
      600_000,
    );

    it("sent the runs asked for", () => {
      const asked = roots.reduce((sum, root) => sum + runsOf(root), 0);
      expect(sent + leftToPglite).toBeGreaterThanOrEqual(asked);
    });

    // A request the API refuses before any resolver (wrong types, bad strings) tests less; most
    // must get further. Measured only over enough runs for every field to have had its chance.
    it.runIf(Math.min(...roots.map(runsOf)) >= RUNS_PER_FIELD)(
      "reached the resolvers of every field, mostly",
      () => {
        expect(roots.map((root) => root.name).filter((name) => !executedFields.has(name))).toEqual(
          [],
        );
        expect(executed / sent).toBeGreaterThan(0.5);
      },
    );

    it("logged none of the personal values sent", () => {
      expect(personal.sent.size).toBeGreaterThan(100);
      expect(leakedIn(logs.lines.join("\n"), personal.sent)).toEqual([]);
    });
  });
}
