import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // BUILD_DIR lets parallel test runs (E2E_PORT) build side by side without clobbering.
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
  // Whether another site may post is the shop's own guard's to say, with its 403 and reason, for
  // page actions as for every other route (docs/security.md#requests-from-other-sites). React
  // Router's own check would answer a page action "Bad Request" 400 before the guard runs.
  allowedActionOrigins: ["**"],
  // /sw.js and /version.json are made from the finished build (docs/pwa.md#the-build).
  // Imported here, not above: Workbox's build tools are for builds only, not the dev server.
  buildEnd: async ({ reactRouterConfig }) => {
    const { buildServiceWorker } = await import("./scripts/service-worker.ts");
    await buildServiceWorker(reactRouterConfig.buildDirectory);
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
