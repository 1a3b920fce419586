import type { EntryContext } from "react-router";

type AssetsManifest = EntryContext["manifest"];

/** Per build's manifest: the manifest narrowed to each set of matched routes met so far. */
const narrowedManifests = new WeakMap<AssetsManifest, Map<string, AssetsManifest>>();

/**
 * React Router's context for rendering a document, narrowed to the routes the page renders (its
 * matches: the root, the layouts, the page's route) (docs/storefront.md#the-routes-a-page-renders).
 *
 * `ServerRouter` makes a route object of every route in the manifest for every page, then a data
 * route of each, and `Scripts` matches the page's parent paths (`/`, `/info` for `/info/contacts`)
 * against all of them for the manifest the browser starts with: for the shop's 84 routes a sixth
 * of an uncached page's server time, for routes the page never renders. Given the matched routes
 * only, it does that work for two or three. The browser starts with the same routes it would
 * anyway, less those of the parent paths (the home page's, the catch-all's): it asks for them, as
 * for every other route, when a link to them is shown (lazy route discovery, `data-discover`).
 */
export function withPageRoutes(context: EntryContext): EntryContext {
  const { manifest } = context;
  const ids = context.staticHandlerContext.matches.map((match) => match.route.id);
  let byMatches = narrowedManifests.get(manifest);
  if (!byMatches) {
    byMatches = new Map();
    narrowedManifests.set(manifest, byMatches);
  }
  const key = ids.join("\n");
  let narrowed = byMatches.get(key);
  if (!narrowed) {
    const routes: AssetsManifest["routes"] = {};
    for (const id of ids) routes[id] = manifest.routes[id];
    narrowed = { ...manifest, routes };
    byMatches.set(key, narrowed);
  }
  // No branches to match parent paths against: none of their routes is in the narrowed manifest.
  return { ...context, manifest: narrowed, branches: [] };
}
