/**
 * Plain HTTP/1.1 requests for the probes, with node:http rather than fetch (any Host header, a
 * body in any format or none), and a raw socket for oversized bodies.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function rawRequest(origin: string, init: RawRequest): Promise<RawAnswer> {
  const url = new URL(init.path, origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: init.method ?? "GET",
        headers: init.headers,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

export interface OversizedAnswer {
  /** The status line's code, when the answer arrived before the server closed the connection. */
  status?: number;
  /** How the connection ended: "answered", or the socket error (EPIPE, ECONNRESET). */
  ended: string;
}

const SLICE_BYTES = 64 * 1024;

/** One chunk of a chunked body (RFC 9112 §7.1): its size in hex, the bytes, CRLF. */
export function chunkFrame(slice: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`${slice.length.toString(16)}\r\n`),
    slice,
    Buffer.from("\r\n"),
  ]);
}

/**
 * POSTs a body far over the limit on a socket of its own, in slices, declared by Content-Length
 * or sent chunked with no length. A server that stops reading answers and closes under the rest
 * of the body; the answer is then often lost to the reset, so the server's access log is what
 * tells its status (see graphql.ts).
 */
export function postOversized(
  origin: string,
  path: string,
  body: Buffer,
  { chunked }: { chunked: boolean },
): Promise<OversizedAnswer> {
  const url = new URL(path, origin);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    let ended = "answered";
    socket.on("data", (data: Buffer) => received.push(data));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      ended = error.code ?? error.message;
    });
    socket.on("close", () => {
      const statusLine = Buffer.concat(received).toString("latin1").split("\r\n")[0] ?? "";
      const status = /^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1];
      resolve({ status: status ? Number(status) : undefined, ended });
    });
    socket.on("connect", async () => {
      const length = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${body.length}`;
      socket.write(
        `POST ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\n` +
          `Content-Type: application/json\r\n${length}\r\nConnection: close\r\n\r\n`,
      );
      for (let offset = 0; offset < body.length; offset += SLICE_BYTES) {
        if (socket.destroyed || received.length > 0) return;
        const slice = body.subarray(offset, offset + SLICE_BYTES);
        const frame = chunked ? chunkFrame(slice) : slice;
        if (!socket.write(frame)) {
          await new Promise<void>((resolve) => {
            socket.once("drain", resolve).once("close", resolve);
          });
        }
      }
      if (!socket.destroyed) socket.end(chunked ? "0\r\n\r\n" : "");
    });
  });
}
