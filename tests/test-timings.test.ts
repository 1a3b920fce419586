import { describe, expect, it } from "vitest";
import {
  failedTests,
  playwrightTimes,
  timingLines,
  vitestFileTimes,
  vitestGroupTimes,
} from "./test-timings.ts";

describe("the times npm test prints", () => {
  it("adds a vitest file's time over the projects it ran in, slowest first", () => {
    const report = {
      testResults: [
        { name: "/repo/app/lib/money.test.ts", startTime: 1000, endTime: 1200 },
        { name: "/repo/server/cart/schema.test.ts", startTime: 1000, endTime: 1700 },
        { name: "/repo/server/cart/schema.test.ts", startTime: 2000, endTime: 2900 },
      ],
    };
    expect(vitestFileTimes(report, "/repo")).toEqual([
      { file: "server/cart/schema.test.ts", ms: 1600 },
      { file: "app/lib/money.test.ts", ms: 200 },
    ]);
    expect(vitestFileTimes({}, "/repo")).toEqual([]);
  });

  it("sums vitest's file times by the folder they live in", () => {
    expect(
      vitestGroupTimes([
        { file: "server/cart/schema.test.ts", ms: 1600 },
        { file: "app/lib/money.test.ts", ms: 200 },
        { file: "tests/test-timings.test.ts", ms: 50 },
        { file: "app/ui/page.test.tsx", ms: 100 },
      ]),
    ).toEqual([
      { file: "server/", ms: 1600 },
      { file: "app/", ms: 300 },
      { file: "tests/", ms: 50 },
    ]);
  });

  it("sums Playwright's tests by project and by spec file, nested suites included", () => {
    const report = {
      suites: [
        {
          file: "cart.spec.ts",
          specs: [
            {
              file: "cart.spec.ts",
              tests: [
                { projectName: "chromium", results: [{ duration: 3000 }] },
                { projectName: "no-js", results: [{ duration: 1000 }] },
              ],
            },
          ],
          suites: [
            {
              specs: [
                {
                  file: "cart.spec.ts",
                  tests: [{ projectName: "chromium", results: [{ duration: 500 }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightTimes(report)).toEqual({
      projects: [
        { file: "chromium", ms: 3500 },
        { file: "no-js", ms: 1000 },
      ],
      files: [{ file: "tests/e2e/cart.spec.ts", ms: 4500 }],
    });
  });

  it("prints each phase and the ten slowest files of both runners", () => {
    const lines = timingLines({
      totalMs: 800_000,
      vitestMs: 150_000,
      buildMs: 45_000,
      playwrightMs: 760_000,
      vitestFiles: Array.from({ length: 12 }, (_, n) => ({ file: `f${n}.test.ts`, ms: n * 1000 })),
      playwright: {
        projects: [{ file: "chromium", ms: 400_000 }],
        files: [{ file: "tests/e2e/cart.spec.ts", ms: 60_000 }],
      },
    });
    expect(lines[0]).toBe(
      "[test] times (800.0 s in all; vitest beside the build and then Playwright):",
    );
    expect(lines).toContain("  vitest                 150.0 s (12 files)");
    expect(lines.join("\n")).toMatch(/playwright\s+760\.0 s/);
    expect(lines.join("\n")).toMatch(/build\s+45\.0 s/);
    expect(lines.join("\n")).toMatch(/f11\.test\.ts\/\s+11\.0 s of files side by side/);
    expect(lines.join("\n")).toMatch(/chromium\s+400\.0 s of tests/);
    const slowest = lines.slice(lines.indexOf("[test] the ten slowest files:") + 1);
    expect(slowest).toHaveLength(10);
    expect(slowest[0]).toMatch(/60\.0 s\s+playwright tests\/e2e\/cart\.spec\.ts/);
    expect(slowest[1]).toMatch(/11\.0 s\s+vitest\s+f11\.test\.ts/);
  });

  it("lists every failed test of both runners with its first error line, colours dropped", () => {
    const vitest = {
      testResults: [
        {
          name: "/repo/server/cart/schema.test.ts",
          startTime: 0,
          endTime: 1,
          assertionResults: [
            { fullName: "cart adds an item", status: "passed" },
            {
              fullName: "cart keeps the size",
              status: "failed",
              failureMessages: [
                "\n\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at …",
              ],
            },
          ],
        },
      ],
    };
    const playwright = {
      suites: [
        {
          specs: [
            {
              file: "search.spec.ts",
              line: 34,
              title: "search «nike»",
              tests: [
                { projectName: "chromium", status: "expected", results: [{ duration: 1 }] },
                {
                  projectName: "no-js",
                  status: "unexpected",
                  results: [{ duration: 1, error: { message: "Error: expect(page).toHaveURL" } }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(failedTests(vitest, playwright, "/repo")).toEqual([
      "vitest     server/cart/schema.test.ts › cart keeps the size — AssertionError: expected 1 to be 2",
      "playwright [no-js] tests/e2e/search.spec.ts:34 › search «nike» — Error: expect(page).toHaveURL",
    ]);
    expect(failedTests({}, {}, "/repo")).toEqual([]);
  });
});
