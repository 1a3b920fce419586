/**
 * The bare React Router 7 page the shop's pages are measured beside: bench/ssr/bare, one route
 * with a small loader, built with the shop's own react-router and vite and served by the shop's
 * own production server (http-server/serve.mjs: Express, helmet, compression, the access log).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { type ShopServer, startServerProcess } from "../abuse/server.ts";

const BARE_DIR = "bench/ssr/bare";
const BARE_BUILD = path.join(BARE_DIR, "build/server/index.js");
const BARE_SOURCES = ["app", "react-router.config.ts", "vite.config.ts"].map((entry) =>
  path.join(BARE_DIR, entry),
);

function newest(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile())
    .reduce(
      (time, file) => Math.max(time, statSync(path.join(file.parentPath, file.name)).mtimeMs),
      0,
    );
}

/** Builds the bare app when its build is missing or older than its sources or package-lock.json. */
export function buildBareApp(): void {
  const builtAt = existsSync(BARE_BUILD) ? statSync(BARE_BUILD).mtimeMs : 0;
  const sourcesAt = Math.max(...BARE_SOURCES.map(newest), newest("package-lock.json"));
  if (builtAt > sourcesAt) return;
  console.log("Building the bare React Router 7 app (bench/ssr/bare)…");
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: BARE_DIR,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`building bench/ssr/bare exited with ${result.status}`);
}

export function startBareServer(port: number, verbose: boolean): Promise<ShopServer> {
  return startServerProcess({
    port,
    verbose,
    args: ["http-server/serve.mjs", BARE_BUILD],
    env: { NODE_ENV: "production" },
  });
}
