import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";

type ManualChunkMeta = Rollup.ManualChunkMeta;

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
 * workbox-window's package field `module` names its ES5 build; the browsers that run the shop (and
 * register a service worker, docs/pwa.md) take the package's own ES2017 build beside it, 1 KB gzip
 * smaller. Browser build only, as above; the code is Workbox's, only the file differs.
 */
function workboxWindowModernBuild(): Plugin {
  const modern = fileURLToPath(
    new URL("./node_modules/workbox-window/build/workbox-window.prod.mjs", import.meta.url),
  );
  return {
    name: "meet-market:workbox-window-modern-build",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      if (this.environment.name !== "client" || source !== "workbox-window") return null;
      return modern;
    },
  };
}

/**
 * GraphQL documents are declared beside the code that reads them (a card's fragment beside the
 * card), but only the server runs them: app/graphql.ts gives the browser a `graphql` that parses
 * nothing. So the browser build drops the documents' text too; types come from gql.tada at
 * compile time and do not need it.
 */
function graphqlTextOutOfBrowser(): Plugin {
  return {
    name: "meet-market:graphql-text-out-of-browser",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (this.environment.name !== "client" || !id.includes("/app/")) return null;
      if (!code.includes("graphql(")) return null;
      return { code: code.replace(/\bgraphql\(\s*`[^`]*`/g, "graphql(``"), map: null };
    },
  };
}

/**
 * The browser's chunks. Left to itself, Rollup cuts the code most pages share into some twenty
 * small files, and gzip compresses each alone: the product page paid about 6 KB for that. So
 * React, React Router and the storefront's shell each make one chunk. The shell chunk is chosen
 * by folder: app/shell (the frame every page has), app/ui (the design system) and app/lib (pure
 * helpers), and whatever those and the root import statically (a feature's piece the root hands
 * the header, such as the search form or the favourites' link). Two things stay out and load
 * where they are used: what all these import lazily (the search popup, the sign-in
 * forms, the cart drawer, sonner, analytics), and app/ui/form, the form controls, which bring
 * conform with them. app/features and the routes are left to Rollup, so each page loads the
 * features it uses. Decision record 018. lucide's icons are
 * imported one file each (app/lucide-icons.d.ts): Rollup moves a manual chunk's dependencies into
 * it, so an import of the package's index from the shell carried every icon any page used into
 * every page. Now the shell holds its own icons' drawings, which app/ui/icon.tsx draws (lucide's
 * component factory is in no page's scripts); a feature's icons load with the feature. The root route (app/root.tsx, every page's) is in the shell chunk too: as a
 * chunk of its own, its imports of the shell's pieces cost every page 1.1 KB gzip (decision
 * record 029); React Router loads it through a small file that re-exports it from the shell.
 */
const SHELL_FOLDERS = /\/app\/(shell|ui|lib)\/|\/app\/root\.tsx/;
// Out of the shell chunk: the form controls; the design system's pieces only some screens use
// (product cards, pagination, empty states, link cards, notices, scroll boxes), which load with
// those screens; and what the root renders later (app/ui/below-the-fold.tsx: the footer with its
// colour switch, the cookie, demo and app notices, the mobile menu, the navigation progress bar,
// the toasts' host, the icons' symbols), though they are in the shell's folders.
const NOT_SHELL_FOLDERS =
  /\/app\/ui\/(form\/|icon-symbols|product-card|pagination|link-cards|empty-state|notice|scroll-box)|\/app\/shell\/(footer|color-mode-switch|cookie-notice|navigation-progress|toast-host|app-banner|mobile-menu|demo-notice)\.tsx/;

/** The chunks of React, React Router and the shell (with its style sheet), which every page loads. */
const EVERY_PAGES_CHUNKS = /(^|\/)(react|react-router|shell)-[\w-]{8}\.(js|css)$/;

function browserChunk(id: string, meta: ManualChunkMeta): string | undefined {
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "react";
  if (id.includes("/node_modules/react-router/")) return "react-router";
  // lucide's drawings go where their icons are drawn; its components are not used (app/ui/icon.tsx).
  if (id.includes("/node_modules/lucide-react/")) return undefined;
  if (id.includes("/node_modules/gql.tada/")) return "shell";
  // zod and conform, which the forms check as typed with: one chunk, loaded with the first form
  // that needs them. Left to Rollup, every screen sharing a piece of them (the back office's
  // too) split them further, and each piece is one more name in every page's list of lazy
  // chunks (the product page's JavaScript went over its 100 KB).
  if (/\/node_modules\/(zod|@conform-to)\//.test(id)) return "forms";
  // The alerts' button and its words: one chunk, one name in the product page's lazy list.
  if (/\/app\/features\/alerts\/alert-(button|model)\./.test(id)) return "alerts";
  return inShell(id, meta, new Set()) ? "shell" : undefined;
}

/** In a shell folder, or imported statically by a module that is. */
function inShell(id: string, meta: ManualChunkMeta, seen: Set<string>): boolean {
  if (!id.includes("/app/") || id.includes("/node_modules/") || seen.has(id)) return false;
  if (NOT_SHELL_FOLDERS.test(id)) return false;
  if (SHELL_FOLDERS.test(id)) return true;
  seen.add(id);
  const importers = meta.getModuleInfo(id)?.importers ?? [];
  return importers.some((importer) => inShell(importer, meta, seen));
}

export default defineConfig({
  plugins: [
    reactRouterProductionBuild(),
    workboxWindowModernBuild(),
    graphqlTextOutOfBrowser(),
    tailwindcss(),
    reactRouter(),
  ],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // PGlite loads its WebAssembly and extension bundles relative to its own files,
  // so it must stay an external Node module rather than be pre-bundled.
  optimizeDeps: { exclude: ["@electric-sql/pglite"] },
  // Terser rather than esbuild for the browser's code: with two compress passes the product
  // page's scripts are 3 KB gzip smaller (bench/README.md, the Lighthouse section). Set on
  // `build`, not on the client environment: Vite's terser plugin reads only the top-level option.
  build: { minify: "terser", terserOptions: { compress: { passes: 2 } } },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: { manualChunks: browserChunk },
          // An icon's file makes lucide's component at import (`createLucideIcon(name, drawing)`);
          // the pages draw the drawing alone (app/ui/icon.tsx), so the call, and lucide's factory
          // with it, is left out when its result is unused.
          treeshake: { manualPureFunctions: ["createLucideIcon"] },
        },
        // A chunk loaded later preloads what it imports, but not React, React Router and the
        // shell: every page's document has loaded them already, and their names in each list of
        // a lazy chunk's dependencies cost every page's JavaScript bytes.
        modulePreload: {
          resolveDependencies: (_file, dependencies) =>
            dependencies.filter((dependency) => !EVERY_PAGES_CHUNKS.test(dependency)),
        },
      },
    },
    // The server's code stays unminified, readable in stack traces, as before.
    ssr: { build: { minify: false } },
  },
  ssr: { external: ["@electric-sql/pglite", "pg"] },
});
