/**
 * The signed-in shopper's own account (docs/identity.md#identity-api): user, editUser, addEmail,
 * addPhone, userOrderStatistics. Every field reads the user id from the access token only, never
 * from the dto, so no call can reach another user's data.
 */
import { z } from "zod";
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import type { SignedInContext } from "../graphql/context.ts";
import { Sex } from "../graphql/enums.ts";
import { badUserInput, unauthenticated } from "../graphql/errors.ts";
import { checkCode, consumeCode } from "./code-service.ts";
import {
  contactTakenByOther,
  moneyAwaited,
  orderStatistics,
  setContact,
  updateUser,
  type UserChanges,
} from "./account-service.ts";
import { type Contact, normaliseEmail } from "./contact.ts";
import { EMAIL_INVALID_MESSAGE, parseInput, toPhoneContact, WRONG_CODE_MESSAGE } from "./input.ts";

import { User } from "./user-schema.ts";
import { findUser, type UserRow } from "./user-service.ts";

/** The signed-in user's row; a deleted account counts as signed out. */
async function viewerUser(ctx: SignedInContext): Promise<UserRow> {
  const user = await findUser(ctx.db, ctx.userId);
  if (!user) throw unauthenticated();
  return user;
}

builder.queryField("user", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: User,
    description: "The signed-in shopper (UNAUTHENTICATED for guests).",
    resolve: (_root, _args, ctx) => viewerUser(ctx),
  }),
);

const optionalName = z
  .string()
  .trim()
  .max(100, "Не длиннее 100 символов")
  .transform((value) => value || null)
  .nullish();

const editUserInput = z.object({
  name: optionalName,
  surname: optionalName,
  lastname: optionalName,
  sex: z.enum(t.sexValues).nullish(),
  avatarUrl: z
    .url({ protocol: /^https$/, error: "Ссылка на аватар должна начинаться с https://" })
    .max(1000)
    .nullish(),
});

const EditUserDto = builder.inputType("EditUserDto", {
  description: "Fields left out stay as they are; null or an empty string clears one.",
  fields: (f) => ({
    name: f.string({ required: false }),
    surname: f.string({ required: false }),
    lastname: f.string({ required: false }),
    sex: f.field({ type: Sex, required: false }),
    avatarUrl: f.string({ required: false }),
  }),
});

builder.mutationField("editUser", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: User,
    args: { dto: f.arg({ type: EditUserDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const { userId } = ctx;
      const changes = parseInput(editUserInput, dto);
      const set = Object.fromEntries(
        Object.entries(changes).filter(([name]) => name in dto),
      ) as UserChanges;
      const updated = await updateUser(ctx.db, userId, set, ctx.providers.clock.now());
      if (!updated) throw unauthenticated();
      return updated;
    },
  }),
);

/**
 * Attaches a phone or e-mail proven by a code sent to it (sendSmsCode / sendEmailCode): without
 * the proof anyone could claim someone else's address and then sign in as its owner.
 */
async function attachContact(
  ctx: SignedInContext,
  contact: Contact,
  code: string,
): Promise<UserRow> {
  const { userId } = ctx;
  const now = ctx.providers.clock.now();
  const checked = await checkCode(ctx.db, ctx.auth, contact.target, code.trim(), now);
  if (!checked.ok) throw badUserInput(WRONG_CODE_MESSAGE, "code");
  if (await contactTakenByOther(ctx.db, contact, userId)) {
    throw badUserInput(
      contact.channel === "SMS"
        ? "Этот номер уже привязан к другому аккаунту"
        : "Этот e-mail уже привязан к другому аккаунту",
      contact.channel === "SMS" ? "phone" : "email",
    );
  }
  if (!(await consumeCode(ctx.db, checked.id, now))) {
    throw badUserInput(WRONG_CODE_MESSAGE, "code");
  }
  const updated = await setContact(ctx.db, userId, contact, now);
  if (!updated) throw unauthenticated();
  return updated;
}

const AddEmailDto = builder.inputType("AddEmailDto", {
  fields: (f) => ({
    email: f.string({ required: true }),
    code: f.string({ required: true, description: "The code sendEmailCode sent to it." }),
  }),
});

builder.mutationField("addEmail", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: User,
    description: "Attaches (or replaces) the e-mail, proven by a code; answers id and email.",
    args: { dto: f.arg({ type: AddEmailDto, required: true }) },
    resolve: (_root, { dto }, ctx) => {
      const target = normaliseEmail(dto.email);
      if (!target) throw badUserInput(EMAIL_INVALID_MESSAGE, "email");
      return attachContact(ctx, { channel: "EMAIL", target }, dto.code);
    },
  }),
);

const AddPhoneDto = builder.inputType("AddPhoneDto", {
  fields: (f) => ({
    phone: f.string({ required: true }),
    code: f.string({ required: true, description: "The code sendSmsCode sent to it." }),
  }),
});

builder.mutationField("addPhone", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: User,
    description: "Attaches (or replaces) the phone, proven by a code; answers phone.",
    args: { dto: f.arg({ type: AddPhoneDto, required: true }) },
    resolve: (_root, { dto }, ctx) => attachContact(ctx, toPhoneContact(dto.phone), dto.code),
  }),
);

// ─── Statistics ─────────────────────────────────────────────────────────────────────────────

/** A shopper's bonus account and spending; the loyalty domain adds their level (loyalty/schema.ts). */
export interface UserOrderStatisticsValue {
  userId: number;
  bonuses: number;
  moneySpent: number;
}

export const UserOrderStatistics = builder
  .objectRef<UserOrderStatisticsValue>("UserOrderStatistics")
  .implement({
    fields: (f) => ({
      bonuses: f.exposeInt("bonuses", { description: "Bonuses available (1 bonus = 1 ₽)." }),
      moneySpent: f.exposeInt("moneySpent", {
        description:
          "What counts towards a loyalty level, kopecks: the prices of the items received and not given back.",
      }),
      moneyAwaited: f.int({
        description:
          "Kopecks of paid items on their way (neither received nor given back): they count towards a level once received.",
        resolve: (statistics, _args, { db }) => moneyAwaited(db, statistics.userId),
      }),
    }),
  });

builder.queryField("userOrderStatistics", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: UserOrderStatistics,
    resolve: async (_root, _args, ctx) => {
      const { userId } = ctx;
      return { userId, ...(await orderStatistics(ctx.db, userId)) };
    },
  }),
);
