import { writeFileSync } from "node:fs";
import { test as setup } from "@playwright/test";
import { DEMO_OWNER, ownerTokenFile, signInStaffByApi } from "./support/staff.ts";

/**
 * Signs the demo owner in once for the whole run, over the shop API, and keeps the staff token
 * for the specs that invite their own staff (tests/e2e/support/staff.ts).
 */
setup("the demo owner signs in once", async ({ request }) => {
  const token = await signInStaffByApi(request, DEMO_OWNER);
  writeFileSync(ownerTokenFile(), JSON.stringify({ token }));
});
