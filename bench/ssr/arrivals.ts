/**
 * Requests at a fixed arrival rate (an open loop): one every 1/rate seconds, whether or not the
 * earlier ones were answered, each timed from the moment it was due, so a server that falls
 * behind shows it in its latencies instead of slowing the load down
 * (bench/README.md#a-mixed-load-at-a-fixed-rate).
 *
 * Not autocannon's `overallRate`: autocannon 8 gives each connection its share of the rate and
 * sends it at the start of every second, so the load arrives in bursts of `connections` requests;
 * and its correction for the requests a slow connection could not send records a latency's
 * missing samples 1 ms apart (run.js: `Math.ceil(1 / rate)` seconds read as milliseconds), which
 * moves its p50 and p99 down.
 */
import http from "node:http";

export interface ArrivalOptions {
  /** Requests a second. */
  rate: number;
  durationSeconds: number;
  /** A request not answered by then counts as a timeout (and an error), and is not measured. */
  timeoutSeconds: number;
}

export interface ArrivalResult {
  rate: number;
  sent: number;
  /** Answered requests a second over the load's duration. */
  achieved: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx. */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  timeouts: number;
}

/** The q-quantile of sorted values (nearest rank); 0 for none. */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

/** Loads `origin` with `rate` GET requests a second for `nextPath()`'s paths. */
export async function arrivals(
  origin: string,
  nextPath: () => string,
  options: ArrivalOptions,
): Promise<ArrivalResult> {
  // Keep-alive connections, as many as the requests in flight need: a browser's or a proxy's.
  // An idle one is closed after 4 s, before the server's own 5 s (Node's keepAliveTimeout) could
  // close it under a request just sent on it (a reset that would count as the server's error).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024, timeout: 4000 });
  const { hostname, port } = new URL(origin);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  const pending = new Set<Promise<void>>();
  const send = (dueAt: number) => {
    const done = new Promise<void>((resolve) => {
      let timedOut = false;
      const request = http.get(
        { agent, host: hostname, port, path: nextPath(), headers: { accept: "text/html" } },
        (response) => {
          response.resume();
          response.on("end", () => {
            if ((response.statusCode ?? 0) >= 300) non2xx += 1;
            latencies.push(performance.now() - dueAt);
            resolve();
          });
          response.on("error", () => {
            errors += 1;
            resolve();
          });
        },
      );
      request.setTimeout(options.timeoutSeconds * 1000, () => {
        timedOut = true;
        timeouts += 1;
        request.destroy();
      });
      request.on("error", () => {
        if (!timedOut) errors += 1;
        resolve();
      });
    });
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };

  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.durationSeconds);
  const start = performance.now();
  let sent = 0;
  // Every request due by now is sent, then the loop sleeps until the next one is due: a late
  // timer sends what it owes at once, timed from when each was due.
  while (sent < total) {
    const now = performance.now();
    while (sent < total && start + sent * interval <= now) {
      send(start + sent * interval);
      sent += 1;
    }
    const wait = start + sent * interval - performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
  }
  await Promise.all(pending);
  agent.destroy();
  const elapsedSeconds = Math.max(options.durationSeconds, (performance.now() - start) / 1000);
  latencies.sort((a, b) => a - b);
  return {
    rate: options.rate,
    sent,
    achieved: latencies.length / elapsedSeconds,
    p50Ms: Math.round(quantile(latencies, 0.5)),
    p99Ms: Math.round(quantile(latencies, 0.99)),
    non2xx,
    errors: errors + timeouts,
    timeouts,
  };
}
