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
  testResults?: { name: string; startTime: number; endTime: number }[];
}

/** Playwright's JSON report, as far as the timings need it. */
interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: {
    file: string;
    tests: { projectName: string; results: { duration: number }[] }[];
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
