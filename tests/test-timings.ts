/**
 * What `npm test` prints at its end (docs/decisions/007-testing.md): each phase's time and the
 * ten slowest test files, read from vitest's and Playwright's JSON reports, so that every run
 * shows where the suite's minutes go.
 */
import path from "node:path";

export interface FileTime {
  /** The file's path from the repository's root. */
  file: string;
  ms: number;
}

/** vitest's JSON report (its Jest-compatible shape), as far as the timings need it. */
interface VitestReport {
  testResults?: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults?: { fullName?: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** Playwright's JSON report, as far as the timings need it. */
interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    file: string;
    line?: number;
    title?: string;
    tests: {
      projectName: string;
      status?: string;
      results: { duration: number; error?: { message?: string } }[];
    }[];
  }[];
}

interface PlaywrightReport {
  suites?: PlaywrightSuite[];
}

/** A file's time added to what `times` holds for it already. */
function add(times: Map<string, number>, key: string, ms: number) {
  times.set(key, (times.get(key) ?? 0) + ms);
}

const byTime = (times: Map<string, number>): FileTime[] =>
  [...times].map(([file, ms]) => ({ file, ms })).sort((a, b) => b.ms - a.ms);

/**
 * Each test file's time in vitest, in every project it ran in (a server/ file runs once per
 * database). Files run side by side in workers, so the times add up to more than the run took.
 */
export function vitestFileTimes(report: VitestReport, root: string): FileTime[] {
  const times = new Map<string, number>();
  for (const result of report.testResults ?? []) {
    add(times, path.relative(root, result.name), Math.max(0, result.endTime - result.startTime));
  }
  return byTime(times);
}

/** The tests' own time by Playwright project, and by spec file over every project. */
export function playwrightTimes(report: PlaywrightReport): {
  projects: FileTime[];
  files: FileTime[];
} {
  const projects = new Map<string, number>();
  const files = new Map<string, number>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        add(projects, test.projectName, ms);
        add(files, path.posix.join("tests/e2e", spec.file), ms);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return { projects: byTime(projects), files: byTime(files) };
}

/** An error's first line without the terminal's colours, short enough for one line of a log. */
function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- the runners colour their messages with ANSI escapes
  const plain = (message ?? "").replace(/\u001b\[[0-9;]*m/g, "");
  const line = plain.split("\n").find((text) => text.trim() !== "") ?? "";
  return line.trim().slice(0, 200);
}

/**
 * Every test that failed in either runner, a line each with its first error line: `npm test`
 * prints them last, where a CI log cut to its tail still shows them.
 */
export function failedTests(vitest: VitestReport, playwright: PlaywrightReport, root: string) {
  const lines: string[] = [];
  for (const result of vitest.testResults ?? []) {
    for (const assertion of result.assertionResults ?? []) {
      if (assertion.status !== "failed") continue;
      const where = `${path.relative(root, result.name)} › ${assertion.fullName ?? ""}`;
      lines.push(`vitest     ${where} — ${firstLine(assertion.failureMessages?.[0])}`);
    }
  }
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const where = `[${test.projectName}] tests/e2e/${spec.file}:${spec.line ?? 0} › ${spec.title ?? ""}`;
        const error = test.results.find((result) => result.error)?.error?.message;
        lines.push(`playwright ${where} — ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of playwright.suites ?? []) walk(suite);
  return lines;
}

/**
 * vitest's file times summed by the folder a file lives in: app/ and tests/ (the unit project)
 * and server/ (once on each database), slowest first.
 */
export function vitestGroupTimes(files: FileTime[]): FileTime[] {
  const groups = new Map<string, number>();
  for (const { file, ms } of files) add(groups, `${file.split("/")[0] ?? file}/`, ms);
  return byTime(groups);
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The lines `npm test` ends with. */
export function timingLines(phases: {
  /** the whole run, vitest beside the build and Playwright */
  totalMs: number;
  vitestMs: number;
  buildMs: number;
  playwrightMs: number;
  vitestFiles: FileTime[];
  playwright: ReturnType<typeof playwrightTimes>;
}): string[] {
  const { totalMs, vitestMs, buildMs, playwrightMs, vitestFiles, playwright } = phases;
  const slowest = [
    ...vitestFiles.map((entry) => ({ ...entry, runner: "vitest" })),
    ...playwright.files.map((entry) => ({ ...entry, runner: "playwright" })),
  ]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  return [
    `[test] times (${seconds(totalMs)} in all; vitest beside the build and then Playwright):`,
    `  vitest                 ${seconds(vitestMs)} (${vitestFiles.length} files)`,
    ...vitestGroupTimes(vitestFiles).map(
      (group) => `    ${group.file.padEnd(20)} ${seconds(group.ms)} of files side by side`,
    ),
    `  build                  ${seconds(buildMs)}`,
    `  playwright             ${seconds(playwrightMs)} (the server's start included)`,
    ...playwright.projects.map(
      (project) => `    ${project.file.padEnd(20)} ${seconds(project.ms)} of tests`,
    ),
    "[test] the ten slowest files:",
    ...slowest.map(
      (entry) => `  ${seconds(entry.ms).padStart(8)}  ${entry.runner.padEnd(10)} ${entry.file}`,
    ),
  ];
}
