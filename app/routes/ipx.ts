import { handleImageRequest } from "~/images/ipx.server.ts";
import type { Route } from "./+types/ipx";

/** Resized product images: /_ipx/{modifiers}/{source} (app/lib/ipx.server.ts, docs/decisions/009). */
export function loader({ request }: Route.LoaderArgs) {
  return handleImageRequest(request);
}
