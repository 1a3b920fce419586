/**
 * The service worker's build (docs/pwa.md#the-build), run by react-router.config.ts's buildEnd
 * after every `react-router build` (npm run build, npm start, the e2e server, the Dockerfile):
 * esbuild bundles app/service-worker/sw.ts, Workbox writes the build's assets into it as
 * build/client/sw.js, and build/client/version.json names the build for the pages that poll it.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";

const SOURCE = fileURLToPath(new URL("../app/service-worker/sw.ts", import.meta.url));

/**
 * The build's version: React Router's, which names its browser manifest file
 * (`assets/manifest-<version>.js`) and which every page carries (`__reactRouterManifest.version`).
 */
export function buildVersion(clientDir: string): string {
  const assets = fs.readdirSync(path.join(clientDir, "assets"));
  const manifest = assets.find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!manifest) throw new Error(`no React Router manifest in ${clientDir}/assets`);
  const text = fs.readFileSync(path.join(clientDir, "assets", manifest), "utf8");
  const version = /"version":"([^"]+)"/.exec(text)?.[1];
  if (!version) throw new Error(`no version in ${manifest}`);
  return version;
}

export async function buildServiceWorker(buildDirectory: string): Promise<void> {
  const clientDir = path.join(buildDirectory, "client");
  const version = buildVersion(clientDir);
  const bundled = path.join(buildDirectory, "sw.bundle.js");
  await build({
    entryPoints: [SOURCE],
    outfile: bundled,
    bundle: true,
    format: "iife",
    target: "es2020",
    minify: true,
    // Workbox's own logging is for development builds only.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    logLevel: "warning",
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: path.join(clientDir, "sw.js"),
    globDirectory: clientDir,
    // Every script and style of the build (any page may need them offline), the offline page
    // and what the manifest and the pages' heads name.
    globPatterns: [
      "assets/**/*.{js,css}",
      "offline.html",
      "favicon.svg",
      "icon-192.png",
      "site.webmanifest",
    ],
    // React Router's copy of the root's styles, moved from the server build: no page names it.
    globIgnores: ["assets/server-build-*"],
    // Their names carry their content's hash already.
    dontCacheBustURLsMatching: /^assets\//,
  });
  fs.rmSync(bundled);
  for (const warning of warnings) console.warn(`[meet-market] service worker: ${warning}`);
  fs.writeFileSync(path.join(clientDir, "version.json"), `${JSON.stringify({ version })}\n`);
  console.log(
    `[meet-market] service worker: build ${version}, ${count} files precached (${Math.round(size / 1024)} KB)`,
  );
}
