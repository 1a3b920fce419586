import { redirect } from "react-router";
import { endSession } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/resources.sign-out";

/**
 * POST /resources/sign-out: ends the session (both token cookies are deleted with the response)
 * and goes home. A form post, so the account page's button works without JavaScript; the
 * cookies are SameSite=Lax, so another site cannot post this with them.
 */
export function action({ context }: Route.ActionArgs) {
  endSession(context);
  return redirect("/");
}

/** A GET (a typed address, a prefetch) signs nobody out. */
export function loader() {
  return redirect("/account");
}
