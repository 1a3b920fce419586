/**
 * `npm run bench:sitemap -- [--database demo,large] [--products 50000] [--rounds 3]
 * [--port 4590] [--verbose]`: how long the production build takes to send /sitemap.xml and
 * every part it lists, and how much memory its process takes meanwhile.
 *
 * For each database the shop is started as `npm start` does (bench/abuse/server.ts: its own
 * port and build directory build/sitemap-<port>), on PostgreSQL:
 *   demo   the demo catalogue (BENCH_SSR_DEMO_URL, as bench/ssr.ts), seeded by the first start;
 *   large  the catalogue bench's database of --products products (bench/bench-database.ts),
 *          seeded once when it holds fewer, reused otherwise.
 * After a warm-up fetch of every file, each round fetches the index and then each part one
 * after the other, as a crawler would, reading each body as it streams in and keeping none of
 * it. Every file's time to first and last byte is recorded, and the server's resident memory
 * (VmRSS of its process) is sampled every 20 ms: the idle figure before the round and the peak
 * during it. Memory is flat when the peak above idle stays the same whatever the catalogue's
 * size. Targets (issue 18): every file's last byte within LIMIT_MS, and the peak at most
 * RSS_GROWTH_LIMIT_MB above idle. Exits 1 when one is missed. See bench/README.md#sitemap.
 */
import { parseArgs } from "node:util";
import type { ShopServer } from "./abuse/server.ts";
import { databasesOf, DATABASES, load1, startShopOn, uptime, whole } from "./options.ts";

/** The most one file may take to its last byte: a crawler's patience, with room to spare. */
const LIMIT_MS = 10_000;
/** The most the server's memory may grow while it sends the sitemap. */
const RSS_GROWTH_LIMIT_MB = 64;
const SAMPLE_MS = 20;

const { values } = parseArgs({
  options: {
    database: { type: "string", default: DATABASES.join(",") },
    products: { type: "string", default: "50000" },
    rounds: { type: "string", default: "3" },
    port: { type: "string", default: "4590" },
    verbose: { type: "boolean", default: false },
  },
});

const products = whole(values, "products", 1, 1_000_000);
const rounds = whole(values, "rounds", 1, 20);
const port = whole(values, "port", 1024, 65_534);
const databases = databasesOf(values.database);

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

interface FileTiming {
  path: string;
  status: number;
  bytes: number;
  urls: number;
  firstByteMs: number;
  lastByteMs: number;
}

/** Fetches a file, counting its bytes and `<loc>`s as they stream in; keeps none of them. */
async function fetchFile(origin: string, path: string): Promise<FileTiming & { locs: string[] }> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`);
  const firstByteMs = performance.now() - started;
  const decoder = new TextDecoder();
  let bytes = 0;
  let urls = 0;
  let tail = "";
  const locs: string[] = [];
  // Only the index's locations are kept (a handful); a part's are only counted.
  const keep = path === "/sitemap.xml";
  if (!response.body) throw new Error(`${path}: no body`);
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    const text = tail + decoder.decode(chunk, { stream: true });
    const cut = text.lastIndexOf("</loc>");
    const complete = cut === -1 ? "" : text.slice(0, cut + "</loc>".length);
    tail = cut === -1 ? text : text.slice(cut + "</loc>".length);
    for (const [, loc] of complete.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      urls += 1;
      if (keep && loc) locs.push(loc);
    }
  }
  return {
    path,
    status: response.status,
    bytes,
    urls,
    firstByteMs,
    lastByteMs: performance.now() - started,
    locs,
  };
}

interface Round {
  files: FileTiming[];
  idleRss: number;
  peakRss: number;
  totalMs: number;
}

/** The index and every part it names, one after the other, with the server's memory sampled. */
async function round(server: ShopServer): Promise<Round> {
  const idleRss = server.rssBytes();
  let peakRss = idleRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, server.rssBytes());
  }, SAMPLE_MS);
  const started = performance.now();
  try {
    const index = await fetchFile(server.origin, "/sitemap.xml");
    const files: FileTiming[] = [index];
    for (const loc of index.locs) files.push(await fetchFile(server.origin, new URL(loc).pathname));
    return { files, idleRss, peakRss, totalMs: performance.now() - started };
  } finally {
    clearInterval(sampler);
  }
}

interface Result {
  database: string;
  rounds: Round[];
}

console.log(`Sitemap bench: ${rounds} rounds per database; ${uptime()}`);
const results: Result[] = [];
let shop: ShopServer | undefined;
try {
  for (const database of databases) {
    const started = await startShopOn(database, {
      products,
      port,
      verbose: values.verbose,
      buildDir: `build/sitemap-${port}`,
    });
    shop = started.shop;
    // Warm-up: the build's modules, the database's pages and the API's plans.
    await round(shop);
    const done: Round[] = [];
    for (let n = 1; n <= rounds; n += 1) {
      // Let the last round's garbage go before the idle figure is read.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const measured = await round(shop);
      const slowest = Math.max(...measured.files.map((file) => file.lastByteMs));
      console.log(
        `  round ${n}: ${measured.files.length} files in ${measured.totalMs.toFixed(0)} ms ` +
          `(slowest ${slowest.toFixed(0)} ms); RSS idle ${mb(measured.idleRss)} MB, ` +
          `peak ${mb(measured.peakRss)} MB (load ${load1()})`,
      );
      done.push(measured);
    }
    await shop.stop();
    shop = undefined;
    results.push({ database: database === "demo" ? "demo" : `${products} products`, rounds: done });
  }
} finally {
  await shop?.stop();
}

let missed = false;
for (const result of results) {
  const last = result.rounds.at(-1);
  if (!last) continue;
  console.log(`\nPostgreSQL, ${result.database}: the last round, file by file\n`);
  console.log("| file | status | URLs | KB | first byte | last byte |");
  console.log("|---|--:|--:|--:|--:|--:|");
  for (const file of last.files) {
    console.log(
      `| \`${file.path}\` | ${file.status} | ${file.urls} | ${(file.bytes / 1024).toFixed(0)} | ` +
        `${file.firstByteMs.toFixed(0)} ms | ${file.lastByteMs.toFixed(0)} ms |`,
    );
  }
  const slowest = Math.max(
    ...result.rounds.flatMap((measured) => measured.files.map((file) => file.lastByteMs)),
  );
  const growth = Math.max(...result.rounds.map((measured) => measured.peakRss - measured.idleRss));
  const failed = result.rounds.some((measured) =>
    measured.files.some((file) => file.status !== 200),
  );
  const met = slowest <= LIMIT_MS && growth <= RSS_GROWTH_LIMIT_MB * 1024 * 1024 && !failed;
  missed ||= !met;
  console.log(
    `\nslowest file ${slowest.toFixed(0)} ms (limit ${LIMIT_MS}), RSS growth at most ` +
      `${mb(growth)} MB (limit ${RSS_GROWTH_LIMIT_MB}): ${met ? "met" : "missed"}`,
  );
}
console.log(`\nAt the end: ${uptime()}`);
process.exit(missed ? 1 : 0);
