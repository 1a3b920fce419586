/**
 * Import rules `npm run lint` checks with dependency-cruiser over all of app/ and server/
 * (docs/decisions/042-app-one-way-one-name.md). Imports go one way, down these layers:
 *
 *   app/root.tsx, app/routes/          the route modules: a URL's loader, action and screen
 *   app/features/<feature>/            a feature's components, hooks, documents, server helpers
 *   app/shell, ui, lib, platform,      the frame's parts, the design system, pure helpers, the
 *   content, images, service-worker    storefront's server side, static copy, images, the worker
 *   server/                            the shop API, reached by app/ through one seam only
 *
 * No module imports one that imports it back, through any chain; nor does a server domain
 * (server/<domain>/) or a storefront feature, counted as a folder. Type-only imports count.
 * Tests are held to the cycle rules only: a test may read what it tests from any layer.
 */
const TESTS = "\\.test\\.tsx?$";
const ROUTES = "^app/(routes/|root\\.tsx$|routes\\.ts$|entry\\.server\\.tsx$)";
const BELOW_FEATURES =
  "^app/(shell|ui|lib|platform|content|images|service-worker)/|^app/graphql\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "A module imports, through others, a module that imports it: move what both need below both (a feature's types to the feature, a shared piece to app/ui or app/lib, a server type to the module that owns it).",
      from: {},
      to: { circular: true },
    },
    {
      name: "feature-imports-no-route",
      severity: "error",
      comment:
        "A feature imports a route module (or the root): the data a feature's component reads from a route is the feature's to declare (a `…Reply` or `…Data` type the route's action or loader answers), so the route imports the feature and never the other way.",
      from: { path: "^app/features/", pathNot: TESTS },
      to: { path: ROUTES },
    },
    {
      name: "below-features-imports-no-feature",
      severity: "error",
      comment:
        "The shell, ui, lib, platform, content, images or the worker imports a feature or a route: they sit below every feature. Take the feature's piece as a prop (the header's search form and icon links, a product card's like button) from the route or the root that composes them.",
      from: { path: BELOW_FEATURES, pathNot: TESTS },
      to: { path: `^app/features/|${ROUTES}` },
    },
    {
      name: "ui-and-lib-import-no-shell",
      severity: "error",
      comment:
        "app/ui (the design system) and app/lib (pure helpers) import no part of the frame (app/shell) nor the storefront's server side (app/platform): they are what those are built from.",
      from: { path: "^app/(ui|lib)/", pathNot: TESTS },
      to: { path: "^app/(shell|platform)/" },
    },
    {
      name: "server-imports-no-app",
      severity: "error",
      comment: "The shop API never imports the storefront (docs/architecture.md#the-layers).",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "app-reaches-server-through-the-seam",
      severity: "error",
      comment:
        "Only app/platform/shop-api.server.ts imports server/ (one seam: docs/decisions/003-storefront-api-seam.md); this rule sees through path aliases, which ESLint's rule does not.",
      from: { path: "^app/", pathNot: `^app/platform/shop-api\\.server\\.ts$|${TESTS}` },
      to: { path: "^server/" },
    },
    {
      name: "no-server-domain-cycle",
      severity: "error",
      comment:
        "A server domain imports, through others, a domain that imports it: move what both need to the domain that owns it (a service, or a shared GraphQL type) so the arrows go one way.",
      scope: "folder",
      from: { path: "^server/[^/]+$" },
      to: { path: "^server/[^/]+$", circular: true },
    },
    {
      name: "no-app-feature-cycle",
      severity: "error",
      comment:
        "A storefront feature imports, through others, a feature that imports it: move what both need to app/ui, app/lib or app/shell, or to the feature that owns it.",
      scope: "folder",
      from: { path: "^app/features/[^/]+$" },
      to: { path: "^app/features/[^/]+$", circular: true },
    },
  ],
  options: {
    // app/ and server/ only: imports of tests/ helpers and packages are not ruled on here.
    includeOnly: "^(server|app)/",
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|build|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
