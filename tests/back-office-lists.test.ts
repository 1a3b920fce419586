import { describe, expect, it } from "vitest";
import { DEMO_STAFF } from "../server/staff/demo.ts";
import { DEMO_STAFF_ACCOUNTS } from "../app/features/admin/demo-staff.ts";
import { ADMIN_NAV } from "../app/features/admin/nav.ts";
import { staffPermissionValues } from "../server/staff/access.ts";

describe("the back office's lists", () => {
  it("show the demo's staff as the API seeds them", () => {
    expect(DEMO_STAFF_ACCOUNTS).toEqual(DEMO_STAFF);
  });

  it("name only the API's permissions in the navigation", () => {
    for (const entry of ADMIN_NAV) expect(staffPermissionValues).toContain(entry.permission);
  });
});
