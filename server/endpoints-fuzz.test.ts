/**
 * The shop API's REST endpoints fuzzed with malformed bodies
 * (docs/security.md#fuzzing-and-the-abuse-bench): POST /api/send-sms, YooKassa's notifications
 * and the operator API get their own bodies' fields, valid-looking or hostile, as JSON, as forms
 * and as garbage. Whatever arrives, each answers below 500 and no personal value sent reaches the
 * log. FUZZ_SEED replays a run; FUZZ_RUNS sends more (500 per endpoint by default, a twentieth).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointRequests, toEndpointRequest } from "../tests/fuzz/endpoints.ts";
import {
  captureLogs,
  FUZZ_NOW,
  type FuzzSession,
  openFuzzSession,
  SHOPPER_PERSONAL_VALUES,
} from "../tests/fuzz/harness.ts";
import { FUZZ_RUNS, fuzzSeed, leakedIn } from "../tests/fuzz/settings.ts";
import { PersonalValues } from "../tests/fuzz/values.ts";

const RUNS_PER_ENDPOINT = Math.ceil(FUZZ_RUNS / 20);

const personal = new PersonalValues();
for (const value of SHOPPER_PERSONAL_VALUES) personal.sent.add(value);
const logs = captureLogs();
let session: FuzzSession | undefined;
const statuses = new Map<number, number>();

beforeAll(async () => {
  session = await openFuzzSession();
});

afterAll(async () => {
  await session?.close();
  logs.restore();
});

describe("the REST endpoints, fuzzed with malformed bodies", () => {
  const endpoints = endpointRequests(() => session?.known() ?? {}, personal, FUZZ_NOW);

  it.each(endpoints.map((endpoint) => [endpoint.path, endpoint] as const))(
    "%s answers below 500",
    async (path, { requests }) => {
      if (!session) throw new Error("The fuzz session is not open");
      const open = session;
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const from = logs.lines.length;
          const answer = await open.send(() => toEndpointRequest(request, open.operatorToken));
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          const logged = logs.lines.slice(from).join("\n");
          if (answer.status >= 500) {
            throw new Error(
              `HTTP ${answer.status}: ${answer.text.slice(0, 1_000)}\nLogged:\n${logged}`,
            );
          }
          const found = leakedIn(logged, personal.sent);
          if (found.length > 0)
            throw new Error(`The log holds personal values: ${found.join(", ")}`);
        }),
        { numRuns: RUNS_PER_ENDPOINT, seed: fuzzSeed(path) },
      );
    },
    // Generous: the point is what is answered, never how fast (a 2-core machine is slow).
    600_000,
  );

  it("got past the body checks too: codes sent, notifications and status changes applied", () => {
    expect(statuses.get(200)).toBeGreaterThan(RUNS_PER_ENDPOINT / 10);
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
  });

  it("logged none of the personal values sent", () => {
    expect(leakedIn(logs.lines.join("\n"), personal.sent)).toEqual([]);
  });
});
