/**
 * `npm run bench:in-process -- --a build/A --b build/B --path '/catalog/obuv?priceFrom={from}&priceTo={to}'
 * [--b-path /] [--blocks 16] [--block 40] [--warmup 2]`: what a page costs two production builds
 * of the storefront, or a build and the bare page (bench/ssr/bare/build), in one process: React
 * Router's request handler called directly, no HTTP, the builds taking turns in blocks of
 * requests, each block timed by the process's CPU (user + system). See
 * bench/README.md#two-builds-in-one-process.
 *
 * Two servers loaded in turn over HTTP moved 10-20 % between rounds on a shared machine, more than
 * most changes they were to judge; in one process both builds share the machine's moment, its
 * garbage collector and its warm-up, and alternating blocks (A then B, then B then A) spreads what
 * drift remains over both. `{from}` and `{to}` in a path are a new price range for every request
 * (the same sequence for both builds). The builds open the database of DATABASE_URL as
 * http-server/serve.mjs would (run with the production environment: NODE_ENV=production, and
 * PAGE_CACHE_MB=0 to measure the render rather than the page cache).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { median } from "./abuse/report.ts";
import { load1, whole } from "./options.ts";

const { values } = parseArgs({
  options: {
    a: { type: "string" },
    b: { type: "string" },
    path: { type: "string" },
    "b-path": { type: "string" },
    blocks: { type: "string", default: "16" },
    block: { type: "string", default: "40" },
    warmup: { type: "string", default: "2" },
  },
});
if (!values.a || !values.b || !values.path) {
  console.error("bench:in-process needs --a, --b (build directories) and --path");
  process.exit(1);
}
const blocks = whole(values, "blocks", 1, 1000);
const blockSize = whole(values, "block", 1, 10_000);
const warmup = whole(values, "warmup", 0, 100);

/** What a storefront build's entry exports beside React Router's (app/entry.server.tsx). */
interface ShopEntry {
  prepare?: (options: { databasePrepared: boolean }) => Promise<void>;
  requestFactsContext?: Parameters<RouterContextProvider["set"]>[0];
}

interface Side {
  name: string;
  path: string;
  handle: (request: Request) => Promise<Response>;
  cpuMs: number[];
}

async function side(name: string, directory: string, pagePath: string): Promise<Side> {
  const file = path.resolve(directory, "server/index.js");
  const build = (await import(pathToFileURL(file).href)) as ServerBuild;
  const entry = build.entry.module as ShopEntry;
  await entry.prepare?.({ databasePrepared: false });
  const handler = createRequestHandler(build, "production");
  return {
    name,
    path: pagePath,
    cpuMs: [],
    handle: (request) => {
      const context = new RouterContextProvider();
      if (entry.requestFactsContext) {
        const { pathname, search } = new URL(request.url);
        context.set(entry.requestFactsContext, {
          clientAddress: "127.0.0.1",
          cspNonce: "",
          // Path and query, as http-server/serve.mjs gives it (req.originalUrl): the page
          // cache's key, which without the query would answer every new range from the cache.
          target: pathname + search,
        });
      }
      return handler(request, context);
    },
  };
}

/** The n-th request's address: `{from}`/`{to}` a price range of its own. */
function address(template: string, n: number): string {
  const from = 1_000 + ((n * 37) % 9_000);
  const to = from + 3_000 + ((n * 13) % 20_000);
  return `http://127.0.0.1${template.replace("{from}", String(from)).replace("{to}", String(to))}`;
}

async function runBlock(s: Side, first: number): Promise<number> {
  const start = process.cpuUsage();
  for (let n = first; n < first + blockSize; n += 1) {
    const response = await s.handle(new Request(address(s.path, n)));
    await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`${s.name}: ${s.path} answered ${response.status}`);
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / blockSize;
}

const a = await side("A", values.a, values.path);
const b = await side("B", values.b, values["b-path"] ?? values.path);
console.log(`A ${values.a} ${a.path}\nB ${values.b} ${b.path}\nload ${load1()} at the start`);
let first = 0;
for (let round = 0; round < warmup + blocks; round += 1) {
  for (const s of round % 2 === 0 ? [a, b] : [b, a]) {
    const cpuMs = await runBlock(s, first);
    if (round >= warmup) s.cpuMs.push(cpuMs);
  }
  first += blockSize;
}

const [medianA, medianB] = [median(a.cpuMs), median(b.cpuMs)];
console.log(
  `CPU a request, median of ${blocks} blocks of ${blockSize}: A ${medianA.toFixed(2)} ms, ` +
    `B ${medianB.toFixed(2)} ms, B/A ${(medianB / medianA).toFixed(3)} (load ${load1()})`,
);
process.exit(0);
