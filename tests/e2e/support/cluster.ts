/**
 * What tests/e2e/page-cache.spec.ts needs to see a production server's workers
 * (docs/architecture.md#one-worker-per-core) from outside, as an operator would: its processes,
 * read from Linux's /proc, and requests each on a connection of its own, which node:cluster hands
 * to the workers in turn (fetch would keep one connection, so one worker, for all of them).
 */
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";

/** The process ids whose parent is `pid`, in ascending order: a cluster primary's workers. */
export function workersOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // Fields after the command name (in parentheses, which may hold spaces): state, parent.
    const [state, parent] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // A worker that died but whose primary has not yet reaped it no longer serves.
    if (Number(parent) === pid && state !== "Z") children.push(Number(entry));
  }
  return children.sort((a, b) => a - b);
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** The body's parts, written `pauseMs` apart: a request still in flight meanwhile. */
  body?: (string | Buffer)[];
  pauseMs?: number;
}

/** How long a request may take before it fails, rather than the test's timeout. */
const ANSWERED_WITHIN_MS = 30_000;

/** One request on a new connection (no keep-alive agent), its whole answer read as text. */
export function get(url: string, options: RequestOptions = {}): Promise<Answer> {
  const parts = options.body ?? [];
  const length = parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? "GET",
        agent: false,
        headers: { ...options.headers, ...(parts.length ? { "content-length": length } : {}) },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.setTimeout(ANSWERED_WITHIN_MS, () =>
      request.destroy(new Error(`${url}: no answer within ${ANSWERED_WITHIN_MS} ms`)),
    );
    const write = async () => {
      for (const [index, part] of parts.entries()) {
        if (index > 0) await new Promise((wait) => setTimeout(wait, options.pauseMs ?? 0));
        request.write(part);
      }
      request.end();
    };
    void write();
  });
}
