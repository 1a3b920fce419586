import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";
import { readCode, uniquePhone } from "./shopper.ts";
import { DEMO_STAFF } from "../../../shared/demo-staff.ts";

/**
 * The back office's staff for the browser suite (docs/testing.md#starting-points): the demo owner
 * signs in once a run, in the `staff-setup` project (staff.setup.ts), and every spec that needs a
 * manager or a warehouse worker has the owner invite one of its own, with a phone nobody else uses.
 * So no two tests ask a code of one number at once (a code is spent once, and a number waits a
 * minute between codes), and the demo's staff stay the demo's.
 */

/** The demo's owner (shared/demo-staff.ts). */
export const DEMO_OWNER = DEMO_STAFF[0].phone;

/** Where the setup keeps the owner's staff token for this run's server. */
export function ownerTokenFile(): string {
  return path.join(os.tmpdir(), `meet-market-e2e-${process.env.E2E_PORT ?? 3100}-owner.json`);
}

/** The demo owner's staff token, as the setup project signed it in. */
export function ownerToken(): string {
  const { token } = JSON.parse(readFileSync(ownerTokenFile(), "utf8")) as { token: string };
  return token;
}

/** A shop API operation over HTTP; a GraphQL error fails the test with its message. */
export async function staffGraphql<Data>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<Data> {
  const response = await request.post("/graphql", {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  if (!body.data) throw new Error("The shop API answered without data");
  return body.data;
}

/** Signs a staff member in over the shop API, with the code from /dev/outbox: their staff token. */
export async function signInStaffByApi(
  request: APIRequestContext,
  emailOrPhone: string,
): Promise<string> {
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
  return staffSignIn.token;
}

/** A new staff member of `role` invited by the demo owner: their name and phone. */
export async function inviteStaff(
  request: APIRequestContext,
  role: "MANAGER" | "WAREHOUSE" | "MODERATOR",
  label: string,
): Promise<{ name: string; phone: string }> {
  const phone = uniquePhone();
  const name = `${label} ${phone.slice(-4)}`;
  await staffGraphql(
    request,
    `
      mutation ($dto: InviteStaffDto!) {
        inviteStaff(dto: $dto) {
          id
        }
      }
    `,
    { dto: { name, phone, role } },
    ownerToken(),
  );
  return { name, phone };
}
