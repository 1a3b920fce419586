/**
 * The demo's staff (docs/back-office.md#the-demo): one member per role with fixed phones, so
 * anyone trying the demo can sign in to the back office (the code is in /dev/outbox, as a
 * shopper's is). Only in the demo (SHOP_MODE demo): production seeds no staff, and its first
 * owner is made by `npm run staff -- add`.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { StaffRole } from "../graphql/context.ts";
import { DEMO_STAFF } from "../../shared/demo-staff.ts";

/** The members the demo seeds; the API's roles name them (a role it lacks is a type error here). */
const DEMO_MEMBERS: readonly { name: string; phone: string; role: StaffRole }[] = DEMO_STAFF;

/**
 * Adds the demo's staff members who are not there yet (by phone), whatever else the staff holds;
 * several instances starting at once add each only once.
 */
export async function seedDemoStaff(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('meet-market:demo-staff'))`);
    for (const member of DEMO_MEMBERS) {
      await tx
        .insert(t.staff)
        .values(member)
        .onConflictDoNothing({
          target: t.staff.phone,
          where: sql`${t.staff.phone} is not null and ${t.staff.removedAt} is null`,
        });
    }
  });
}
