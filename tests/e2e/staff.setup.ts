import { writeFileSync } from "node:fs";
import { test as setup } from "@playwright/test";
import { readCode } from "./support/shopper.ts";
import { DEMO_OWNER, ownerTokenFile, staffGraphql } from "./support/staff.ts";

/**
 * Signs the demo owner in once for the whole run, over the shop API, and keeps the staff token
 * for the specs that invite their own staff (tests/e2e/support/staff.ts).
 */
setup("the demo owner signs in once", async ({ request }) => {
  const emailOrPhone = DEMO_OWNER;
  await staffGraphql(
    request,
    `
      mutation ($dto: SendStaffCodeDto!) {
        sendStaffCode(dto: $dto) {
          status
        }
      }
    `,
    { dto: { emailOrPhone } },
  );
  const { staffSignIn } = await staffGraphql<{ staffSignIn: { token: string } }>(
    request,
    `
      mutation ($dto: StaffSignInDto!) {
        staffSignIn(dto: $dto) {
          token
        }
      }
    `,
    { dto: { emailOrPhone, code: await readCode(request, emailOrPhone) } },
  );
  writeFileSync(ownerTokenFile(), JSON.stringify({ token: staffSignIn.token }));
});
