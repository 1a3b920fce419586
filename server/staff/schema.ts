/**
 * The owner's part of the back office's API (docs/back-office.md): the staff (list, invite,
 * change a role, remove), named tokens of the operator API (an owner's for anyone, anyone's for
 * themselves) and the audit log with its filters. Every change is written to the audit log.
 */
import { z } from "zod";
import { builder } from "../graphql/builder.ts";
import type { ShopContext, StaffViewer } from "../graphql/context.ts";
import { badUserInput, forbidden } from "../graphql/errors.ts";
import { isRowId } from "../graphql/ids.ts";
import { pageOf, PaginationDto, toPage } from "../graphql/pagination.ts";
import { parseInput } from "../identity/input.ts";
import { recordStaffAction, requireStaff, STAFF_MESSAGES, staffMay } from "./access.ts";
import { auditActions, type AuditRow, listAudit } from "./audit.ts";
import {
  addStaff,
  changeStaffRole,
  createStaffToken,
  findStaffToken,
  listStaff,
  listStaffTokens,
  removeStaff,
  revokeStaffToken,
  StaffChangeError,
  type StaffRow,
  type StaffTokenRow,
} from "./service.ts";
import { StaffRoleEnum } from "./sign-in-schema.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

const StaffMember = builder.objectRef<StaffRow>("StaffMember").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    name: f.exposeString("name"),
    phone: f.exposeString("phone", { nullable: true }),
    email: f.exposeString("email", { nullable: true }),
    role: f.expose("role", { type: StaffRoleEnum }),
    invitedBy: f.exposeID("invitedBy", { nullable: true }),
    createdAt: f.string({ resolve: (row) => row.createdAt.toISOString() }),
    removedAt: f.string({ nullable: true, resolve: (row) => iso(row.removedAt) }),
  }),
});

const StaffToken = builder.objectRef<StaffTokenRow>("StaffToken").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    staffId: f.exposeID("staffId"),
    name: f.exposeString("name"),
    createdAt: f.string({ resolve: (row) => row.createdAt.toISOString() }),
    lastUsedAt: f.string({ nullable: true, resolve: (row) => iso(row.lastUsedAt) }),
    revokedAt: f.string({ nullable: true, resolve: (row) => iso(row.revokedAt) }),
  }),
});

const AuditEntry = builder.objectRef<AuditRow>("StaffAuditEntry").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    at: f.string({ resolve: (row) => row.at.toISOString() }),
    staffId: f.exposeID("staffId", { nullable: true }),
    staffName: f.exposeString("staffName"),
    tokenName: f.exposeString("tokenName", { nullable: true }),
    action: f.exposeString("action"),
    subjectType: f.exposeString("subjectType"),
    subjectId: f.exposeString("subjectId"),
    details: f.string({
      description: "What was done, as JSON.",
      resolve: (row) => JSON.stringify(row.details),
    }),
  }),
});

const AuditPage = pageOf("StaffAuditPage", AuditEntry, "Newest first.");

/** A staff change refused for its input: BAD_USER_INPUT with the Russian reason. */
async function changing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaffChangeError) throw badUserInput(error.message, error.field);
    throw error;
  }
}

const rowId = (value: string | number, field: string) => {
  const id = Number(value);
  if (!isRowId(id)) throw badUserInput("Такого сотрудника нет", field);
  return id;
};

builder.queryField("staffMembers", (f) =>
  f.field({
    type: [StaffMember],
    description: "The staff, in the order they joined (OWNER).",
    args: { includeRemoved: f.arg.boolean({ required: false }) },
    resolve: (_root, args, ctx) => {
      requireStaff(ctx, "staff");
      return listStaff(ctx.db, { includeRemoved: args.includeRemoved ?? false });
    },
  }),
);

const name = z
  .string()
  .trim()
  .min(1, "Укажите имя")
  .max(100, "Имя — не длиннее 100 знаков")
  .regex(/^\P{Cc}*$/u, "Недопустимые символы");

const inviteInput = z.object({
  name,
  phone: z.string().max(40, "Введите российский номер телефона").nullish(),
  email: z.string().max(254, "Введите e-mail").nullish(),
  role: z.enum(["OWNER", "MANAGER", "WAREHOUSE", "MODERATOR"]),
});

const InviteStaffDto = builder.inputType("InviteStaffDto", {
  fields: (f) => ({
    name: f.string({ required: true }),
    phone: f.string({ required: false }),
    email: f.string({ required: false }),
    role: f.field({ type: StaffRoleEnum, required: true }),
  }),
});

builder.mutationField("inviteStaff", (f) =>
  f.field({
    type: StaffMember,
    description: "Adds a staff member who then signs in by code (OWNER).",
    args: { dto: f.arg({ type: InviteStaffDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const owner = requireStaff(ctx, "staff");
      const input = parseInput(inviteInput, dto);
      const row = await changing(() => addStaff(ctx.db, { ...input, invitedBy: Number(owner.id) }));
      await recordStaffAction(ctx.db, owner, {
        action: "staff.invite",
        subjectType: "staff",
        subjectId: String(row.id),
        details: { name: row.name, role: row.role, phone: row.phone, email: row.email },
      });
      return row;
    },
  }),
);

const ChangeStaffRoleDto = builder.inputType("ChangeStaffRoleDto", {
  fields: (f) => ({
    staffId: f.id({ required: true }),
    role: f.field({ type: StaffRoleEnum, required: true }),
  }),
});

builder.mutationField("changeStaffRole", (f) =>
  f.field({
    type: StaffMember,
    description: "Gives a staff member another role; the last owner stays one (OWNER).",
    args: { dto: f.arg({ type: ChangeStaffRoleDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const owner = requireStaff(ctx, "staff");
      const id = rowId(dto.staffId, "staffId");
      const { before, after } = await changing(() => changeStaffRole(ctx.db, id, dto.role));
      await recordStaffAction(ctx.db, owner, {
        action: "staff.role",
        subjectType: "staff",
        subjectId: String(id),
        details: { name: after.name, from: before.role, to: after.role },
      });
      return after;
    },
  }),
);

builder.mutationField("removeStaff", (f) =>
  f.field({
    type: StaffMember,
    description: "Removes a staff member: their sessions and tokens end now (OWNER).",
    args: { staffId: f.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const owner = requireStaff(ctx, "staff");
      const id = rowId(args.staffId, "staffId");
      const row = await changing(() => removeStaff(ctx.db, id, ctx.providers.clock.now()));
      await recordStaffAction(ctx.db, owner, {
        action: "staff.remove",
        subjectType: "staff",
        subjectId: String(id),
        details: { name: row.name, role: row.role },
      });
      return row;
    },
  }),
);

/** Whose tokens `staff` may see and change: anyone's for an owner, else their own. */
function mayHandleTokensOf(staff: StaffViewer, staffId: number): boolean {
  return staffMay(staff.role, "staff") || staff.id === String(staffId);
}

function signedInStaff(ctx: ShopContext): StaffViewer {
  return requireStaff(ctx, "dashboard");
}

builder.queryField("staffTokens", (f) =>
  f.field({
    type: [StaffToken],
    description: "Named tokens of the operator API: all of them for an owner, else one's own.",
    resolve: (_root, _args, ctx) => {
      const staff = signedInStaff(ctx);
      return listStaffTokens(
        ctx.db,
        staffMay(staff.role, "staff") ? undefined : [Number(staff.id)],
      );
    },
  }),
);

const tokenName = z
  .string()
  .trim()
  .min(1, "Назовите токен")
  .max(64, "Название — не длиннее 64 знаков")
  .regex(/^\P{Cc}*$/u, "Недопустимые символы");

const CreateStaffTokenDto = builder.inputType("CreateStaffTokenDto", {
  fields: (f) => ({
    name: f.string({ required: true, description: "What it is for: «склад-сканер»." }),
    staffId: f.id({ required: false, description: "Whose (OWNER); one's own when absent." }),
  }),
});

const CreatedStaffToken = builder
  .objectRef<{ token: StaffTokenRow; secret: string }>("CreatedStaffToken")
  .implement({
    fields: (f) => ({
      token: f.field({ type: StaffToken, resolve: (created) => created.token }),
      secret: f.exposeString("secret", {
        description: "The token itself: shown this once, only its hash is kept.",
      }),
    }),
  });

builder.mutationField("createStaffToken", (f) =>
  f.field({
    type: CreatedStaffToken,
    description: "Creates a named token of the operator API (OWNER for anyone, or one's own).",
    args: { dto: f.arg({ type: CreateStaffTokenDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const staff = signedInStaff(ctx);
      const staffId = dto.staffId ? rowId(dto.staffId, "staffId") : Number(staff.id);
      if (!mayHandleTokensOf(staff, staffId)) throw forbidden(STAFF_MESSAGES.forbidden);
      const name = parseInput(tokenName, dto.name);
      const created = await changing(() => createStaffToken(ctx.db, staffId, name));
      await recordStaffAction(ctx.db, staff, {
        action: "token.create",
        subjectType: "staff_token",
        subjectId: String(created.row.id),
        details: { name, staffId },
      });
      return { token: created.row, secret: created.token };
    },
  }),
);

builder.mutationField("revokeStaffToken", (f) =>
  f.field({
    type: StaffToken,
    description: "Revokes a named token (OWNER for anyone's, or one's own).",
    args: { tokenId: f.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const staff = signedInStaff(ctx);
      const id = Number(args.tokenId);
      const token = isRowId(id) ? await findStaffToken(ctx.db, id) : undefined;
      if (!token || !mayHandleTokensOf(staff, token.staffId)) {
        throw badUserInput("Такого токена нет", "tokenId");
      }
      await revokeStaffToken(ctx.db, id, ctx.providers.clock.now());
      await recordStaffAction(ctx.db, staff, {
        action: "token.revoke",
        subjectType: "staff_token",
        subjectId: String(id),
        details: { name: token.name, staffId: token.staffId },
      });
      return (await findStaffToken(ctx.db, id)) ?? token;
    },
  }),
);

const StaffAuditFilterDto = builder.inputType("StaffAuditFilterDto", {
  fields: (f) => ({
    staffId: f.id({ required: false }),
    staffName: f.string({ required: false, description: "OPERATOR_API_TOKEN for its calls." }),
    action: f.string({ required: false }),
    from: f.string({ required: false, description: "ISO date or time, included." }),
    to: f.string({ required: false, description: "ISO date or time, excluded." }),
  }),
});

const moment = (value: string | null | undefined, field: string) => {
  if (!value) return null;
  const date = value.length <= 40 ? new Date(value) : new Date(Number.NaN);
  if (
    Number.isNaN(date.getTime()) ||
    date.getUTCFullYear() < 2000 ||
    date.getUTCFullYear() > 2099
  ) {
    throw badUserInput("Дата — в виде ГГГГ-ММ-ДД", field);
  }
  return date;
};

builder.queryField("staffAudit", (f) =>
  f.field({
    type: AuditPage,
    description: "The audit log, newest first, with filters (OWNER).",
    args: {
      filter: f.arg({ type: StaffAuditFilterDto, required: false }),
      pagination: f.arg({ type: PaginationDto, required: false }),
    },
    resolve: async (_root, { filter, pagination }, ctx) => {
      requireStaff(ctx, "audit");
      const page = toPage(pagination);
      const staffId = filter?.staffId ? rowId(filter.staffId, "staffId") : null;
      const found = await listAudit(
        ctx.db,
        {
          staffId,
          staffName: filter?.staffName?.slice(0, 100) || null,
          action: filter?.action?.slice(0, 100) || null,
          from: moment(filter?.from, "from"),
          to: moment(filter?.to, "to"),
        },
        page,
      );
      return { ...found, page: page.page, limit: page.limit };
    },
  }),
);

builder.queryField("staffAuditActions", (f) =>
  f.stringList({
    description: "The actions the audit log holds, for its filter (OWNER).",
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx, "audit");
      return auditActions(ctx.db);
    },
  }),
);
