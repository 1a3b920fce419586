/** One page under load: autocannon's requests a second and latency percentiles. */
import autocannon from "autocannon";

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  /** A request not answered by then counts as a timeout (and an error), and is not measured. */
  timeoutSeconds: number;
}

export interface Measurement {
  /** Mean of the per-second counts of answered requests. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers other than 2xx, and connection errors (timeouts among them): figures to doubt. */
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Loads `origin` with GET requests for `nextPath()`'s paths (a new one per request where it
 * changes, such as a filter never asked before), without cookies or Accept-Encoding: as an
 * anonymous visitor's page reaches the shop behind the proxy of compose.yaml, which compresses
 * itself.
 */
export async function load(
  origin: string,
  nextPath: () => string,
  options: LoadOptions,
): Promise<Measurement> {
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: options.timeoutSeconds,
    headers: { accept: "text/html" },
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result["2xx"] + result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const SETTLED_MS = 500;

/**
 * Waits until the server has finished what a load left behind: requests autocannon gave up on
 * are still being answered (their loaders and the database's statements run on). Settled is
 * /healthz (a statement on the database, on the server's event loop) answering three times in a
 * row within 500 ms; two minutes at most. Resolves with the milliseconds it waited.
 */
export async function settle(origin: string): Promise<number> {
  const since = Date.now();
  const deadline = since + 120_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      quick = response.ok && performance.now() - started < SETTLED_MS ? quick + 1 : 0;
    } catch {
      quick = 0; // not answered in 10 s: still busy
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return Date.now() - since;
}
