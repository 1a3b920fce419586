import { robotsTxt } from "~/features/seo/robots.ts";
import { siteUrlOf } from "~/platform/env.server.ts";
import type { Route } from "./+types/robots-txt";

/** /robots.txt (docs/seo.md#robotstxt). */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteUrlOf(request)), {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
