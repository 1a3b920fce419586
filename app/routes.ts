import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("graphql", "routes/graphql.ts"),
  route("healthz", "routes/healthz.ts"),
  route("demo-images/*", "routes/demo-images.ts"),
  route("_ipx/*", "routes/ipx.ts"),
  // Last: any path no other route claims answers 404 'Page not found: {path}'.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
