import { describe, expect, it } from "vitest";
import { mayRunWorkers, restartDelayMs } from "../http-server/cluster.mjs";

// The primary's back-off (docs/architecture.md#one-worker-per-core); the cluster itself is
// proved on a running server by tests/e2e/page-cache.spec.ts.
describe("restartDelayMs", () => {
  it("replaces a worker at once unless it died soon after it started, then waits 1, 2, 4… s up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(restartDelayMs)).toEqual([
      0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });
});

describe("mayRunWorkers", () => {
  it("is a hint for PostgreSQL with WEB_CONCURRENCY other than 1, before the build validates it", () => {
    const postgres = "postgres://shop@db:5432/shop";
    expect(mayRunWorkers({ DATABASE_URL: postgres })).toBe(true);
    expect(mayRunWorkers({ DATABASE_URL: postgres, WEB_CONCURRENCY: "4" })).toBe(true);
    expect(mayRunWorkers({ DATABASE_URL: postgres, WEB_CONCURRENCY: "1" })).toBe(false);
    expect(mayRunWorkers({ DATABASE_URL: "file:./data/pglite" })).toBe(false);
    expect(mayRunWorkers({})).toBe(false);
  });
});
