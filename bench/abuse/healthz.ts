/**
 * GET /healthz, asked again and again while an attack runs: the shop's own answer time under it.
 * The target (docs/security.md#fuzzing-and-the-abuse-bench) is under 100 ms throughout. The asks
 * come from a worker thread of their own, so the bench's own work on the attack (writing 5.6 MB
 * bodies, parsing answers) does not delay them.
 */
import { Worker } from "node:worker_threads";
import { median, ms, percentile } from "./report.ts";

export const HEALTHZ_TARGET_MS = 100;

export interface HealthzSamples {
  latencies: number[];
  /** Asks that failed, timed out (10 s) or answered other than 200. */
  failures: number;
}

/** The sampler, plain JavaScript run by the worker: asks, waits 20 ms, asks again until told. */
const SAMPLER = `
const { parentPort, workerData } = require("node:worker_threads");
const samples = { latencies: [], failures: 0 };
let running = true;
parentPort.once("message", () => { running = false; });
(async () => {
  while (running) {
    const started = performance.now();
    try {
      const response = await fetch(workerData.url, { signal: AbortSignal.timeout(10000) });
      await response.arrayBuffer();
      if (response.ok) samples.latencies.push(performance.now() - started);
      else samples.failures += 1;
    } catch {
      samples.failures += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage(samples);
})();
`;

export const healthzSummary = ({ latencies, failures }: HealthzSamples) =>
  `/healthz p50 ${ms(median(latencies))}, p95 ${ms(percentile(latencies, 0.95))}, ` +
  `max ${ms(Math.max(...latencies))} ` +
  `(${latencies.length} asks${failures > 0 ? `, ${failures} failed` : ""})`;

export const healthzHeld = ({ latencies, failures }: HealthzSamples) =>
  failures === 0 && latencies.length > 0 && Math.max(...latencies) < HEALTHZ_TARGET_MS;

/** Runs `attack` while asking /healthz; returns the attack's result and every answer time. */
export async function whileMeasuringHealthz<T>(
  origin: string,
  attack: () => Promise<T>,
): Promise<{ result: T; healthz: HealthzSamples }> {
  const worker = new Worker(SAMPLER, { eval: true, workerData: { url: `${origin}/healthz` } });
  const samples = new Promise<HealthzSamples>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  try {
    return { result: await attack(), healthz: await stop() };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }

  async function stop(): Promise<HealthzSamples> {
    worker.postMessage("stop");
    const result = await samples;
    await worker.terminate();
    return result;
  }
}

/** Repeats `request` until at least `minMs` have passed and it ran `minRuns` times. */
export async function repeatFor(
  request: () => Promise<void>,
  { minMs, minRuns }: { minMs: number; minRuns: number },
): Promise<number[]> {
  const times: number[] = [];
  const started = performance.now();
  while (times.length < minRuns || performance.now() - started < minMs) {
    const begun = performance.now();
    await request();
    times.push(performance.now() - begun);
  }
  return times;
}
