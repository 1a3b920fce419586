import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * React Router's package exports only its development build (remix-run/react-router#14102): the
 * browser would get its dev-only warnings. The browser build takes the production one instead;
 * the server keeps the package's own entry, so it shares one copy with @react-router/node.
 */
function reactRouterProductionBuild(): Plugin {
  const production = (file: string) =>
    fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  const entries: Record<string, string> = {
    "react-router": production("index.mjs"),
    "react-router/dom": production("dom-export.mjs"),
  };
  return {
    name: "meet-market:react-router-production-build",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      if (this.environment.name !== "client") return null;
      return entries[source] ?? null;
    },
  };
}

export default defineConfig({
  plugins: [reactRouterProductionBuild(), tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // PGlite loads its WebAssembly and extension bundles relative to its own files,
  // so it must stay an external Node module rather than be pre-bundled.
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  ssr: { external: ["@electric-sql/pglite", "pg"] },
});
