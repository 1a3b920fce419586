/**
 * Promo codes in the shop API for the back office (docs/back-office.md#промокоды): the list with
 * uses, a code with its orders, creating one (the same zod schema as the form:
 * shared/promo-codes.ts), switching it off and on. Every field asks requireStaff(ctx, "promo")
 * first (owner, manager); every change is written to the audit log in its own transaction.
 */
import { z } from "zod";
import { builder } from "../graphql/builder.ts";
import { badUserInput } from "../graphql/errors.ts";
import { isRowId } from "../graphql/ids.ts";
import { pageOf, toPage } from "../graphql/pagination.ts";
import { parseInput } from "../identity/input.ts";
import { recordStaffAction, requireStaff } from "../staff/access.ts";
import { PROMO_MESSAGES, promoCodeForm } from "../../shared/promo-codes.ts";
import {
  createPromoCode,
  listPromoCodes,
  ordersWithPromoCode,
  type PromoCodeOrder,
  promoTargets,
  readPromoCode,
  PROMO_PAGE_SIZE,
  setPromoCodeActive,
  type StaffPromoCode,
} from "./service.ts";

const StateEnum = builder.enumType("StaffPromoCodeState", {
  values: ["ACTIVE", "SCHEDULED", "ENDED", "DISABLED"] as const,
});
const FilterEnum = builder.enumType("StaffPromoCodeFilter", {
  values: ["ALL", "ACTIVE", "ENDED", "DISABLED"] as const,
});
const KindEnum = builder.enumType("StaffPromoCodeKind", {
  values: ["PERCENT", "FIXED"] as const,
});
const OwnerEnum = builder.enumType("StaffPromoCodeOwner", {
  description: "Shop-wide codes, or the shoppers' personal ones (read-only).",
  values: ["SHOP", "PERSONAL"] as const,
});
const OccasionEnum = builder.enumType("StaffPromoCodeOccasion", {
  values: ["REGISTRATION", "BIRTHDAY", "GIFT"] as const,
});

const PromoOrder = builder.objectRef<PromoCodeOrder>("StaffPromoCodeOrder").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    status: f.exposeString("status"),
    name: f.exposeString("name"),
    createdAt: f.string({ resolve: (order) => order.createdAt.toISOString() }),
    totalPrice: f.exposeInt("totalPrice", { description: "Kopecks." }),
    discountValue: f.exposeInt("discountValue", { description: "Kopecks." }),
  }),
});

export const PromoCode = builder.objectRef<StaffPromoCode>("StaffPromoCode").implement({
  description: "A shop-wide promo code as the back office shows it.",
  fields: (f) => ({
    id: f.exposeID("id"),
    code: f.exposeString("code"),
    kind: f.expose("kind", { type: KindEnum }),
    value: f.exposeInt("value", { description: "Percent for PERCENT, kopecks for FIXED." }),
    minOrderAmount: f.exposeInt("minOrderAmount", { nullable: true, description: "Kopecks." }),
    startsAt: f.string({ resolve: (code) => code.startsAt.toISOString() }),
    endsAt: f.string({ nullable: true, resolve: (code) => code.endsAt?.toISOString() ?? null }),
    active: f.exposeBoolean("active"),
    maxUses: f.exposeInt("maxUses", { nullable: true }),
    oncePerShopper: f.exposeBoolean("oncePerShopper"),
    brandId: f.id({ nullable: true, resolve: (code) => code.brandId }),
    brandName: f.exposeString("brandName", { nullable: true }),
    categoryId: f.id({ nullable: true, resolve: (code) => code.categoryId }),
    categoryName: f.exposeString("categoryName", { nullable: true }),
    personal: f.boolean({
      description: "A shopper's personal code: read-only in the back office.",
      resolve: (code) => code.owner !== null,
    }),
    ownerId: f.id({ nullable: true, resolve: (code) => code.owner?.id ?? null }),
    ownerName: f.string({ nullable: true, resolve: (code) => code.owner?.name ?? null }),
    ownerPhone: f.string({ nullable: true, resolve: (code) => code.owner?.phone ?? null }),
    occasion: f.expose("occasion", { type: OccasionEnum, nullable: true }),
    uses: f.exposeInt("uses", {
      description: "Orders with it, not cancelled: as the cart and the checkout count them.",
    }),
    state: f.expose("state", { type: StateEnum }),
    orders: f.field({
      type: [PromoOrder],
      description: "The orders that used it, newest first (200 at most).",
      resolve: (code, _args, ctx) => ordersWithPromoCode(ctx.db, code.id),
    }),
  }),
});

const Target = builder.objectRef<{ id: number; name: string }>("StaffPromoTarget").implement({
  fields: (f) => ({ id: f.exposeID("id"), name: f.exposeString("name") }),
});
const Targets = builder
  .objectRef<Awaited<ReturnType<typeof promoTargets>>>("StaffPromoTargets")
  .implement({
    fields: (f) => ({
      brands: f.field({ type: [Target], resolve: (targets) => targets.brands }),
      categories: f.field({ type: [Target], resolve: (targets) => targets.categories }),
    }),
  });

const StaffPromoCodesDto = builder.inputType("StaffPromoCodesDto", {
  fields: (f) => ({
    filter: f.field({ type: FilterEnum, required: false }),
    query: f.string({ required: false, description: "A part of the code." }),
    owner: f.field({ type: OwnerEnum, required: false, description: "SHOP unless asked." }),
    page: f.int({ required: false, defaultValue: 1 }),
    limit: f.int({ required: false, defaultValue: PROMO_PAGE_SIZE }),
  }),
});

const PromoCodePage = pageOf("StaffPromoCodePage", PromoCode);

builder.queryField("staffPromoCodes", (f) =>
  f.field({
    type: PromoCodePage,
    description:
      "Shop-wide promo codes (or the shoppers' personal ones), newest first, by pages, by state and part of the code.",
    args: { dto: f.arg({ type: StaffPromoCodesDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      requireStaff(ctx, "promo");
      const query = parseInput(
        z.string().trim().max(64, "Не длиннее 64 символов").nullish(),
        dto.query,
      );
      const page = toPage(dto);
      const found = await listPromoCodes(ctx.db, {
        filter: dto.filter ?? "ALL",
        query: query ?? "",
        owner: dto.owner ?? "SHOP",
        page,
        now: ctx.providers.clock.now(),
      });
      return { ...found, page: page.page, limit: page.limit };
    },
  }),
);

const StaffPromoCodeDto = builder.inputType("StaffPromoCodeDto", {
  fields: (f) => ({ id: f.id({ required: true }) }),
});

builder.queryField("staffPromoCode", (f) =>
  f.field({
    type: PromoCode,
    nullable: true,
    args: { dto: f.arg({ type: StaffPromoCodeDto, required: true }) },
    resolve: (_root, { dto }, ctx) => {
      requireStaff(ctx, "promo");
      const id = Number(dto.id);
      return isRowId(id) ? readPromoCode(ctx.db, id, ctx.providers.clock.now()) : null;
    },
  }),
);

builder.queryField("staffPromoTargets", (f) =>
  f.field({
    type: Targets,
    description: "The brands and categories a new code may be limited to.",
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx, "promo");
      return promoTargets(ctx.db);
    },
  }),
);

/** The form's fields as typed, one list for the create and the edit dto. */
const formFields = (f: Parameters<Parameters<typeof builder.inputType>[1]["fields"]>[0]) => ({
  code: f.string({ required: true }),
  kind: f.field({ type: KindEnum, required: true }),
  value: f.string({ required: true, description: "Percent, or roubles for FIXED." }),
  minOrder: f.string({ required: false, description: "Roubles." }),
  startsOn: f.string({ required: true, description: "A Moscow day, YYYY-MM-DD." }),
  endsOn: f.string({ required: false, description: "The last Moscow day, YYYY-MM-DD." }),
  maxUses: f.string({ required: false }),
  oncePerShopper: f.boolean({ required: false }),
  brandId: f.id({ required: false }),
  categoryId: f.id({ required: false }),
});

const CreatePromoCodeDto = builder.inputType("CreatePromoCodeDto", {
  description: "The create form's fields as typed: shared/promo-codes.ts checks them.",
  fields: formFields,
});

export const UpdatePromoCodeDto = builder.inputType("UpdatePromoCodeDto", {
  description:
    "The edit form's fields as typed, checked by the create form's schema (shared/promo-codes.ts); the code, its kind and its brand or category must be the code's own.",
  fields: (f) => ({ id: f.id({ required: true }), ...formFields(f) }),
});

const blank = (value: string | number | null | undefined) =>
  value === null || value === undefined || String(value).trim() === "" ? undefined : String(value);

type FormDto = typeof CreatePromoCodeDto.$inferInput;

/** The dto's fields checked by the form's own schema: a code's terms, or the form's messages. */
export const termsOf = (dto: FormDto) =>
  parseInput(promoCodeForm, {
    code: dto.code,
    kind: dto.kind,
    value: dto.value,
    minOrder: blank(dto.minOrder),
    startsOn: dto.startsOn,
    endsOn: blank(dto.endsOn),
    maxUses: blank(dto.maxUses),
    oncePerShopper: dto.oncePerShopper ?? false,
    brandId: blank(dto.brandId),
    categoryId: blank(dto.categoryId),
  });

builder.mutationField("createPromoCode", (f) =>
  f.field({
    type: PromoCode,
    description: "Creates a shop-wide code, switched on; recorded in the audit log (promo.create).",
    args: { dto: f.arg({ type: CreatePromoCodeDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const staff = requireStaff(ctx, "promo");
      const terms = termsOf(dto);
      const now = ctx.providers.clock.now();
      return ctx.db.transaction(async (tx) => {
        const id = await createPromoCode(tx, terms);
        await recordStaffAction(tx, staff, {
          action: "promo.create",
          subjectType: "promo_code",
          subjectId: String(id),
          details: {
            code: terms.code,
            kind: terms.kind,
            value: terms.value,
            minOrderAmount: terms.minOrderAmount,
            maxUses: terms.maxUses,
          },
        });
        const code = await readPromoCode(tx, id, now);
        if (!code) throw badUserInput(PROMO_MESSAGES.notFound, "id");
        return code;
      });
    },
  }),
);

const SetPromoCodeActiveDto = builder.inputType("SetPromoCodeActiveDto", {
  fields: (f) => ({ id: f.id({ required: true }), active: f.boolean({ required: true }) }),
});

builder.mutationField("setPromoCodeActive", (f) =>
  f.field({
    type: PromoCode,
    description:
      "Switches a code off (the cart and the checkout refuse it at once) or on; recorded in the audit log (promo.disable, promo.enable).",
    args: { dto: f.arg({ type: SetPromoCodeActiveDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const staff = requireStaff(ctx, "promo");
      const id = Number(dto.id);
      if (!isRowId(id)) throw badUserInput(PROMO_MESSAGES.notFound, "id");
      const now = ctx.providers.clock.now();
      return ctx.db.transaction(async (tx) => {
        const before = await setPromoCodeActive(tx, id, dto.active);
        if (before === null) throw badUserInput(PROMO_MESSAGES.notFound, "id");
        if (before !== dto.active) {
          await recordStaffAction(tx, staff, {
            action: dto.active ? "promo.enable" : "promo.disable",
            subjectType: "promo_code",
            subjectId: String(id),
          });
        }
        const code = await readPromoCode(tx, id, now);
        if (!code) throw badUserInput(PROMO_MESSAGES.notFound, "id");
        return code;
      });
    },
  }),
);
