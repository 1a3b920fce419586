import type { RouterContextProvider } from "react-router";
import { requestFacts } from "./request-context.server.ts";

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6: the machine itself (tests, health checks). */
const LOOPBACK = /^(?:::ffff:)?127\.\d+\.\d+\.\d+$|^::1$/;

/**
 * The client's address as the HTTP server resolved it from a trusted proxy only
 * (docs/security.md#the-clients-address-and-the-code-limits), or undefined when it is unknown or
 * the machine itself, whose requests no per-address limit counts.
 */
export function clientAddressOf(context: Readonly<RouterContextProvider>): string | undefined {
  const address = requestFacts(context).clientAddress;
  return address && !LOOPBACK.test(address) ? address : undefined;
}

/**
 * Whether the request comes from the machine itself, as the HTTP server resolved its address
 * (a forwarded address only from a trusted proxy): the demo's outbox answers nobody else
 * (docs/decisions/030-demo-and-production.md). Unknown is not the machine, but under
 * `react-router dev`, which fills no request facts and listens on localhost.
 */
export function isLoopbackClient(
  context: Readonly<RouterContextProvider>,
  nodeEnv = process.env.NODE_ENV,
): boolean {
  const address = requestFacts(context).clientAddress;
  if (address === undefined) return nodeEnv === "development";
  return LOOPBACK.test(address);
}

/**
 * The headers that tell the shop API who is behind a request, on top of `init` (a content
 * type…): the user agent and the client's address resolved by the server — never the
 * X-Forwarded-For or X-Real-IP the browser sent, which anyone can write. Every call the
 * storefront makes for a shopper carries them.
 */
export function clientHeaders(
  request: Request,
  context: Readonly<RouterContextProvider>,
  init?: HeadersInit,
): Headers {
  const headers = new Headers(init);
  headers.delete("x-forwarded-for");
  headers.delete("x-real-ip");
  const userAgent = request.headers.get("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);
  const address = clientAddressOf(context);
  if (address) headers.set("x-forwarded-for", address);
  return headers;
}
