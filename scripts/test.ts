/**
 * `npm test`: the unit and integration suite (vitest) side by side with the production build and
 * then the browser suite (Playwright, which starts the app on that build): alone, each leaves
 * half of a two-core machine idle (docs/testing.md#one-run-side-by-side). The browser tests need
 * Chromium; see tests/chromium.ts for what happens when it is missing. They are never skipped.
 * vitest's report is printed when it is done, after the browser suite's; at the end come each
 * phase's time and the ten slowest files (tests/test-timings.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEBIAN_PACKAGES, planChromium, thisMachine } from "../tests/chromium.ts";
import { e2eBuildDir } from "../tests/e2e-build.ts";
import {
  failedTests,
  playwrightTimes,
  timingLines,
  vitestFileTimes,
} from "../tests/test-timings.ts";

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  return spawnSync(command, args, { stdio: "inherit", env }).status ?? 1;
}

const plan = planChromium(thisMachine());
if (plan.action === "stop") {
  console.error(`[test] ${plan.message}`);
  process.exit(1);
}
if (plan.action === "install") {
  console.log(
    `[test] No Chromium at ${plan.path}: installing Debian's ${DEBIAN_PACKAGES.join(" and ")} packages with apt-get (running as root on Debian)…`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (
    run("apt-get", ["update"], env) !== 0 ||
    run("apt-get", ["install", "-y", ...DEBIAN_PACKAGES], env) !== 0
  ) {
    console.error(
      "[test] Installing Chromium with apt-get failed; install it and run npm test again.",
    );
    process.exit(1);
  }
}

const started = performance.now();
const reports = mkdtempSync(path.join(tmpdir(), "meet-market-test-times-"));
const vitestReport = path.join(reports, "vitest.json");
const playwrightReport = path.join(reports, "playwright.json");

/** The command's exit status and how long it took. */
function timed(command: string, args: string[], env?: NodeJS.ProcessEnv) {
  const started = performance.now();
  const status = run(command, args, env);
  return { status, ms: performance.now() - started };
}

/** Like `timed`, without waiting: the command writes to `log`, read when it is done. */
function timedInBackground(command: string, args: string[], log: string) {
  const startedAt = performance.now();
  const output = openSync(log, "w");
  const child = spawn(command, args, { stdio: ["ignore", output, output] });
  return new Promise<{ status: number; ms: number }>((resolve) => {
    child.on("error", () => resolve({ status: 1, ms: performance.now() - startedAt }));
    child.on("close", (status) =>
      resolve({ status: status ?? 1, ms: performance.now() - startedAt }),
    );
  });
}

/** A JSON report a runner wrote, or an empty one when it wrote none (it failed to start). */
function readReport(file: string): object {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as object;
  } catch {
    return {};
  }
}

const vitestLog = path.join(reports, "vitest.log");
console.log(
  "[test] vitest runs beside the build and the browser suite; its report follows theirs.",
);
const unitRun = timedInBackground(
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
  vitestLog,
);
// The production build the browser suite serves, made once here so its time shows on its own
// (scripts/build.mjs; the specs' servers find it current).
const build = timed("node", ["scripts/build.mjs"], { ...process.env, BUILD_DIR: e2eBuildDir() });
// playwright.config.ts adds its JSON reporter when PLAYWRIGHT_TIMINGS_FILE names a file.
const browser =
  build.status !== 0
    ? build
    : timed("npx", ["playwright", "test"], {
        ...process.env,
        PLAYWRIGHT_TIMINGS_FILE: playwrightReport,
      });
const unit = await unitRun;
console.log(readFileSync(vitestLog, "utf8"));
console.log(
  timingLines({
    totalMs: performance.now() - started,
    vitestMs: unit.ms,
    buildMs: build.ms,
    playwrightMs: build.status !== 0 ? 0 : browser.ms,
    vitestFiles: vitestFileTimes(readReport(vitestReport), process.cwd()),
    playwright: playwrightTimes(readReport(playwrightReport)),
  }).join("\n"),
);
const failed = failedTests(readReport(vitestReport), readReport(playwrightReport), process.cwd());
if (failed.length > 0)
  console.error(["[test] failed:", ...failed.map((line) => `  ${line}`)].join("\n"));
rmSync(reports, { recursive: true, force: true });
if (unit.status !== 0) console.error("[test] vitest failed");
if (build.status !== 0) console.error("[test] the build failed");
else if (browser.status !== 0) console.error("[test] Playwright failed");
process.exit(unit.status || browser.status);
