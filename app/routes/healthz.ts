import { checkShopApiHealth } from "~/platform/shop-api.server.ts";

/** For the load balancer and Docker's HEALTHCHECK: 200 when the API and its database answer. */
export async function loader() {
  const health = await checkShopApiHealth();
  if (!health.ok) console.error(`[healthz] ${health.api} shop API is down: ${health.error}`);
  return Response.json(
    { status: health.ok ? "ok" : "unavailable", api: health.api },
    { status: health.ok ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
