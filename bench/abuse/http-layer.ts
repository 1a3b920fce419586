/**
 * The HTTP layer itself (docs/security.md#methods-and-request-targets, docs/caching.md): personal
 * pages asked by other spellings (upper case, percent-encoded, doubled or trailing slashes,
 * `.data`) must never come back public nor from the page cache; every method and request target
 * must be answered deliberately (405 / 501 with Allow, 400, 204), never 5xx, with no stack trace
 * in the server's log.
 */
import { request as httpRequest, Agent } from "node:http";
import { connect } from "node:net";
import routes from "../../app/routes.ts";
import type { ProbeResult } from "./report.ts";
import type { ShopServer } from "./server.ts";

const PERSONAL = [
  "/cart",
  "/checkout",
  "/favorites",
  "/auth",
  "/enter-code",
  "/account",
  "/account/bonus",
  "/account/orders",
  "/orders/1",
  "/orders/2",
  "/payment/sandbox/1",
  "/dev/outbox",
];

/** The ways a client may spell a path that React Router still answers as the same screen. */
function spellings(path: string): string[] {
  const title = path.replace(/\/([a-z])/g, (_, c: string) => `/${c.toUpperCase()}`);
  const encoded = path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return [
    path.toUpperCase(),
    title,
    encoded,
    encoded.toUpperCase(),
    `${path}/`,
    `/${path}`,
    `${title}.data`,
    `${path.toUpperCase()}.data`,
    `${encoded}.data`,
  ];
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

function send(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: "127.0.0.1", port, method, path, headers, agent, setHost: !headers.host },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

function sendRaw(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("close", () => resolve(received));
    socket.on("error", () => resolve(received));
    socket.setTimeout(10_000, () => socket.destroy());
    socket.write(text);
  });
}

async function personalSpellings(server: ShopServer): Promise<ProbeResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const paths = PERSONAL.flatMap(spellings);
  let publicAnswers = 0;
  let fromCache = 0;
  const examples: string[] = [];
  const started = performance.now();
  for (const path of paths) {
    // Twice: the second would come from the page cache if the first had been kept.
    for (let round = 0; round < 2; round += 1) {
      const answer = await send(agent, server.port, "GET", path);
      const cacheControl = String(answer.headers["cache-control"] ?? "");
      const cache = String(answer.headers["x-page-cache"] ?? "");
      if (cacheControl.includes("public")) publicAnswers += 1;
      if (cache === "HIT" || cache === "STALE") fromCache += 1;
      if ((cacheControl.includes("public") || cache) && examples.length < 3) {
        examples.push(`${path} ${cacheControl} ${cache}`);
      }
    }
  }
  agent.destroy();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return {
    probe: `personal pages by other spellings (${paths.length} paths × 2, e.g. /CART, /%63art, //cart, /Favorites.data; ${seconds} s)`,
    expected: "0 public, 0 from the page cache",
    observed: `${publicAnswers} public, ${fromCache} from the page cache${examples.length ? `: ${examples.join("; ")}` : ""}`,
    held: publicAnswers === 0 && fromCache === 0,
  };
}

/** Every path template of app/routes.ts with its parameters filled. */
function routePaths(entries: typeof routes, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    const filled = (own || "/").replace(/:[a-z]+/gi, "1").replace("*", "x");
    return [filled, ...(entry.children ? routePaths(entry.children, own) : [])];
  });
}

const METHODS = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "MKCOL",
  "SEARCH",
  "PURGE",
  "QUERY",
];

const STACK_LINE = /^\s+at .+:\d+:\d+\)?$/;

async function methodsAndTargets(server: ShopServer): Promise<ProbeResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const logFrom = server.logs.length;
  const paths = [...new Set(routePaths(routes))];
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const started = performance.now();
  for (const path of paths) {
    for (const method of METHODS) {
      // A GET, HEAD or POST a route takes is the pages' own business, fuzzed elsewhere.
      if (["GET", "HEAD", "POST"].includes(method)) continue;
      const answer = await send(agent, server.port, method, path);
      sent += 1;
      count(answer.status);
      const broken =
        (answer.status >= 500 && answer.status !== 501) ||
        ([405, 501].includes(answer.status) && !answer.headers.allow);
      if (broken) failures.push(`${method} ${path}: ${answer.status}`);
    }
  }
  for (const [method, target, headers] of [
    ["OPTIONS", "*", {}],
    ["GET", "*", {}],
    ["GET", "http://evil.example/", {}],
    ["GET", "http://evil.example/cart", {}],
    ["TRACE", "http://evil.example/", {}],
    ["GET", "/", { host: "a b" }],
  ] as const) {
    const answer = await send(agent, server.port, method, target, headers);
    sent += 1;
    count(answer.status);
    if (answer.status >= 500) failures.push(`${method} ${target}: ${answer.status}`);
  }
  for (const raw of [
    "CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "GET cart HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
    "GET / HTTP/1.0\r\n\r\n",
  ]) {
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(await sendRaw(server.port, raw))?.[1] ?? 0);
    sent += 1;
    count(status);
    if (status === 0 || (status >= 500 && status !== 501)) {
      failures.push(`${raw.split("\r\n")[0]}: ${status || "dropped"}`);
    }
  }
  agent.destroy();
  // The log is read a moment later: the server may still be writing.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const stacks = server.logs.slice(logFrom).filter((line) => STACK_LINE.test(line)).length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${n}× ${s}`);
  return {
    probe: `methods × request targets over every route (${sent} requests: ${paths.length} paths × 10 methods, *, absolute form, CONNECT, unknown tokens, bad Host; ${seconds} s)`,
    expected: "405/501 with Allow, 400, 204; no other 5xx, no stack trace in the log",
    observed: `${summary.join(", ")}; ${failures.length} broken${failures.length ? ` (${failures.slice(0, 3).join("; ")})` : ""}; ${stacks} stack-trace lines`,
    held: failures.length === 0 && stacks === 0,
  };
}

export async function httpLayerProbes(server: ShopServer): Promise<ProbeResult[]> {
  return [await personalSpellings(server), await methodsAndTargets(server)];
}
