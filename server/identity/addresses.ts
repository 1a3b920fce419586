/** The signed-in shopper's delivery addresses (spec §7 addressList, createAddress): only ever their own. */
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import { badUserInput } from "../graphql/errors.ts";
import { Pagination, PaginationDto, toPage } from "../graphql/pagination.ts";
import { parseInput } from "./input.ts";
import { Address } from "./types.ts";
import { requireUser } from "./viewer.ts";

/** Enough for any household; bounds what one account can store. */
export const MAX_ADDRESSES_PER_USER = 50;

type AddressRow = typeof t.address.$inferSelect;

const AddressPage = builder
  .objectRef<{ items: AddressRow[]; page: number; limit: number; totalItems: number }>(
    "AddressPage",
  )
  .implement({
    fields: (f) => ({
      items: f.field({ type: [Address], resolve: (page) => page.items }),
      pagination: f.field({ type: Pagination, resolve: (page) => page }),
    }),
  });

builder.queryField("addressList", (f) =>
  f.field({
    type: AddressPage,
    description: "The signed-in shopper's addresses, newest first.",
    args: { dto: f.arg({ type: PaginationDto, required: false }) },
    resolve: async (_root, { dto }, ctx) => {
      const userId = await requireUser(ctx);
      const page = toPage(dto);
      const mine = and(eq(t.address.userId, userId), isNull(t.address.deletedAt));
      const [total] = await ctx.db.select({ value: count() }).from(t.address).where(mine);
      const items = await ctx.db
        .select()
        .from(t.address)
        .where(mine)
        .orderBy(desc(t.address.createdAt), desc(t.address.id))
        .limit(page.limit)
        .offset(page.offset);
      return { items, page: page.page, limit: page.limit, totalItems: total?.value ?? 0 };
    },
  }),
);

const required = (what: string, max = 200) =>
  z.string().trim().min(1, `Укажите ${what}`).max(max, `Не длиннее ${max} символов`);
const optional = (max = 50) =>
  z
    .string()
    .trim()
    .max(max, `Не длиннее ${max} символов`)
    .transform((value) => value || null)
    .nullish();
const optionalId = z.coerce.number().int().positive().nullish();

const createAddressInput = z.object({
  country: required("страну", 100),
  countryId: optionalId,
  city: required("город", 100),
  cityId: optionalId,
  street: required("улицу"),
  house: required("дом", 20),
  apartment: optional(),
  building: optional(),
  index: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, "Индекс — шесть цифр")
    .transform((value) => value || null)
    .nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});

const CreateAddressDto = builder.inputType("CreateAddressDto", {
  fields: (f) => ({
    country: f.string({ required: true }),
    countryId: f.id({ required: false }),
    city: f.string({ required: true }),
    cityId: f.id({ required: false }),
    street: f.string({ required: true }),
    house: f.string({ required: true }),
    apartment: f.string({ required: false }),
    building: f.string({ required: false }),
    index: f.string({ required: false, description: "Postcode: six digits." }),
    latitude: f.float({ required: false }),
    longitude: f.float({ required: false }),
  }),
});

builder.mutationField("createAddress", (f) =>
  f.field({
    type: Address,
    args: { dto: f.arg({ type: CreateAddressDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const userId = await requireUser(ctx);
      const input = parseInput(createAddressInput, dto);
      const [stored] = await ctx.db
        .select({ value: count() })
        .from(t.address)
        .where(and(eq(t.address.userId, userId), isNull(t.address.deletedAt)));
      if ((stored?.value ?? 0) >= MAX_ADDRESSES_PER_USER) {
        throw badUserInput(`Можно сохранить не больше ${MAX_ADDRESSES_PER_USER} адресов`);
      }
      const ids = await knownPlaces(ctx.db, input.countryId ?? null, input.cityId ?? null);
      const now = ctx.providers.clock.now();
      const [row] = await ctx.db
        .insert(t.address)
        .values({ ...input, ...ids, userId, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error("address not inserted");
      return row;
    },
  }),
);

/** Keeps a country / city id only when it names a stored one (a stale id must not break the insert). */
async function knownPlaces(db: Database, countryId: number | null, cityId: number | null) {
  const [country] = countryId
    ? await db.select({ id: t.country.id }).from(t.country).where(eq(t.country.id, countryId))
    : [];
  const [city] = cityId
    ? await db.select({ id: t.city.id }).from(t.city).where(eq(t.city.id, cityId))
    : [];
  return { countryId: country?.id ?? null, cityId: city?.id ?? null };
}
