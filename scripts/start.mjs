// `npm start`: builds when the build is missing or older than its sources, then serves it.
// The server itself validates the environment, migrates and (on first start) seeds the database.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const BUILD_OUTPUT = `${process.env.BUILD_DIR || "build"}/server/index.js`;
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
  if (!fs.existsSync(BUILD_OUTPUT)) return true;
  const builtAt = fs.statSync(BUILD_OUTPUT).mtimeMs;
  return BUILD_INPUTS.some((entry) => newestSourceTime(entry) > builtAt);
}

try {
  process.loadEnvFile(".env");
} catch (error) {
  if (error.code !== "ENOENT") throw error;
}
process.env.NODE_ENV ??= "production";

if (buildIsStale()) {
  console.log("[meet-market] building the storefront (react-router build)…");
  // Always a production build: under NODE_ENV=test (the e2e server) Vite would otherwise ship
  // React's development build to the browser, and a later `npm start` would serve it as is.
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { serve } = await import("./serve.mjs");
await serve({ buildPath: BUILD_OUTPUT });
