/**
 * `npm run bench`: throughput and latency of the shop's hot paths, measured in process so the
 * numbers are about our code, not the network.
 *   - the GraphQL shop API (directoryList) on an in-memory PGlite database;
 *   - server rendering of the home page by the production build (run `npm run build` first).
 * Figures depend on the machine; compare runs on the same one.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { Bench } from "tinybench";
import { startShopApi } from "../server/index.ts";

const BUILD = path.resolve("build/server/index.js");

const api = await startShopApi({ databaseUrl: "memory://" });
const directoryListRequest = () =>
  new Request("http://bench/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ directoryList { id name slug position } }" }),
  });

const bench = new Bench({ time: 2000, warmupTime: 500, throws: true });
bench.add("shop API: directoryList (in process, PGlite)", async () => {
  const response = await api.fetch(directoryListRequest());
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  await response.text();
});

if (existsSync(BUILD)) {
  process.env.DATABASE_URL = "memory://";
  process.env.SHOP_API_URL = "";
  const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  bench.add("storefront: GET / server-rendered (production build)", async () => {
    const response = await handle(new Request("http://bench/"));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    await response.text();
  });
} else {
  console.warn("No production build: run `npm run build` to benchmark server rendering too.");
}

await bench.run();
console.table(
  bench.tasks.map(({ name, result }) => {
    if (!result) return { task: name, error: "did not run" };
    return {
      task: name,
      "ops/s": Math.round(result.throughput.mean),
      "p50 ms": result.latency.p50?.toFixed(2),
      "p99 ms": result.latency.p99?.toFixed(2),
      samples: result.latency.samples.length,
    };
  }),
);
await api.close();
process.exit(0);
