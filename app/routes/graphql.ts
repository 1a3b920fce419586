import { handleGraphQLRequest } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/graphql";

/** The embedded shop API over HTTP: POST /graphql (and GraphiQL on GET in development). */
export function loader({ request }: Route.LoaderArgs) {
  return handleGraphQLRequest(request);
}

export function action({ request }: Route.ActionArgs) {
  return handleGraphQLRequest(request);
}
