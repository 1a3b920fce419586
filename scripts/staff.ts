/**
 * `npm run staff -- <command>`: the back office's staff from the shell (docs/back-office.md#the-command-line),
 * on the database named by DATABASE_URL (default: the embedded ./data/pglite, which only one
 * process opens at a time: stop the shop first, or use PostgreSQL). The first owner is made here.
 *   add --name "Анна" --phone +79990000001 [--email a@b.ru] --role owner
 *   list [--all]                              the staff (--all: the removed ones too)
 *   remove --staff <id|phone|e-mail>
 *   token --staff <id|phone|e-mail> --name "склад-сканер"   prints the token, once
 * Every change is written to the audit log under the staff member "npm run staff".
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../server/db/database.ts";
import type { Database } from "../server/db/database.ts";
import { parseContact } from "../server/identity/contact.ts";
import { recordStaffAction, staffRoleValues, type StaffRole } from "../server/staff/access.ts";
import {
  addStaff,
  createStaffToken,
  findStaff,
  findStaffByContact,
  listStaff,
  removeStaff,
  StaffChangeError,
} from "../server/staff/service.ts";

const CLI = { id: "npm run staff", name: "npm run staff", role: "OWNER", tokenName: null } as const;

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    name: { type: "string" },
    phone: { type: "string" },
    email: { type: "string" },
    role: { type: "string" },
    staff: { type: "string" },
    all: { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

async function memberOf(db: Database, key: string | undefined) {
  if (!key) fail("Укажите сотрудника: --staff <id, телефон или e-mail>");
  const contact = /^\d+$/.test(key) ? null : parseContact(key);
  const member = contact ? await findStaffByContact(db, contact) : await findStaff(db, Number(key));
  if (!member || member.removedAt) fail(`Сотрудника «${key}» нет`);
  return member;
}

async function run(db: Database): Promise<void> {
  switch (command) {
    case "add": {
      const role = values.role?.toUpperCase() as StaffRole | undefined;
      if (!values.name?.trim()) fail("Укажите имя: --name");
      if (!role || !staffRoleValues.includes(role)) {
        fail(
          `Укажите роль: --role ${staffRoleValues.map((value) => value.toLowerCase()).join("|")}`,
        );
      }
      const member = await addStaff(db, {
        name: values.name,
        phone: values.phone,
        email: values.email,
        role,
      });
      await recordStaffAction(db, CLI, {
        action: "staff.invite",
        subjectType: "staff",
        subjectId: String(member.id),
        details: { name: member.name, role: member.role, phone: member.phone, email: member.email },
      });
      console.log(`Добавлен сотрудник №${member.id}: ${member.name}, ${member.role}`);
      return;
    }
    case "list": {
      for (const member of await listStaff(db, { includeRemoved: values.all })) {
        const contact = [member.phone, member.email].filter(Boolean).join(", ");
        const removed = member.removedAt ? ` (удалён ${member.removedAt.toISOString()})` : "";
        console.log(`${member.id}\t${member.role}\t${member.name}\t${contact}${removed}`);
      }
      return;
    }
    case "remove": {
      const member = await memberOf(db, values.staff);
      await removeStaff(db, member.id, new Date());
      await recordStaffAction(db, CLI, {
        action: "staff.remove",
        subjectType: "staff",
        subjectId: String(member.id),
        details: { name: member.name, role: member.role },
      });
      console.log(
        `Сотрудник №${member.id} (${member.name}) удалён: его входы и токены больше не действуют`,
      );
      return;
    }
    case "token": {
      const member = await memberOf(db, values.staff);
      const name = values.name?.trim();
      if (!name || name.length > 64) fail("Назовите токен: --name (до 64 знаков)");
      const { token, row } = await createStaffToken(db, member.id, name);
      await recordStaffAction(db, CLI, {
        action: "token.create",
        subjectType: "staff_token",
        subjectId: String(row.id),
        details: { name, staffId: member.id },
      });
      console.log(`Токен «${name}» сотрудника ${member.name} (показывается один раз):\n${token}`);
      return;
    }
    default:
      fail("Команды: add, list, remove, token (docs/back-office.md#the-command-line)");
  }
}

const database = await openDatabase(process.env.DATABASE_URL || "file:./data/pglite");
try {
  await database.migrate();
  await run(database.db);
} catch (error) {
  if (error instanceof StaffChangeError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
