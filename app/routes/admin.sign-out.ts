import { redirect } from "react-router";
import { graphql } from "~/graphql.ts";
import {
  readStaffToken,
  staffClient,
  staffCookieHeader,
} from "~/features/back-office/session.server.ts";
import type { Route } from "./+types/admin.sign-out";

const StaffSignOut = graphql(`
  mutation StaffSignOut {
    staffSignOut
  }
`);

/**
 * POST /admin/sign-out (docs/back-office.md#sessions): ends the staff session in the API (its
 * token is refused from now on) and deletes the cookie; a form post, so it works without
 * JavaScript, and the cookie is SameSite=Strict, so no other site can post it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const token = await readStaffToken(request);
  if (token) {
    // A session that already ended answers UNAUTHENTICATED: signed out all the same.
    await staffClient(request, context, token).mutation(StaffSignOut, {}).toPromise();
  }
  return redirect("/admin/sign-in", {
    headers: { "set-cookie": await staffCookieHeader(null) },
  });
}

/** A GET (a typed address, a prefetch) signs nobody out. */
export function loader() {
  return redirect("/admin");
}
