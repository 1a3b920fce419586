import type { Config } from "@react-router/dev/config";

// The shop's own settings (react-router.config.ts at the root) but what only the shop needs.
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
