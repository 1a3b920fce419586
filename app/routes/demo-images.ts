import { createHash } from "node:crypto";
import { parseDemoImagePath, renderDemoImage } from "~/images/demo-images.ts";
import type { Route } from "./+types/demo-images";

/** The demo product pictures as SVG: /demo-images/{kind}/{hex}/{brand}/{variant}.svg. */
export function loader({ request }: Route.LoaderArgs) {
  const params = parseDemoImagePath(new URL(request.url).pathname);
  if (!params) {
    return new Response("Not found\n", {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  const svg = renderDemoImage(params);
  const headers = new Headers({
    "content-type": "image/svg+xml",
    "cache-control": "public, max-age=31536000, immutable",
    etag: `"${createHash("sha1").update(svg).digest("base64url")}"`,
    "x-content-type-options": "nosniff",
    "content-security-policy":
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  if (request.headers.get("if-none-match") === headers.get("etag")) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : svg, { headers });
}
