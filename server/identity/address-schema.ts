/**
 * The signed-in shopper's delivery addresses (addressList, createAddress:
 * docs/identity.md#addresses): only ever their own.
 */
import { z } from "zod";
import { builder } from "../graphql/builder.ts";
import { badUserInput } from "../graphql/errors.ts";
import { ownListField, pageOf } from "../graphql/pagination.ts";
import { countAddresses, insertAddress, listAddresses } from "./address-service.ts";
import { parseInput } from "./input.ts";
import { Address } from "./user-schema.ts";

/** Enough for any household; bounds what one account can store. */
export const MAX_ADDRESSES_PER_USER = 50;

const AddressPage = pageOf("AddressPage", Address);

ownListField(
  "addressList",
  AddressPage,
  "The signed-in shopper's addresses, newest first.",
  listAddresses,
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
  f.withAuth({ signedIn: true }).field({
    type: Address,
    args: { dto: f.arg({ type: CreateAddressDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const { userId } = ctx;
      const input = parseInput(createAddressInput, dto);
      if ((await countAddresses(ctx.db, userId)) >= MAX_ADDRESSES_PER_USER) {
        throw badUserInput(`Можно сохранить не больше ${MAX_ADDRESSES_PER_USER} адресов`);
      }
      return insertAddress(ctx.db, userId, input, ctx.providers.clock.now());
    },
  }),
);
