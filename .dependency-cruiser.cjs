/**
 * Import rules `npm run lint` checks with dependency-cruiser: no cycle between the server's
 * domains (server/<domain>/) nor between the storefront's features (app/features/<feature>/).
 * A cycle is looked for among folders, so two modules need not import each other directly: any
 * chain of imports through server/ or app/features/ from one folder back to itself fails.
 * Type-only imports count too.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
    // Only the folders the rules are about: a cycle through app/routes or app/shell is not one
    // between features (those folders may import features, and features them).
    includeOnly: "^(server|app/features)/",
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
