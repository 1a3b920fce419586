/**
 * Helpers for the back office's API tests (docs/back-office.md): a staff member of a role made
 * in the test's rolled-back database and signed in by code, as the back office does. Not used by
 * the application. Works with tests/identity-kit.ts withApi.
 */
import type { StaffRole } from "../server/staff/access.ts";
import { addStaff } from "../server/staff/service.ts";
import type { Kit } from "./identity-kit.ts";

export const SEND_STAFF_CODE = /* GraphQL */ `
  mutation SendStaffCode($dto: SendStaffCodeDto!) {
    sendStaffCode(dto: $dto) {
      status
      cooldownUntil
    }
  }
`;

export const STAFF_SIGN_IN = /* GraphQL */ `
  mutation StaffSignIn($dto: StaffSignInDto!) {
    staffSignIn(dto: $dto) {
      token
      expiresAt
      staff {
        id
        name
        role
        permissions
      }
    }
  }
`;

export interface StaffSignInData {
  staffSignIn: {
    token: string;
    expiresAt: string;
    staff: { id: string; name: string; role: StaffRole; permissions: string[] };
  };
}

export interface SignedInStaff {
  id: string;
  name: string;
  phone: string;
  role: StaffRole;
  /** The staff session's Bearer token. */
  token: string;
}

export const STAFF_ME = /* GraphQL */ `
  {
    staffMe {
      id
      name
      role
      permissions
    }
  }
`;

export const AUDIT = /* GraphQL */ `
  query Audit($filter: StaffAuditFilterDto) {
    staffAudit(filter: $filter, pagination: { limit: 50 }) {
      items {
        staffName
        tokenName
        action
        subjectType
        subjectId
        details
      }
      pagination {
        totalItems
      }
    }
  }
`;

export const CREATE_TOKEN = /* GraphQL */ `
  mutation CreateToken($dto: CreateStaffTokenDto!) {
    createStaffToken(dto: $dto) {
      secret
      token {
        id
        name
        staffId
      }
    }
  }
`;

export interface AuditData {
  staffAudit: {
    items: {
      staffName: string;
      tokenName: string | null;
      action: string;
      subjectType: string;
      subjectId: string;
      details: string;
    }[];
    pagination: { totalItems: number };
  };
}

let next = 0;

/** A new staff member of `role` (a phone of their own), signed in by code. */
export async function signInStaff(
  kit: Kit,
  role: StaffRole,
  options: { name?: string; phone?: string } = {},
): Promise<SignedInStaff> {
  next += 1;
  const phone = options.phone ?? `+799970${String(next).padStart(5, "0")}`;
  const name = options.name ?? `${role} ${next}`;
  await addStaff(kit.db, { name, phone, role });
  await kit.ok(SEND_STAFF_CODE, { dto: { emailOrPhone: phone } });
  const { staffSignIn } = await kit.ok<StaffSignInData>(STAFF_SIGN_IN, {
    dto: { emailOrPhone: phone, code: kit.lastCode(phone) },
  });
  // The next code to this contact may follow at once.
  kit.clock.advance(61_000);
  return { id: staffSignIn.staff.id, name, phone, role, token: staffSignIn.token };
}
