// The production build when it is missing or older than its sources: `npm start` (start.mjs)
// calls it before serving, `npm test` (test.ts) as its own timed phase before the browser
// tests, whose servers then find it current. Run directly, it builds into BUILD_DIR (or build/).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const BUILD_INPUTS = [
  "app",
  "public",
  "server",
  "package-lock.json",
  "react-router.config.ts",
  // Its buildEnd makes the service worker (docs/pwa.md#the-build).
  "scripts/service-worker.ts",
  "vite.config.ts",
  "tsconfig.json",
];

/** Where the server module of the build in BUILD_DIR (or build/) is. */
export function buildOutput() {
  return `${process.env.BUILD_DIR || "build"}/server/index.js`;
}

function newestSourceTime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && !/\.test\.tsx?$/.test(file.name))
    .reduce(
      (newest, file) =>
        Math.max(newest, fs.statSync(path.join(file.parentPath, file.name)).mtimeMs),
      0,
    );
}

function buildIsStale() {
  const output = buildOutput();
  if (!fs.existsSync(output)) return true;
  const builtAt = fs.statSync(output).mtimeMs;
  return BUILD_INPUTS.some((entry) => newestSourceTime(entry) > builtAt);
}

/** Builds when the build is missing or stale; returns the exit status (0 when current). */
export function buildIfStale() {
  if (!buildIsStale()) return 0;
  console.log("[meet-market] building the storefront (react-router build)…");
  // Always a production build: under NODE_ENV=test (the e2e server) Vite would otherwise ship
  // React's development build to the browser, and a later `npm start` would serve it as is.
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(buildIfStale());
