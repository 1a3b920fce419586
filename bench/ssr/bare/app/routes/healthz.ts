/** What the bench's waitForHealth asks before it measures. */
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
