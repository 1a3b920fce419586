import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import { afterEach, describe, expect, it } from "vitest";
import { BODY_LIMITS, bodyLimits, TOO_LARGE_MESSAGE } from "../http-server/body-limits.mjs";

/**
 * http-server/body-limits.mjs (docs/security.md#bounded-bodies): a body is bounded before and while
 * it is read, chunked ones too, and the app reads what fits as React Router's adapter does.
 */

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A server whose only route reads the body as React Router's Express adapter does. */
async function serve(read: { bytes?: number; error?: string }) {
  const limits = bodyLimits();
  const server = createServer((req, res) => {
    // Express's req.path, which the middleware reads.
    const request = Object.assign(req, { path: new URL(req.url ?? "/", "http://x").pathname });
    limits(request, res, () => {
      void readBody(req).then(
        (bytes) => {
          read.bytes = bytes;
          res.end(`read ${bytes}`);
        },
        (error: unknown) => {
          read.error = String(error);
          if (!res.headersSent) res.end("failed");
        },
      );
    });
  });
  server.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  return (server.address() as AddressInfo).port;
}

async function readBody(req: IncomingMessage): Promise<number> {
  const body = await new Response(createReadableStreamFromReadable(req)).arrayBuffer();
  return body.byteLength;
}

/** Sends `chunks` with a declared length, by node:http, and answers status and text. */
function sendDeclared(
  port: number,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const request = httpRequest({ port, path, method: "POST", headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
    });
    // The server may close while we still send: that is the point.
    request.on("error", () => undefined);
    request.end(body);
  });
}

/** Sends `chunks` chunked (no declared length) and answers status and text. */
async function send(
  port: number,
  path: string,
  headers: Record<string, string>,
  chunks: Buffer[],
): Promise<{ status: number; text: string }> {
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: "POST",
    headers,
    body,
    duplex: "half",
  } as RequestInit);
  return { status: response.status, text: await response.text() };
}

const json = { "content-type": "application/json" };
const form = { "content-type": "application/x-www-form-urlencoded" };
const kb = (n: number) => Buffer.alloc(n * 1024, 0x61);

describe("bodyLimits", () => {
  it("refuses a body declared over its limit from the headers, unread", async () => {
    const read: { bytes?: number } = {};
    const port = await serve(read);
    const answer = await sendDeclared(
      port,
      "/api/send-sms",
      { ...json, "content-length": String(BODY_LIMITS.other + 1) },
      kb(1),
    );
    expect(answer).toEqual({ status: 413, text: TOO_LARGE_MESSAGE });
    expect(read.bytes).toBeUndefined();
  });

  it("cuts a chunked body off at its limit: the reader fails, never reads it short", async () => {
    const read: { bytes?: number; error?: string } = {};
    const port = await serve(read);
    const chunks = Array.from({ length: 40 }, () => kb(64));
    const answer = await send(port, "/cart", form, chunks);
    expect(answer.status).toBe(413);
    expect(answer.text).toBe(TOO_LARGE_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read.bytes).toBeUndefined();
    expect(read.error).toBeDefined();
  });

  it("lets a chunked body under its limit through whole, and a GraphQL one answered as GraphQL", async () => {
    const read: { bytes?: number } = {};
    const port = await serve(read);
    expect(await send(port, "/cart", form, [kb(300), kb(300)])).toEqual({
      status: 200,
      text: `read ${600 * 1024}`,
    });
    const graphql = await send(port, "/graphql", json, [kb(100), kb(100)]);
    expect(graphql.status).toBe(413);
    expect(JSON.parse(graphql.text)).toEqual({
      errors: [{ message: TOO_LARGE_MESSAGE, extensions: { code: "BAD_USER_INPUT" } }],
    });
  });
});
