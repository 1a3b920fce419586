/**
 * Slow and vanished readers of gzipped pages (docs/security.md#slow-readers-and-vanished-ones):
 * many connections reading a large page a little at a time, some pausing for seconds, others
 * closing mid-stream. Each slow reader must get the whole page, and the server must log no
 * MaxListenersExceededWarning and no stream error.
 */
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import type { ProbeResult } from "./report.ts";
import type { ShopServer } from "./server.ts";

const PAGE = "/catalog/obuv";
const SLOW_READERS = 40;
const VANISHING_READERS = 10;
/** A slow reader waits this long after each piece it reads. */
const READ_PAUSE_MS = 150;
/** Every fifth slow reader stops once for this long midway. */
const LONG_PAUSE_MS = 3000;
/**
 * Between two connections opening: all of them read at once, but only a few pages render at
 * once, so that what is measured is the readers' pace, not fifty renders on two cores.
 */
const OPENING_GAP_MS = 250;
/** The longest a page may keep rendering before the server gives its pending parts up (5 s + 1 s). */
const RENDER_TIMEOUT_MS = 6000;
/** The last words of a whole page: React Router closes its data stream. */
const PAGE_END = "streamController.close()";

interface Reading {
  complete: boolean;
  bytes: number;
  ms: number;
  error?: string;
}

function readSlowly(origin: string, longPause: boolean): Promise<Reading> {
  const url = new URL(PAGE, origin);
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let paused = false;
    const req = request(
      { host: url.hostname, port: url.port, path: PAGE, headers: { "accept-encoding": "gzip" } },
      (response) => {
        response.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          response.pause();
          const longNow = longPause && !paused && chunks.length === 3;
          if (longNow) paused = true;
          setTimeout(() => response.resume(), longNow ? LONG_PAUSE_MS : READ_PAUSE_MS);
        });
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          let html = "";
          try {
            html = gunzipSync(body).toString("utf8");
          } catch (error) {
            resolve({ complete: false, bytes: body.length, ms: 0, error: String(error) });
            return;
          }
          resolve({
            complete: response.headers["content-encoding"] === "gzip" && html.includes(PAGE_END),
            bytes: body.length,
            ms: performance.now() - started,
          });
        });
      },
    );
    req.on("error", (error) => resolve({ complete: false, bytes: 0, ms: 0, error: error.message }));
    req.end();
  });
}

/** Reads the first piece of the page, then closes the connection. */
function vanish(origin: string): Promise<void> {
  const url = new URL(PAGE, origin);
  return new Promise((resolve) => {
    const req = request(
      { host: url.hostname, port: url.port, path: PAGE, headers: { "accept-encoding": "gzip" } },
      (response) => {
        response.once("data", () => {
          req.destroy();
          resolve();
        });
      },
    );
    req.on("error", () => resolve());
    req.end();
  });
}

const STREAM_ERROR =
  /ERR_STREAM|EPIPE|ECONNRESET|premature close|destination stream|write after end|aborted/i;

export async function streamProbes(server: ShopServer): Promise<ProbeResult[]> {
  const logged = server.logs.length;
  const slowReadings: Promise<Reading>[] = [];
  const vanishings: Promise<void>[] = [];
  for (let n = 0; n < SLOW_READERS + VANISHING_READERS; n += 1) {
    // Every fifth connection vanishes, among the slow readers.
    if (n % 5 === 4) vanishings.push(vanish(server.origin));
    else slowReadings.push(readSlowly(server.origin, slowReadings.length % 5 === 0));
    await new Promise((resolve) => setTimeout(resolve, OPENING_GAP_MS));
  }
  await Promise.all(vanishings);
  const slow = await Promise.all(slowReadings);
  // Anything the vanished responses leave behind shows within the render timeout.
  await new Promise((resolve) => setTimeout(resolve, RENDER_TIMEOUT_MS + 1000));

  const lines = server.logs.slice(logged);
  const warnings = lines.filter((line) => line.includes("MaxListenersExceededWarning"));
  const streamErrors = lines.filter((line) => STREAM_ERROR.test(line));
  const gaveUp = lines.filter((line) => line.includes("were given up"));
  const complete = slow.filter((reading) => reading.complete);
  const slowest = Math.max(...slow.map((reading) => reading.ms));
  const kilobytes = Math.max(...slow.map((reading) => reading.bytes)) / 1024;
  return [
    {
      probe:
        `${SLOW_READERS} slow readers of ${PAGE} at once (gzip, ${READ_PAUSE_MS} ms per piece, ` +
        `every 5th stops ${LONG_PAUSE_MS / 1000} s; opened ${OPENING_GAP_MS} ms apart)`,
      expected: "whole pages; no MaxListenersExceededWarning",
      observed:
        `${complete.length} of ${SLOW_READERS} whole (${kilobytes.toFixed(0)} KB gzip, slowest ` +
        `${(slowest / 1000).toFixed(1)} s); ${warnings.length} MaxListenersExceededWarning; ` +
        `${gaveUp.length} render(s) gave up data after the 6 s timeout`,
      held: complete.length === SLOW_READERS && warnings.length === 0,
    },
    {
      probe: `${VANISHING_READERS} readers of ${PAGE} closing mid-stream, among them`,
      expected: "no stream error logged",
      observed:
        `${streamErrors.length} stream error line(s)` +
        (streamErrors[0] ? ` («${streamErrors[0].slice(0, 80)}»)` : ""),
      held: streamErrors.length === 0,
    },
  ];
}
