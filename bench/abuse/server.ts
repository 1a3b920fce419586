/**
 * The production server the abuse bench attacks (and bench/ssr.ts measures): `node
 * http-server/start.mjs` as `npm start` runs it, Node options included (it builds when the build is
 * missing or older than the sources), on its own port and build directory, with its output kept
 * so the probes can read what it logged.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { waitForHealth } from "../wait-for-health.ts";

/** CODE_BUDGET_PER_HOUR of the attacked server. */
export const SMS_BUDGET_PER_HOUR = 100;

export interface ShopServer {
  origin: string;
  port: number;
  /** The server's process id. */
  pid: number;
  /** Every line the server wrote to stdout or stderr so far, but its access log. */
  logs: string[];
  /** Its access log (morgan's "POST /graphql 413 - - 1.3 ms"), a line per answered request. */
  access: string[];
  /** The server's resident memory now, in bytes (Linux /proc). */
  rssBytes(): number;
  /** OPERATOR_API_TOKEN of the shop started by startShopServer: the staff's own API. */
  operatorToken?: string;
  stop(): Promise<void>;
}

export interface ShopServerOptions {
  port: number;
  /** DATABASE_URL: memory:// (a fresh demo catalogue) or postgres://… */
  database: string;
  /** Print what the server logs, but for its access log. */
  verbose: boolean;
  /** Where http-server/start.mjs builds (BUILD_DIR): build/abuse-<port> unless given. */
  buildDir?: string;
  /**
   * WEB_CONCURRENCY (docs/architecture.md#one-worker-per-core): "1" unless given, one process
   * whose memory and CPU the benches read; "" for the default, a worker per core.
   */
  webConcurrency?: string;
}

/** morgan's access log lines: "GET /catalog/obuv 200 - - 12.3 ms". */
const ACCESS_LOG = /^[A-Z][A-Z-]* \S+ \d{3} /;

function keepLines(
  child: ChildProcess,
  server: Pick<ShopServer, "logs" | "access">,
  verbose: boolean,
) {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on("line", (line) => {
      if (ACCESS_LOG.test(line)) {
        server.access.push(line);
        return;
      }
      server.logs.push(line);
      if (verbose) console.log(`  [server] ${line}`);
    });
  }
}

export async function startShopServer(options: ShopServerOptions): Promise<ShopServer> {
  const { port, database, verbose } = options;
  // The staff's API, for probes that check what the shop holds (the orders' numbers) as the
  // staff would, never as a visitor: a fresh token per run.
  const operatorToken = randomBytes(32).toString("hex");
  const server = await startServerProcess({
    port,
    verbose,
    args: ["http-server/start.mjs"],
    env: {
      NODE_ENV: "production",
      DATABASE_URL: database,
      // PostgreSQL means production, which refuses to start with neither SMS.ru nor SMTP
      // (docs/decisions/030-demo-and-production.md): the bench sends its codes to the outbox.
      SHOP_MODE: "demo",
      // Required in production on PostgreSQL; a fresh one per run signs nothing that outlives it.
      AUTH_SECRET: randomBytes(32).toString("hex"),
      SHOP_API_URL: "",
      // The loopback is the proxy here: the bench writes X-Forwarded-For as a proxy would.
      TRUST_PROXY: "loopback",
      PUBLIC_SITE_URL: "",
      ALLOWED_ORIGINS: "",
      BUILD_DIR: options.buildDir ?? `build/abuse-${port}`,
      WEB_CONCURRENCY: options.webConcurrency ?? "1",
      OPERATOR_API_TOKEN: operatorToken,
      // The shop's budget of codes (docs/identity.md#the-shops-budget-of-codes), small enough
      // for the SMS pump probe (bench/abuse/sms.ts) to spend it.
      CODE_BUDGET_PER_HOUR: String(SMS_BUDGET_PER_HOUR),
    },
  });
  return { ...server, operatorToken };
}

export interface ServerProcessOptions {
  port: number;
  /** Node's arguments: a script of this repository and its own. */
  args: string[];
  /** Added to this process's environment (PORT and HOST are set here). */
  env: Record<string, string>;
  verbose: boolean;
}

/**
 * The Node options of `npm start` (package.json's start script: `node --… http-server/start.mjs`),
 * which every server here is given, the bare page's as the shop's.
 */
function startOptions(): string[] {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
    scripts: { start: string };
  };
  return scripts.start.split(/\s+/).filter((word) => word.startsWith("--"));
}

/** A Node HTTP server of this repository in a child process, once its /healthz answers 200. */
export async function startServerProcess(options: ServerProcessOptions): Promise<ShopServer> {
  const { port, verbose } = options;
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...startOptions(), ...options.args], {
    env: { ...process.env, ...options.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const access: string[] = [];
  keepLines(child, { logs, access }, verbose);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    child.kill("SIGTERM");
    console.error(logs.slice(-30).join("\n"));
    throw error;
  }
  return {
    origin,
    port,
    pid: child.pid ?? 0,
    logs,
    access,
    rssBytes() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN);
      return kilobytes * 1024;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await exited;
    },
  };
}
