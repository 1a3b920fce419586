/**
 * The back office's sign-in (docs/back-office.md#sign-in): sendStaffCode, staffSignIn,
 * staffSignOut and staffMe. A staff token is a credential of its own, never a shopper's.
 */
import { builder } from "../graphql/builder.ts";
import type { StaffViewer } from "../graphql/context.ts";
import { badUserInput, unauthenticated } from "../graphql/errors.ts";
import { parseContact } from "../identity/contact.ts";
import { CodeSendResult } from "../identity/user-schema.ts";
import {
  recordStaffAction,
  STAFF_MESSAGES,
  staffPermissions,
  staffPermissionValues,
  staffRoleValues,
} from "./access.ts";
import { endStaffSession } from "./session.ts";
import { sendStaffCode, signInStaff } from "./sign-in.ts";

export const StaffRoleEnum = builder.enumType("StaffRole", {
  description: "A staff member's role (docs/back-office.md#roles).",
  values: staffRoleValues,
});

export const StaffPermissionEnum = builder.enumType("StaffPermission", {
  description: "What a role may do in the back office (docs/back-office.md#roles).",
  values: staffPermissionValues,
});

export const StaffMe = builder.objectRef<StaffViewer>("StaffMe").implement({
  description: "The staff member of the request, with what their role allows.",
  fields: (f) => ({
    id: f.exposeID("id"),
    name: f.exposeString("name"),
    role: f.expose("role", { type: StaffRoleEnum }),
    tokenName: f.exposeString("tokenName", { nullable: true }),
    permissions: f.field({
      type: [StaffPermissionEnum],
      resolve: (staff) => [...staffPermissions[staff.role]],
    }),
  }),
});

const StaffAuthPayload = builder
  .objectRef<{ staff: StaffViewer; token: string; expiresAt: Date }>("StaffAuthPayload")
  .implement({
    fields: (f) => ({
      staff: f.field({ type: StaffMe, resolve: (payload) => payload.staff }),
      token: f.exposeString("token", {
        description: "The staff session's Bearer token (a shopper's token is never one).",
      }),
      expiresAt: f.string({ resolve: (payload) => payload.expiresAt.toISOString() }),
    }),
  });

const CONTACT_MESSAGE = "Введите номер телефона или e-mail";

const contactOf = (input: string) => {
  const contact = input.length <= 256 ? parseContact(input) : null;
  if (!contact) throw badUserInput(CONTACT_MESSAGE, "emailOrPhone");
  return contact;
};

const SendStaffCodeDto = builder.inputType("SendStaffCodeDto", {
  fields: (f) => ({
    emailOrPhone: f.string({ required: true }),
    clientFp: f.string({ required: false, description: "SHA-256 device fingerprint (hex)." }),
  }),
});

builder.mutationField("sendStaffCode", (f) =>
  f.field({
    type: CodeSendResult,
    description:
      "Sends a staff sign-in code to a staff member's phone or e-mail, under the shopper's code limits; the answer is the same for a contact that is nobody on the staff.",
    args: { dto: f.arg({ type: SendStaffCodeDto, required: true }) },
    resolve: (_root, { dto }, ctx) => sendStaffCode(ctx, contactOf(dto.emailOrPhone), dto.clientFp),
  }),
);

const StaffSignInDto = builder.inputType("StaffSignInDto", {
  fields: (f) => ({
    emailOrPhone: f.string({ required: true }),
    code: f.string({ required: true, description: "The 4 digits sent." }),
  }),
});

builder.mutationField("staffSignIn", (f) =>
  f.field({
    type: StaffAuthPayload,
    description: "Signs a staff member in by code; wrong codes are limited per client and contact.",
    args: { dto: f.arg({ type: StaffSignInDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const { staff, session } = await signInStaff(ctx, contactOf(dto.emailOrPhone), dto.code);
      return { staff, token: session.token, expiresAt: session.expiresAt };
    },
  }),
);

builder.mutationField("staffSignOut", (f) =>
  f.boolean({
    description: "Ends the request's staff session: its token is refused from now on.",
    resolve: async (_root, _args, ctx) => {
      if (!ctx.staff || !ctx.staffSessionId) throw unauthenticated(STAFF_MESSAGES.signIn);
      await endStaffSession(ctx.db, ctx.staffSessionId, ctx.providers.clock.now());
      await recordStaffAction(ctx.db, ctx.staff, {
        action: "staff.sign-out",
        subjectType: "staff",
        subjectId: ctx.staff.id,
      });
      return true;
    },
  }),
);

builder.queryField("staffMe", (f) =>
  f.field({
    type: StaffMe,
    description: "The signed-in staff member (UNAUTHENTICATED for anyone else).",
    resolve: (_root, _args, ctx) => {
      if (!ctx.staff) throw unauthenticated(STAFF_MESSAGES.signIn);
      return ctx.staff;
    },
  }),
);
