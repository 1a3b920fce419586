import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { withPageRoutes } from "./page-routes.server.ts";

type Routes = EntryContext["manifest"]["routes"];

function route(id: string, parentId?: string, path?: string): Routes[string] {
  return {
    id,
    parentId,
    path,
    hasAction: false,
    hasLoader: true,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    module: `/assets/${id}.js`,
  } as Routes[string];
}

const routes: Routes = {
  root: route("root", undefined, ""),
  "routes/home": route("routes/home", "root"),
  "routes/info.contacts": route("routes/info.contacts", "root", "info/contacts"),
  "routes/not-found": route("routes/not-found", "root", "*"),
};

/** What React Router hands the entry for a page whose matches are `ids`. */
function contextFor(manifest: EntryContext["manifest"], ...ids: string[]): EntryContext {
  return {
    manifest,
    branches: [{ path: "/", score: 1, routesMeta: [] }],
    staticHandlerContext: { matches: ids.map((id) => ({ route: { id } })) },
    routeModules: {},
    ssr: true,
  } as unknown as EntryContext;
}

describe("withPageRoutes", () => {
  const manifest = {
    entry: { module: "/assets/entry.client.js", imports: [] },
    routes,
    url: "/assets/manifest.js",
    version: "1",
  } as unknown as EntryContext["manifest"];

  it("gives React Router the routes the page renders and nothing else of the manifest", () => {
    const context = contextFor(manifest, "root", "routes/info.contacts");
    const narrowed = withPageRoutes(context);
    expect(Object.keys(narrowed.manifest.routes)).toEqual(["root", "routes/info.contacts"]);
    expect(narrowed.manifest.routes["routes/info.contacts"]).toBe(routes["routes/info.contacts"]);
    expect(narrowed.manifest.entry).toBe(manifest.entry);
    expect(narrowed.manifest.version).toBe("1");
    // No parent paths matched against routes it does not have; the rest as it was.
    expect(narrowed.branches).toEqual([]);
    expect(narrowed.staticHandlerContext).toBe(context.staticHandlerContext);
    expect(narrowed.ssr).toBe(true);
    // The build's context is left as it was.
    expect(Object.keys(context.manifest.routes)).toHaveLength(4);
    expect(context.branches).toHaveLength(1);
  });

  it("makes each page's manifest once per build", () => {
    const first = withPageRoutes(contextFor(manifest, "root", "routes/home"));
    const again = withPageRoutes(contextFor(manifest, "root", "routes/home"));
    const other = withPageRoutes(contextFor(manifest, "root", "routes/not-found"));
    expect(again.manifest).toBe(first.manifest);
    expect(Object.keys(other.manifest.routes)).toEqual(["root", "routes/not-found"]);
    // A new build (the development server's) has manifests of its own.
    const rebuilt = { ...manifest, version: "2" };
    expect(withPageRoutes(contextFor(rebuilt, "root", "routes/home")).manifest.version).toBe("2");
  });
});
