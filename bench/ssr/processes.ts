/**
 * bench/ssr.ts's two ways of running the shop (docs/architecture.md#one-worker-per-core): one
 * process (WEB_CONCURRENCY=1) and all workers (WEB_CONCURRENCY unset: one per core), and the
 * tables that set them side by side (bench/README.md#one-process-and-all-workers).
 */
import { availableParallelism } from "node:os";
import type { CpuReading } from "./cpu.ts";
import type { Measurement } from "./measure.ts";
import { type MixedStep, stepText } from "./mixed.ts";

export const PROCESS_MODES = ["one", "all"] as const;
export type ProcessMode = (typeof PROCESS_MODES)[number];

/** The `--processes` list, each one known; anything else stops the bench with a message. */
export function processModesOf(list: string): ProcessMode[] {
  const modes = list.split(",").map((name) => name.trim());
  const unknown = modes.filter((name) => !(PROCESS_MODES as readonly string[]).includes(name));
  if (unknown.length > 0 || modes.length === 0) {
    console.error(`--processes takes ${PROCESS_MODES.join(", ")}; not ${unknown.join(", ")}`);
    process.exit(1);
  }
  return modes as ProcessMode[];
}

/** WEB_CONCURRENCY for the mode: "1", or "" (unset: the server's default, a worker per core). */
export const webConcurrencyOf = (mode: ProcessMode) => (mode === "one" ? "1" : "");

export const modeTitle = (mode: ProcessMode) =>
  mode === "one"
    ? "one process (WEB_CONCURRENCY=1)"
    : `all workers (WEB_CONCURRENCY unset: ${availableParallelism()} on this machine)`;

/**
 * Resolves once every worker listens: /healthz answers as soon as the first does, and the
 * primary says when they all do (http-server/cluster.mjs). At once for one process.
 */
export async function allListening(mode: ProcessMode, logs: string[]): Promise<void> {
  const deadline = Date.now() + 5 * 60_000;
  while (mode === "all" && !logs.some((line) => /workers \(WEB_CONCURRENCY\)/.test(line))) {
    if (Date.now() > deadline) throw new Error("the workers did not all listen within 5 minutes");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface PageResult {
  page: { name: string };
  measurement: Measurement;
  cpu: CpuReading | undefined;
  load: string;
}

const rate = (result: PageResult | undefined) =>
  result
    ? `${result.measurement.requestsPerSecond.toFixed(1)} (p99 ${result.measurement.p99Ms} ms, load ${result.load})`
    : "—";

/** Each page's requests a second in one process and in all workers, and their ratio. */
export function printSideBySide(
  title: string,
  one: PageResult[] | undefined,
  all: PageResult[] | undefined,
) {
  if (!one || !all) return;
  console.log(`\n${title}: one process and all workers, side by side\n`);
  console.log(
    "| page | one process: req/s (p99, load) | all workers: req/s (p99, load) | all ÷ one |",
  );
  console.log("|---|--:|--:|--:|");
  for (const result of one) {
    const other = all.find((candidate) => candidate.page.name === result.page.name);
    const ratio = other
      ? `${(other.measurement.requestsPerSecond / result.measurement.requestsPerSecond).toFixed(2)}×`
      : "—";
    console.log(`| ${result.page.name} | ${rate(result)} | ${rate(other)} | ${ratio} |`);
  }
}

export interface MixedResult {
  mode: ProcessMode;
  steps: MixedStep[];
  held: MixedStep | undefined;
}

/** Each mode's steps of the mixed load and the highest rate it held. */
export function printMixed(title: string, results: MixedResult[], p99LimitMs: number) {
  if (results.length === 0) return;
  console.log(
    `\n${title}: the mixed load (70 % cached pages, 30 % filtered documents and .data) at a fixed rate\n`,
  );
  console.log(
    `| server | highest rate held (p99 < ${p99LimitMs} ms) | its p50 | its p99 | steps |`,
  );
  console.log("|---|--:|--:|--:|---|");
  for (const { mode, steps, held } of results) {
    const tried = steps.map((step) => `${step.rate} ${step.held ? "✓" : "✗"}`).join(", ");
    console.log(
      `| ${modeTitle(mode)} | ${held ? `${held.rate} req/s` : "none"} | ` +
        `${held ? `${held.p50Ms} ms` : "—"} | ${held ? `${held.p99Ms} ms` : "—"} | ${tried} |`,
    );
  }
  for (const { mode, steps } of results) {
    console.log(`\n${modeTitle(mode)}:`);
    for (const step of steps) console.log(`  ${stepText(step)}`);
  }
}
