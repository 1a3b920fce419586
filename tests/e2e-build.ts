/**
 * Where the browser suite's production build lives (docs/testing.md#one-build): build/, or
 * build/e2e-<port> for a run on a port of its own (E2E_PORT), so that parallel runs never swap
 * assets under each other's tests. `npm test` builds it as its own phase; the servers the specs
 * start find it current and serve it.
 */
export function e2eBuildDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.E2E_PORT ? `build/e2e-${Number(env.E2E_PORT)}` : "build";
}
