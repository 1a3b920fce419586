import { handleGraphQLRequest } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/graphql";

/** The embedded shop API over HTTP: POST /graphql (and GraphiQL on GET in development). */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleGraphQLRequest(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return handleGraphQLRequest(request, context);
}
