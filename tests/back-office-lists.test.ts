import { describe, expect, it } from "vitest";
import { ADMIN_NAV } from "../app/features/back-office/nav.ts";
import { staffPermissionValues } from "../server/staff/access.ts";

describe("the back office's lists", () => {
  it("name only the API's permissions in the navigation", () => {
    for (const entry of ADMIN_NAV) expect(staffPermissionValues).toContain(entry.permission);
  });
});
