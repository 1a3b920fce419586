import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // BUILD_DIR lets parallel test runs (E2E_PORT) build side by side without clobbering.
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
