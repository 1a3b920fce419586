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
