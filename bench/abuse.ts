/**
 * `npm run bench:abuse -- [--port N] [--database postgres://…] [--only graphql,sms,…] [--verbose]`:
 * the attacks that once froze the shop, sent 500s or let other sites act for a shopper, repeated
 * against the production build (docs/security.md#fuzzing-and-the-abuse-bench). Each probe prints
 * what was expected, what was observed and whether it held; the process exits 1 if any did not.
 *
 * The server is the one of `npm start` (http-server/start.mjs builds when sources are newer), on its
 * own port and build directory, on a fresh in-memory database with the demo catalogue unless
 * --database names a PostgreSQL one (migrated, and seeded when empty). Probes, in order:
 *   graphql  aliases, a 5.6 MB body, depth 8 and the worst allowed document, each while /healthz
 *            is measured (target: under 100 ms); introspection; CORS (bench/abuse/graphql.ts)
 *   sms      /api/send-sms: a client's hourly cap, in turn and at once; the shop's budget against
 *            an SMS pump; bot load times; other sites' form posts (bench/abuse/sms.ts)
 *   input    NUL bytes and posts in other formats: 4xx, never 500; a forged Host (input.ts)
 *   ipx      /_ipx off the ladder, AVIF, 100 variants of one picture (ipx.ts)
 *   streams  slow and vanishing readers of a gzipped page (streams.ts)
 *   orders   /orders/1…1000, their data requests and publicOrder asked anonymously: nothing
 *            revealed of the orders among them (orders.ts)
 *   http     personal pages by other spellings never public; every method and request target
 *            answered 405/501/400/204, no stack trace (http-layer.ts)
 *   uploads  10 parallel 25 MB anonymous multipart POSTs to /graphql and to the review form,
 *            declared and chunked: each refused within 100 ms, /healthz p99 under 100 ms, RSS
 *            growth under 50 MB (uploads.ts)
 * and last, the server's access log over the whole run: no 5xx but the deliberate 501 to a
 * method nobody implements. See bench/README.md.
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { graphqlProbes, readCatalogue } from "./abuse/graphql.ts";
import { httpLayerProbes } from "./abuse/http-layer.ts";
import { inputProbes } from "./abuse/input.ts";
import { ipxProbes } from "./abuse/ipx.ts";
import { orderProbes } from "./abuse/orders.ts";
import { printTable, type ProbeResult, runProbe } from "./abuse/report.ts";
import { type ShopServer, startShopServer } from "./abuse/server.ts";
import { smsProbes } from "./abuse/sms.ts";
import { streamProbes } from "./abuse/streams.ts";
import { uploadProbes } from "./abuse/uploads.ts";

const GROUPS = ["graphql", "sms", "input", "ipx", "streams", "orders", "http", "uploads"] as const;
type Group = (typeof GROUPS)[number];

const { values } = parseArgs({
  options: {
    // Not 4190: browsers and fetch refuse it (the Fetch standard's "bad ports").
    port: { type: "string", default: "4390" },
    database: { type: "string", default: "memory://" },
    only: { type: "string" },
    verbose: { type: "boolean", default: false },
  },
});
const port = Number(values.port);
if (!Number.isSafeInteger(port) || port < 1024 || port > 65_535) {
  console.error("--port must be a port number from 1024 to 65535");
  process.exit(1);
}
if (!/^(memory:\/\/|postgres(ql)?:\/\/.+)$/.test(values.database)) {
  console.error("--database must be memory:// or postgres://user@host:5432/database");
  process.exit(1);
}
const groups = (values.only?.split(",") ?? [...GROUPS]).map((group) => group.trim());
const unknown = groups.filter((group) => !(GROUPS as readonly string[]).includes(group));
if (unknown.length > 0) {
  console.error(`--only takes ${GROUPS.join(", ")}; not ${unknown.join(", ")}`);
  process.exit(1);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

function accessLogHas5xx(server: ShopServer): ProbeResult {
  // "GET /path 503 12 - 1.2 ms": the third field is the status.
  // 501 is the deliberate answer to a method nobody implements (docs/security.md).
  const errors = server.access.filter((line) => /^5(?!01)/.test(line.split(" ")[2] ?? ""));
  return {
    probe: `the server's access log over the run (${server.access.length} requests)`,
    expected: "no 5xx",
    observed:
      errors.length === 0 ? "no 5xx" : `${errors.length}× 5xx, e.g. «${errors[0]?.slice(0, 60)}»`,
    held: errors.length === 0,
  };
}

const database = values.database.startsWith("memory") ? "in-memory PGlite" : "PostgreSQL";
console.log(`Abuse bench: production build on port ${port}, ${database}; load ${load()}`);
const server = await startShopServer({
  port,
  database: values.database,
  verbose: values.verbose,
});
const results: ProbeResult[] = [];
try {
  const catalogue = await readCatalogue(server.origin);
  const probes: Record<Group, () => Promise<ProbeResult[]>> = {
    graphql: () => graphqlProbes(server),
    sms: () => smsProbes(server),
    input: () => inputProbes(server.origin, catalogue.productSlug),
    ipx: () => ipxProbes(server),
    streams: () => streamProbes(server),
    orders: () => orderProbes(server, values.database),
    http: () => httpLayerProbes(server),
    uploads: () => uploadProbes(server, { slug: catalogue.productSlug, id: catalogue.productId }),
  };
  for (const group of GROUPS) {
    if (!groups.includes(group)) continue;
    console.log(`- ${group} (load ${load()})`);
    results.push(...(await runProbe(group, probes[group])));
  }
  results.push(accessLogHas5xx(server));
} finally {
  await server.stop();
}

console.log(`\nLoad average (1, 5, 15 min) at the end: ${load()}\n`);
printTable(results);
const failed = results.filter((result) => !result.held);
console.log(
  failed.length === 0
    ? `\nAll ${results.length} probes held.`
    : `\n${failed.length} of ${results.length} probes did not hold.`,
);
process.exit(failed.length === 0 ? 0 : 1);
