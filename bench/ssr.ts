/**
 * `npm run bench:ssr -- [--duration 10] [--connections 50] [--warmup 5] [--timeout 10]
 * [--database demo,large] [--products 50000] [--port 4490] [--processes one,all]
 * [--mixed-from 25] [--mixed-duration 10] [--mixed-steps 8] [--p99 500] [--verbose]`: how many
 * pages a second the production build serves, beside a bare React Router 7 page of the same
 * versions in the same run, in one process and in all workers (docs/architecture.md#one-worker-per-core),
 * and the highest rate of a mixed load each holds with p99 under 500 ms (bench/ssr/mixed.ts;
 * `--mixed-steps 0` leaves it out).
 *
 * For each database, the shop is started as `npm start` does (http-server/start.mjs, via
 * bench/abuse/server.ts: its own port and build directory build/ssr-<port>) on PostgreSQL:
 *   demo   the demo catalogue, in a database of its own (BENCH_SSR_DEMO_URL, default
 *          postgres://postgres@127.0.0.1:5432/meet_ssr_demo), created when missing and seeded
 *          by the shop's first start;
 *   large  the catalogue bench's database of 50 000 products (bench/bench-database.ts), seeded
 *          once when it holds fewer, reused otherwise.
 * Home, a section, a filtered section never asked before (a new price range each request), a
 * product and a search are each warmed for --warmup seconds and then loaded with autocannon for
 * --duration seconds at --connections connections, as an anonymous visitor (no cookies); a
 * request not answered in --timeout seconds is counted as an error. Before the first page and
 * after each, the bare page (bench/ssr/bare, bench/ssr/bare-app.ts, its own server beside the
 * shop's) is loaded the same way, and a page's share is of the mean of the bare loads just
 * before and just after it: the speed of a shared machine drifts within minutes, and a bare page
 * measured once, first, made later pages' shares up to a third off. Between loads the server is
 * left to finish what the last one abandoned (bench/ssr/measure.ts, settle). It prints each
 * page's requests a second, p50, p99, the bare loads before and after it and the share, with the
 * targets of issue 16 and the load average, and the CPU a request cost the server's process and
 * PostgreSQL (bench/ssr/cpu.ts), which other load on the machine moves less. Each database is
 * measured once per `--processes` mode: `one` (WEB_CONCURRENCY=1) and `all` (unset: a worker
 * per core), each page side by side. See bench/README.md#server-rendering-throughput.
 */
import { parseArgs } from "node:util";
import type { ShopServer } from "./abuse/server.ts";
import { databasesOf, DATABASES, load1, startShopOn, uptime, whole } from "./options.ts";
import { buildBareApp, startBareServer } from "./ssr/bare-app.ts";
import { cpuPerRequest, type CpuReading, readCpu } from "./ssr/cpu.ts";
import { load, type LoadOptions, type Measurement, settle } from "./ssr/measure.ts";
import { type Page, shopPages } from "./ssr/pages.ts";
import { highestHeldRate, type MixedOptions, stepText } from "./ssr/mixed.ts";
import {
  allListening,
  type MixedResult,
  modeTitle,
  printMixed,
  printSideBySide,
  type ProcessMode,
  processModesOf,
  webConcurrencyOf,
} from "./ssr/processes.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    warmup: { type: "string", default: "5" },
    timeout: { type: "string", default: "10" },
    database: { type: "string", default: DATABASES.join(",") },
    products: { type: "string", default: "50000" },
    // Not 4190: browsers and fetch refuse it (the Fetch standard's "bad ports").
    port: { type: "string", default: "4490" },
    processes: { type: "string", default: "one,all" },
    "mixed-from": { type: "string", default: "25" },
    "mixed-duration": { type: "string", default: "10" },
    "mixed-steps": { type: "string", default: "8" },
    p99: { type: "string", default: "500" },
    verbose: { type: "boolean", default: false },
  },
});

const options: LoadOptions = {
  durationSeconds: whole(values, "duration", 1, 600),
  connections: whole(values, "connections", 1, 1000),
  timeoutSeconds: whole(values, "timeout", 1, 600),
};
const warmupSeconds = whole(values, "warmup", 0, 600);
const products = whole(values, "products", 1, 1_000_000);
const port = whole(values, "port", 1024, 65_534);
const databases = databasesOf(values.database);
const modes = processModesOf(values.processes);
const mixedOptions: MixedOptions = {
  fromRate: whole(values, "mixed-from", 1, 100_000),
  stepSeconds: whole(values, "mixed-duration", 1, 600),
  maxSteps: whole(values, "mixed-steps", 0, 50),
  p99LimitMs: whole(values, "p99", 1, 600_000),
  timeoutSeconds: options.timeoutSeconds,
};

interface Measured {
  page: Page | { name: string; label: string; target?: undefined };
  measurement: Measurement;
  load: string;
  /** CPU per request of the server's process and of PostgreSQL, abandoned requests included. */
  cpu: CpuReading | undefined;
}

/**
 * A page's load and the bare page's just before and just after it: this machine's speed drifts
 * by a third within minutes (bench/README.md#server-rendering-throughput), so a page is compared
 * with bare loads beside it, not with one measured minutes earlier.
 */
interface Row extends Measured {
  bare: [before: Measured, after: Measured];
}

async function measurePage(
  server: ShopServer,
  page: Measured["page"] & Pick<Page, "nextPath">,
  warm = true,
): Promise<Measured> {
  if (warm && warmupSeconds > 0) {
    await load(server.origin, page.nextPath, { ...options, durationSeconds: warmupSeconds });
    await settle(server.origin);
  }
  const loadBefore = load1();
  const cpuBefore = readCpu(server.pid);
  const measurement = await load(server.origin, page.nextPath, options);
  const settledMs = await settle(server.origin);
  // What the load cost, the requests autocannon gave up on included (settle waited for them;
  // its own few /healthz requests are left in as noise).
  const cpu = cpuPerRequest(
    cpuBefore,
    readCpu(server.pid),
    measurement.requests + measurement.timeouts,
  );
  console.log(
    `  ${page.name}: ${measurement.requestsPerSecond.toFixed(1)} req/s, ` +
      `p99 ${measurement.p99Ms} ms, ${measurement.errors} errors (load ${loadBefore}); ` +
      `CPU ${cpuText(cpu)} a request; settled in ${(settledMs / 1000).toFixed(1)} s`,
  );
  return { page, measurement, load: loadBefore, cpu };
}

const cpuText = (cpu: CpuReading | undefined) =>
  cpu ? `${cpu.shopMs.toFixed(1)} ms + PostgreSQL ${cpu.postgresMs.toFixed(1)} ms` : "—";

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The bare page's requests a second beside a page: the mean of its loads before and after. */
const bareRate = (row: Row) =>
  (row.bare[0].measurement.requestsPerSecond + row.bare[1].measurement.requestsPerSecond) / 2;

const shareOf = (row: Row) => row.measurement.requestsPerSecond / bareRate(row);

function verdict(row: Row): string {
  const target = row.page.target;
  if (!target) return "";
  const share = shareOf(row);
  const shareMet = share >= target.share;
  const p99Met =
    target.p99Ms === undefined ||
    (row.measurement.requests > 0 && row.measurement.p99Ms < target.p99Ms);
  const wanted = `≥ ${percent(target.share)}${target.p99Ms ? `, p99 < ${target.p99Ms} ms` : ""}`;
  return `${wanted}: ${shareMet && p99Met ? "met" : "missed"}`;
}

function printTable(title: string, rows: Row[]) {
  console.log(`\n${title}\n`);
  console.log(
    "| page | path | req/s | p50 | p99 | bare page before / after: req/s (CPU a request) | share of bare | CPU a request (server + PostgreSQL) | not 2xx | errors (timeouts) | load | target |",
  );
  console.log("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|");
  for (const row of rows) {
    const m = row.measurement;
    // Latencies of no answered request would read as 0 ms.
    const latency = (ms: number) => (m.requests === 0 ? "—" : `${ms} ms`);
    const bare = row.bare
      .map(
        ({ measurement, cpu }) =>
          `${measurement.requestsPerSecond.toFixed(1)} (${cpu ? `${cpu.shopMs.toFixed(1)} ms` : "—"})`,
      )
      .join(" / ");
    console.log(
      `| ${row.page.name} | \`${row.page.label}\` | ${m.requestsPerSecond.toFixed(1)} | ` +
        `${latency(m.p50Ms)} | ${latency(m.p99Ms)} | ${bare} | ${percent(shareOf(row))} | ` +
        `${cpuText(row.cpu)} | ${m.non2xx} | ${m.errors} (${m.timeouts}) | ${row.load} | ${verdict(row)} |`,
    );
  }
}

console.log(
  `SSR bench: ${options.connections} connections, ${options.durationSeconds} s per page ` +
    `(warm-up ${warmupSeconds} s); ${uptime()}`,
);
buildBareApp();
const bareServer = await startBareServer(port + 1, values.verbose);
const tables: { title: string; rows: Row[] }[] = [];
const compared: {
  title: string;
  rows: Partial<Record<ProcessMode, Row[]>>;
  mixed: MixedResult[];
}[] = [];
let shop: ShopServer | undefined;
try {
  for (const database of databases) {
    const catalogue = database === "demo" ? "the demo catalogue" : `${products} products`;
    const comparison: (typeof compared)[number] = {
      title: `PostgreSQL, ${catalogue}`,
      rows: {},
      mixed: [],
    };
    compared.push(comparison);
    for (const mode of modes) {
      const started = await startShopOn(database, {
        products,
        port,
        verbose: values.verbose,
        buildDir: `build/ssr-${port}`,
        webConcurrency: webConcurrencyOf(mode),
      });
      shop = started.shop;
      await allListening(mode, shop.logs);
      console.log(`  ${modeTitle(mode)}`);
      const rows: Row[] = [];
      const bare = { name: "bare React Router 7", label: "/", nextPath: () => "/" };
      let before = await measurePage(bareServer, bare);
      const pages = await shopPages(shop.origin);
      for (const page of pages) {
        const measured = await measurePage(shop, page);
        const after = await measurePage(bareServer, bare, false);
        rows.push({ ...measured, bare: [before, after] });
        before = after;
      }
      comparison.rows[mode] = rows;
      if (mixedOptions.maxSteps > 0) {
        console.log(`  the mixed load, ${modeTitle(mode)}:`);
        const result = await highestHeldRate(shop.origin, pages, mixedOptions, (step) =>
          console.log(`    ${stepText(step)}`),
        );
        comparison.mixed.push({ mode, ...result });
      }
      await shop.stop();
      shop = undefined;
      tables.push({ title: `PostgreSQL, ${catalogue}, ${modeTitle(mode)} (${started.url})`, rows });
    }
  }
} finally {
  await shop?.stop();
  await bareServer.stop();
}

for (const table of tables) printTable(table.title, table.rows);
for (const { title, rows, mixed } of compared) {
  printSideBySide(title, rows.one, rows.all);
  printMixed(title, mixed, mixedOptions.p99LimitMs);
}
console.log(`\nAt the end: ${uptime()}`);
