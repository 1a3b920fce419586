/** How long the next worker waits after that many quick exits in a row; see cluster.mjs. */
export function restartDelayMs(quickExits: number): number;

/** Starts and keeps the workers, and drains them on SIGTERM / SIGINT; see cluster.mjs. */
export function runPrimary(options: {
  workers: number;
  script: string;
  args: string[];
  address: string;
  why: string;
  graceMs: number;
}): void;

/** The environment variable that makes serve.mjs only prepare; see cluster.mjs. */
export const PREPARE_ONLY: string;

/** Whether the environment may ask for workers (a hint before the build loads); see cluster.mjs. */
export function mayRunWorkers(env: Record<string, string | undefined>): boolean;

/** Validates, migrates and seeds in a child process; resolves with its plan. See cluster.mjs. */
export function prepareInChild(
  script: string,
  args: string[],
): Promise<{ workers: number; why: string }>;
