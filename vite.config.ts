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

/**
 * The browser's chunks. Left to itself, Rollup cuts the code most pages share into some twenty
 * small files, and gzip compresses each alone: the product page paid about 6 KB for that. So
 * React, React Router and the storefront's shell each make one chunk. The shell is what the root
 * route and most screens use: the top-level components of app/components (header, footer, cards,
 * page frame), app/lib, the shared route UI, the page list and icons. Components in folders of
 * app/components belong to their routes; the browser-storage lists (valibot, local-store, recent
 * and recently viewed) go with the pages that show them; and what loads on first use (the search
 * popup, the sign-in forms, sonner, analytics) must stay out, or it would load with every page.
 * Decision record 017.
 */
function browserChunk(id: string): string | undefined {
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "react";
  if (id.includes("/node_modules/react-router/")) return "react-router";
  if (/\/node_modules\/(lucide-react|gql\.tada)\//.test(id)) return "shell";
  const shared =
    /\/app\/(components\/(ui\/)?[\w-]+|lib\/[\w-]+|content\/pages|routes\/_shared\/(ui|meta|plural|dates))\.tsx?$/;
  const notShell =
    /\/(search-popup(-model)?|analytics|blog-card|flash-without-script|local-store|recent|use-record-recently-viewed|use-product-cards)\.tsx?$|\/sign-in\//;
  return shared.test(id) && !notShell.test(id) ? "shell" : undefined;
}

export default defineConfig({
  plugins: [reactRouterProductionBuild(), tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // PGlite loads its WebAssembly and extension bundles relative to its own files,
  // so it must stay an external Node module rather than be pre-bundled.
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  environments: {
    client: { build: { rollupOptions: { output: { manualChunks: browserChunk } } } },
  },
  ssr: { external: ["@electric-sql/pglite", "pg"] },
});
