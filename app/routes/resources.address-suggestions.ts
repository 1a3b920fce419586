import { data } from "react-router";
import { suggestAddresses } from "~/features/checkout/checkout.server.ts";
import type { Route } from "./+types/resources.address-suggestions";

/**
 * Address suggestions for the checkout's courier form (docs/checkout.md#delivery-address): the
 * shop API's evidenceAddress, for the browser's fetcher. Short or overlong queries answer none.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim();
  const city = (params.get("city") ?? "").trim().slice(0, 100);
  if (query.length < 3 || query.length > 300) return data({ suggestions: [] });
  const suggestions = await suggestAddresses(context, query, city);
  return data({ suggestions }, { headers: { "cache-control": "private, max-age=60" } });
}
