import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { createShopApi, type ShopApiConfig } from "../server/index.ts";
import { testDatabase } from "./database.ts";

async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  return new Request(new URL(message.url ?? "/", origin), {
    method: message.method,
    headers,
    body,
  });
}

/** Serves a fetch-style handler on a free loopback port, as a remote shop API would be. */
export async function serveOnLoopback(handler: (request: Request) => Promise<Response>) {
  let requests = 0;
  const server = createServer(async (message, reply) => {
    requests += 1;
    const response = await handler(await toRequest(message, "http://127.0.0.1"));
    reply.writeHead(response.status, Object.fromEntries(response.headers));
    reply.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requestCount: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The shop API over the worker's test database, served over HTTP like a remote deployment. */
export async function serveTestShopApi(config: Omit<ShopApiConfig, "db"> = {}) {
  const { db } = await testDatabase();
  return serveOnLoopback(createShopApi({ db, ...config }).fetch);
}
