/**
 * `npm run bench -- [--products N] [--only pglite|postgres] [--time MS]`: throughput and latency
 * of the shop's hot paths, measured in process so the numbers are about our code, not the network.
 *   - the catalogue (bench/catalogue.ts; its documents in operations.ts, its databases in
 *     bench-database.ts): filteredProducts and searchFilteredProducts over a catalogue of N
 *     products (default 50 000) on PGlite and on PostgreSQL;
 *   - the GraphQL shop API (directoryList) on an in-memory PGlite database, and server rendering
 *     of the home page by the production build (run `npm run build` first); skipped with --only.
 * Figures depend on the machine; compare runs on the same one. See bench/README.md.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { createRequestHandler, type ServerBuild } from "react-router";
import { Bench } from "tinybench";
import { startShopApi } from "../server/index.ts";
import { type BenchDatabase, benchCatalogue } from "./catalogue.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "50000" },
    only: { type: "string" },
    time: { type: "string", default: "5000" },
  },
});
const products = Number(values.products);
const time = Number(values.time);
if (!Number.isSafeInteger(products) || products < 1 || products > 1_000_000) {
  console.error("--products must be a whole number from 1 to 1 000 000");
  process.exit(1);
}
if (!Number.isFinite(time) || time < 100) {
  console.error("--time must be at least 100 (milliseconds per operation)");
  process.exit(1);
}
if (values.only !== undefined && values.only !== "pglite" && values.only !== "postgres") {
  console.error("--only must be pglite or postgres");
  process.exit(1);
}
const databases: BenchDatabase[] = values.only ? [values.only] : ["pglite", "postgres"];

/** The API's cheapest call and server rendering, on the demo catalogue. */
async function benchBasics() {
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
}

const catalogue = await benchCatalogue({ products, databases, time });

if (!values.only) await benchBasics();

console.log(`\nCatalogue of ${products} products, ${new Date().toISOString().slice(0, 10)}:`);
console.table(catalogue);
process.exit(0);
