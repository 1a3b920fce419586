import { createServer, request, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { requestsInArrivalOrder } from "../http-server/request-queue.mjs";

/**
 * http-server/request-queue.mjs (docs/architecture.md#requests-in-arrival-order): GET requests
 * handed to the page handler a few at a time, in arrival order.
 */

interface Started {
  path: string;
  res: ServerResponse;
}

/** A server whose "page handler" only records what it was handed; the test answers. */
async function queuedServer(options: { concurrency: number; holdMs?: number }) {
  const queue = requestsInArrivalOrder(options);
  const started: Started[] = [];
  const waiting: (() => void)[] = [];
  const server = createServer((req, res) => {
    queue(req, res, () => {
      started.push({ path: req.url ?? "", res });
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );

  /** Sends a request; resolves with its body once answered. `abort()` drops its connection. */
  function send(path: string, method = "GET") {
    const sent = request({ host: "127.0.0.1", port, path, method, agent: false });
    const answered = new Promise<string>((resolve, reject) => {
      sent.on("response", (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve(body));
      });
      sent.on("error", reject);
    });
    sent.end();
    // A request left unanswered when the test ends has its connection closed: not a failure.
    answered.catch(() => undefined);
    return { answered, abort: () => sent.destroy() };
  }

  /** Resolves once `count` requests have been handed over. */
  async function handedOver(count: number) {
    while (started.length < count) await new Promise<void>((wake) => waiting.push(wake));
    return started.slice(0, count);
  }

  /**
   * The `count`-th request handed over is `path`; answered (its path as its body), its answer
   * comes back to `sent`.
   */
  async function answersNext(count: number, path: string, sent: ReturnType<typeof send>) {
    const handed = (await handedOver(count)).at(-1);
    expect(handed?.path).toBe(path);
    handed?.res.end(path);
    await expect(sent.answered).resolves.toBe(path);
  }

  return { send, started, handedOver, answersNext };
}

const servers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((close) => close()));
});

/** Lets the event loop go round a few times, for what should not happen to have its chance. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("requestsInArrivalOrder", () => {
  it("hands GET requests over a few at a time, in the order they came", async () => {
    const server = await queuedServer({ concurrency: 2 });
    const sent = ["/a", "/b", "/c", "/d"].map((path) => server.send(path));
    await server.handedOver(2);
    await settle();
    expect(server.started.map((each) => each.path)).toEqual(["/a", "/b"]);

    server.started[0]?.res.end("a");
    await expect(sent[0]?.answered).resolves.toBe("a");
    await server.handedOver(3);
    await settle();
    expect(server.started.map((each) => each.path)).toEqual(["/a", "/b", "/c"]);

    for (const each of server.started.slice(1)) each.res.end(each.path);
    const [, , , last] = await server.handedOver(4);
    last?.res.end("d");
    await expect(Promise.all(sent.map((each) => each.answered))).resolves.toEqual([
      "a",
      "/b",
      "/c",
      "d",
    ]);
  });

  it("gives the place back when the answer starts, not when its stream ends", async () => {
    const server = await queuedServer({ concurrency: 1 });
    server.send("/stream");
    const next = server.send("/next");
    const [stream] = await server.handedOver(1);
    stream?.res.writeHead(200, { "content-type": "text/event-stream" });
    stream?.res.write("data: open\n\n");
    await server.answersNext(2, "/next", next);
    stream?.res.end();
  });

  it("gives the place back after holdMs to a request that has not answered", async () => {
    const server = await queuedServer({ concurrency: 1, holdMs: 100 });
    server.send("/slow");
    const next = server.send("/next");
    const [slow] = await server.handedOver(1);
    await server.answersNext(2, "/next", next);
    slow?.res.end();
  });

  it("lets a submission pass a full queue", async () => {
    const server = await queuedServer({ concurrency: 1 });
    server.send("/page");
    server.send("/waiting");
    const posted = server.send("/cart", "POST");
    const [page, submission] = await server.handedOver(2);
    expect(submission?.path).toBe("/cart");
    submission?.res.end("posted");
    await expect(posted.answered).resolves.toBe("posted");
    page?.res.end();
    await server.handedOver(3);
  });

  it("does not start a request whose connection closed while it waited", async () => {
    const server = await queuedServer({ concurrency: 1 });
    server.send("/first");
    const gone = server.send("/gone");
    const last = server.send("/last");
    const [first] = await server.handedOver(1);
    gone.abort();
    await settle();
    first?.res.end();
    await server.answersNext(2, "/last", last);
    expect(server.started.map((each) => each.path)).toEqual(["/first", "/last"]);
  });
});
