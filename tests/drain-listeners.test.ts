import { createServer, get, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import zlib, { type Gzip } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { removableDrainListeners } from "../http-server/drain-listeners.mjs";

/**
 * http-server/serve.mjs's compression and React Router's response writer
 * (docs/security.md#slow-readers-and-vanished-ones): a large streamed page, gzipped, must leave
 * no spent 'drain' listeners on the gzip stream.
 */

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
// `compression` ships no types; its middleware has connect's shape.
const compression = createRequire(import.meta.url)("compression") as () => Middleware;

/** 2 MB of text in 2 KB chunks, as React's renderer hands a page over. */
const CHUNKS = Array.from({ length: 1024 }, (_, n) =>
  Buffer.from(`<p data-n="${n}">${"Кроссовки ".repeat(100)}</p>`.slice(0, 1024)),
);
const BODY = Buffer.concat(CHUNKS);

function pageStream(): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream({
    pull(controller) {
      const chunk = CHUNKS[next++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
}

async function serve(middlewares: Middleware[]) {
  const server = createServer((req, res) => {
    const run = (index: number): void => {
      const middleware = middlewares[index];
      if (middleware) return middleware(req, res, () => run(index + 1));
      res.setHeader("content-type", "text/html; charset=utf-8");
      void writeReadableStreamToWritable(pageStream(), res);
    };
    run(0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function fetchPage(port: number, encoding: string): Promise<{ body: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, headers: { "accept-encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const gzipped = response.headers["content-encoding"] === "gzip";
        resolve({
          body: gzipped ? zlib.gunzipSync(raw) : raw,
          encoding: response.headers["content-encoding"],
        });
      });
      response.on("error", reject);
    }).on("error", reject);
  });
}

/** The gzip streams compression creates during `run`, to count what is left on them. */
async function watchingGzip<T>(run: () => Promise<T>): Promise<{ result: T; gzips: Gzip[] }> {
  const gzips: Gzip[] = [];
  const createGzip = zlib.createGzip;
  vi.spyOn(zlib, "createGzip").mockImplementation((options) => {
    const gzip = createGzip(options);
    // Counted by the tests instead of warned of on the console.
    gzip.setMaxListeners(0);
    gzips.push(gzip);
    return gzip;
  });
  return { result: await run(), gzips };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("removableDrainListeners", () => {
  it("leaves the gzip stream of a large streamed page one 'drain' listener", async () => {
    const server = await serve([compression(), removableDrainListeners()]);
    try {
      const { result, gzips } = await watchingGzip(() => fetchPage(server.port, "gzip"));
      expect(result.encoding).toBe("gzip");
      expect(result.body.equals(BODY)).toBe(true);
      expect(gzips).toHaveLength(1);
      expect(gzips[0]?.listenerCount("drain")).toBeLessThanOrEqual(1);
    } finally {
      await server.close();
    }
  });

  it("is needed: compression alone leaves a spent listener for every refused write", async () => {
    const server = await serve([compression()]);
    try {
      const { result, gzips } = await watchingGzip(() => fetchPage(server.port, "gzip"));
      expect(result.body.equals(BODY)).toBe(true);
      // Above EventEmitter's warning threshold of 10: MaxListenersExceededWarning in production.
      expect(gzips[0]?.listenerCount("drain")).toBeGreaterThan(10);
    } finally {
      await server.close();
    }
  });

  it("still passes 'drain' on when the response is not compressed", async () => {
    const server = await serve([compression(), removableDrainListeners()]);
    try {
      const result = await fetchPage(server.port, "identity");
      expect(result.encoding).toBeUndefined();
      expect(result.body.equals(BODY)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
