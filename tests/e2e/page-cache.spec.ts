import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { expect, test } from "./support/test.ts";
import pg from "pg";
import { get, workersOf } from "./support/cluster.ts";

// The storefront's page cache (docs/caching.md#the-storefronts-page-cache) on a real database:
// a second production server of the build the suite made, on a PostgreSQL database of its own,
// whose prices this test changes in SQL as an operator's tools would. The cached page must show
// the new price as soon as the database announces the change, long before its minute is up.
// The server runs two workers (docs/architecture.md#one-worker-per-core), each with its own page
// cache, read cache and catalogue index: every one of them must follow the change. The last
// tests kill a worker and stop the server. Plain requests, each on a connection of its own (the
// cluster hands connections to the workers in turn): the desktop project only
// (playwright.config.ts). It needs the PostgreSQL of TEST_DATABASE_URL, as the database tests do
// (CI sets it; README.md#quick-start).

const baseUrl = process.env.TEST_DATABASE_URL;
const e2ePort = Number(process.env.E2E_PORT ?? 3100);
const port = e2ePort + 7;
const origin = `http://127.0.0.1:${port}`;
const database = `page_cache_e2e_${e2ePort}`;
/** Well inside the page's minute of freshness (s-maxage=60): only the invalidation explains it. */
const SHOWN_WITHIN_MS = 15_000;

function databaseUrl(name: string): string {
  const url = new URL(baseUrl ?? "postgres://postgres@127.0.0.1:5432/test");
  url.pathname = `/${name}`;
  return url.href;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>, name?: string): Promise<T> {
  const client = new pg.Client({ connectionString: name ? databaseUrl(name) : baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const WORKERS = 2;

let server: ChildProcess | undefined;
/** What the server wrote to stdout but its access log: the start-up line among them. */
const logged: string[] = [];

test.describe("the page cache", () => {
  test.skip(!baseUrl, "needs TEST_DATABASE_URL: the test writes a price in PostgreSQL");
  // One server and one database for the file: tests split over workers would each run beforeAll
  // and drop the database under the other's server.
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // The name holds digits only besides its own letters: an identifier cannot be bound.
    await admin(async (client) => {
      await client.query(`drop database if exists "${database}" with (force)`);
      await client.query(`create database "${database}"`);
    });
    server = spawn(process.execPath, ["http-server/start.mjs"], {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        WEB_CONCURRENCY: String(WORKERS),
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: databaseUrl(database),
        // PostgreSQL means production unless told (docs/decisions/030-demo-and-production.md).
        SHOP_MODE: "demo",
        SHOP_API_URL: "",
        // The build the suite's own server runs (playwright.config.ts): never built again here.
        BUILD_DIR: process.env.E2E_PORT ? `build/e2e-${e2ePort}` : "build",
      },
    });
    // Its errors still reach Playwright's output.
    for (const stream of [server.stdout, server.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on("line", (line) => {
        if (line.startsWith("[meet-market]")) logged.push(line);
        if (stream === server?.stderr) process.stderr.write(`${line}\n`);
      });
    }
    // The first start migrates and seeds the demo catalogue.
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${origin}/healthz`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 150_000, intervals: [500] },
      )
      .toBe(200);
    // The first worker answers before the others listen; the primary says when they all do.
    await expect
      .poll(() => logged.find((line) => line.startsWith(`[meet-market] ${origin}:`)), {
        timeout: 60_000,
      })
      .toContain(`${WORKERS} workers (WEB_CONCURRENCY)`);
  });

  test.afterAll(async () => {
    if (server?.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await admin((client) => client.query(`drop database if exists "${database}" with (force)`));
  });

  test("a cached product page shows a price change as soon as it is made", async () => {
    const [product] = await admin(
      async (client) =>
        (
          await client.query<{ id: number; slug: string }>(
            `select p.id, p.slug from product p
              where p.active and exists (select 1 from product_item i
                where i.product_id = p.id and i.active and not i.is_sold and not i.is_reserved)
              order by p.id limit 1`,
          )
        ).rows,
      database,
    );
    if (!product) throw new Error("the seed has no product on sale");
    const page = `${origin}/product/${product.slug}`;
    const visit = async () => {
      const response = await get(page);
      expect(response.status).toBe(200);
      return { cache: response.headers["x-page-cache"], html: response.body };
    };
    const price = /12\s?345\s?₽/;

    // Both workers answer, each from a cache of its own: the page is rendered once by each.
    expect(workersOf(server?.pid ?? 0)).toHaveLength(WORKERS);
    const before: Awaited<ReturnType<typeof visit>>[] = [];
    for (let i = 0; i < 3 * WORKERS; i += 1) before.push(await visit());
    expect(before.filter((answer) => answer.cache === "MISS")).toHaveLength(WORKERS);
    expect(before.at(-1)?.cache).toBe("HIT");
    for (const answer of before) expect(answer.html).not.toMatch(price);

    // One committed change, as an operator's price update: the items and the product's summary
    // (in kopecks: 12 345 ₽).
    await admin(async (client) => {
      await client.query("begin");
      await client.query(
        "update product_item set price = 1234500, old_price = null where product_id = $1",
        [product.id],
      );
      await client.query("update product set min_price = 1234500 where id = $1", [product.id]);
      await client.query("commit");
    }, database);

    // Each worker hears of the change and renders the page again, once: as many renders with
    // the new price as there are workers (one that missed the change would keep its old page).
    let renderedAnew = 0;
    await expect
      .poll(
        async () => {
          const answer = await visit();
          if (answer.cache === "MISS" && price.test(answer.html)) renderedAnew += 1;
          return renderedAnew;
        },
        { timeout: SHOWN_WITHIN_MS, intervals: [200] },
      )
      .toBe(WORKERS);
    // And the page is kept again, with the new price, by every worker.
    for (let i = 0; i < 2 * WORKERS; i += 1) {
      const kept = await visit();
      expect(kept.cache).toBe("HIT");
      expect(kept.html).toMatch(price);
    }
  });

  test("a filtered listing follows a price change at once (the catalogue index)", async () => {
    // The listing and its facets come from the catalogue held in memory
    // (docs/caching.md#the-catalogue-index): read again after the change, not a minute later.
    const [product] = await admin(
      async (client) =>
        (
          await client.query<{ id: number; slug: string; price: number }>(
            `select p.id, p.slug, min(i.price)::int as price from product p
              join directory d on d.id = p.directory_id and d.slug = 'obuv'
              join product_item i on i.product_id = p.id and i.active and not i.is_sold
                and not i.is_reserved and i.deleted_at is null
              where p.active and p.deleted_at is null
              group by p.id order by p.id desc limit 1`,
          )
        ).rows,
      database,
    );
    if (!product) throw new Error("the seed has no shoe on sale");
    const listing = (roubles: number) =>
      `${origin}/catalog/obuv?priceFrom=${roubles}&priceTo=${roubles}`;
    const lists = async (address: string) => {
      const response = await get(address);
      expect(response.status).toBe(200);
      return response.body.includes(`href="/product/${product.slug}"`);
    };
    const before = Math.floor(product.price / 100);
    expect(await lists(listing(before))).toBe(true);
    expect(await lists(listing(23_456))).toBe(false);

    // Every item of the product now costs 23 456 ₽ (in kopecks), committed at once.
    await admin(
      (client) =>
        client.query("update product_item set price = 2345600 where product_id = $1", [product.id]),
      database,
    );

    await expect
      .poll(() => lists(listing(23_456)), { timeout: SHOWN_WITHIN_MS, intervals: [200] })
      .toBe(true);
    // Every worker lists it at its new price, and the range it left no longer lists it, though
    // that page was kept a moment ago.
    await expect
      .poll(
        async () => {
          const answers: boolean[] = [];
          for (let i = 0; i < 2 * WORKERS; i += 1) {
            answers.push((await lists(listing(23_456))) && !(await lists(listing(before))));
          }
          return answers.every(Boolean);
        },
        { timeout: SHOWN_WITHIN_MS, intervals: [200] },
      )
      .toBe(true);
  });

  test("a shopper's cookies are never answered from the cache", async () => {
    const response = await fetch(`${origin}/catalog/obuv`, {
      headers: { cookie: "meet-market-color-mode=ImRhcmsi" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-page-cache")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
  });

  test("a worker that dies is replaced, and the site answers meanwhile", async () => {
    const primary = server?.pid ?? 0;
    const [killed, survivor] = workersOf(primary);
    if (!killed || !survivor) throw new Error("the server has fewer than two workers");
    const page = `${origin}/info/contacts`;
    for (let i = 0; i < 2 * WORKERS; i += 1) expect((await get(page)).status).toBe(200);

    process.kill(killed, "SIGKILL");
    // Once the primary has seen it go, the other worker answers every connection. (A connection
    // the primary hands over in the moment between the death and its notice is lost with the
    // worker: docs/architecture.md#one-worker-per-core.)
    await expect
      .poll(() => logged.some((line) => line.includes(`worker ${killed} exited`)), {
        timeout: 10_000,
      })
      .toBe(true);
    for (let i = 0; i < 2 * WORKERS; i += 1) expect((await get(page)).status).toBe(200);

    // A new worker takes its place: two again, and a page the survivor keeps is rendered anew
    // (a cache of its own, empty) once the newcomer answers.
    await expect.poll(() => workersOf(primary).length, { timeout: 30_000 }).toBe(WORKERS);
    expect(workersOf(primary)).toContain(survivor);
    await expect
      .poll(async () => (await get(page)).headers["x-page-cache"], {
        timeout: 60_000,
        intervals: [200],
      })
      .toBe("MISS");
  });

  test("SIGTERM lets a request in flight finish before the server exits", async () => {
    // A request whose body is still arriving when the signal comes: the worker stops taking
    // connections but answers it, then every process exits, the primary with 0.
    const body = JSON.stringify({ query: "{ __typename }" });
    const slow = get(`${origin}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: [body.slice(0, 5), body.slice(5)],
      pauseMs: 1500,
    });
    const exited = new Promise<number | null>((resolve) =>
      server?.once("exit", (code) => resolve(code)),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    server?.kill("SIGTERM");
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { __typename: "Query" } });
    expect(await exited).toBe(0);
    expect(logged.join("\n")).toMatch(/SIGTERM: finishing open requests/);
  });
});
