/**
 * What createOrderWithPaymentLink accepts (docs/checkout.md#placing-an-order): every field
 * checked on the server, each refusal a BAD_USER_INPUT with a Russian message and the field it
 * concerns. Pure: no database here.
 */
import type { AddressSnapshot } from "../db/schema.ts";
import { badUserInput } from "../graphql/errors.ts";
import { isRowId } from "../graphql/ids.ts";
import {
  EMAIL_INVALID_MESSAGE,
  email as emailRule,
  MOBILE_PHONE_INVALID_MESSAGE,
  mobilePhone,
} from "../../shared/contact.ts";
import type { DeliveryDestination } from "../providers/delivery.ts";

/** An order holds at most this many items, as a cart does (docs/cart.md#local-cart). */
export const MAX_ORDER_ITEMS = 50;
const MAX_NAME = 100;
const MAX_COMMENT = 1000;
const MAX_ADDRESS_PART = 200;
const MAX_RETURN_PATH = 500;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The address as the order keeps it, with the shop's city id and the point on a map. */
export interface OrderAddressDto extends AddressSnapshot {
  cityId?: number | null;
  latitude?: number | null;
  longitude?: number | null;
}

export interface CreateOrderDto {
  idempotencyKey: string;
  name: string;
  surname: string;
  lastname?: string | null;
  phone: string;
  email: string;
  comment?: string | null;
  delivery: { type: "PVZ" | "ADDRESS"; pvzCode?: string | null; address?: OrderAddressDto | null };
  productItemIds: readonly (string | number)[];
  promoCode?: string | null;
  bonuses?: number | null;
  publicOfferAccepted: boolean;
  returnPath?: string | null;
}

export interface OrderInput {
  idempotencyKey: string;
  name: string;
  surname: string;
  lastname: string | null;
  /** +79XXXXXXXXX. */
  phone: string;
  email: string;
  comment: string | null;
  destination: DeliveryDestination;
  /** The address as the order keeps it (addressDelivery), for an address delivery. */
  address: (AddressSnapshot & { latitude?: number | null; longitude?: number | null }) | null;
  productItemIds: number[];
  promoCode: string | null;
  bonuses: number;
  returnPath: string | null;
}

/** Refuses NUL bytes anywhere in the dto (PostgreSQL text cannot hold them). */
function assertNoNul(value: unknown, path: string): void {
  if (typeof value === "string") {
    if (value.includes("\0")) throw badUserInput("Недопустимые символы", path);
  } else if (Array.isArray(value)) {
    value.forEach((entry, index) => assertNoNul(entry, `${path}.${index}`));
  } else if (value && typeof value === "object") {
    for (const [key, entry] of Object.entries(value)) {
      assertNoNul(entry, path ? `${path}.${key}` : key);
    }
  }
}

function required(value: string, field: string, message: string, max = MAX_NAME): string {
  const text = value.trim();
  if (!text) throw badUserInput(message, field);
  if (text.length > max) throw badUserInput(`Не больше ${max} символов`, field);
  return text;
}

function optional(value: string | null | undefined, field: string, max: number): string | null {
  const text = value?.trim() ?? "";
  if (text.length > max) throw badUserInput(`Не больше ${max} символов`, field);
  return text || null;
}

function coordinate(value: number | null | undefined, field: string, limit: number) {
  if (value === null || value === undefined) return null;
  if (!Number.isFinite(value) || Math.abs(value) > limit) {
    throw badUserInput("Неверные координаты", field);
  }
  return value;
}

function destinationOf(dto: CreateOrderDto["delivery"]): {
  destination: DeliveryDestination;
  address: OrderInput["address"];
} {
  if (dto.type === "PVZ") {
    const code = dto.pvzCode?.trim() ?? "";
    if (!code) throw badUserInput("Выберите пункт выдачи", "delivery.pvzCode");
    if (code.length > 50) throw badUserInput("Пункт выдачи не найден", "delivery.pvzCode");
    return { destination: { kind: "PVZ", pvzCode: code }, address: null };
  }
  const input = dto.address;
  if (!input) throw badUserInput("Укажите адрес доставки", "delivery.address");
  const field = (name: string) => `delivery.address.${name}`;
  const address = {
    country: required(input.country, field("country"), "Укажите страну", MAX_ADDRESS_PART),
    city: required(input.city, field("city"), "Укажите город", MAX_ADDRESS_PART),
    street: required(input.street, field("street"), "Укажите улицу", MAX_ADDRESS_PART),
    house: required(input.house, field("house"), "Укажите дом", 20),
    apartment: optional(input.apartment, field("apartment"), 20),
    building: optional(input.building, field("building"), 20),
    index: optional(input.index, field("index"), 6),
    latitude: coordinate(input.latitude, field("latitude"), 90),
    longitude: coordinate(input.longitude, field("longitude"), 180),
  };
  if (address.index !== null && !/^\d{6}$/.test(address.index)) {
    throw badUserInput("Индекс — шесть цифр", field("index"));
  }
  if (input.cityId != null && !isRowId(input.cityId)) {
    throw badUserInput("Город не найден", field("cityId"));
  }
  const line = [address.street, `д. ${address.house}`]
    .concat(address.building ? [`корп. ${address.building}`] : [])
    .concat(address.apartment ? [`кв. ${address.apartment}`] : [])
    .join(", ");
  return {
    destination: {
      kind: "ADDRESS",
      cityId: input.cityId ?? null,
      city: address.city,
      postalCode: address.index,
      address: line,
      latitude: address.latitude,
      longitude: address.longitude,
    },
    address,
  };
}

/** A same-site path to come back to after paying: "/…", never "//…" nor a backslash trick. */
function returnPathOf(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (
    value.length > MAX_RETURN_PATH ||
    !value.startsWith("/") ||
    value.startsWith("//") ||
    /[\\\s\p{Cc}]/u.test(value)
  ) {
    throw badUserInput("Неверный адрес возврата", "returnPath");
  }
  return value;
}

function itemIdsOf(ids: readonly (string | number)[]): number[] {
  const parsed = ids.map((value) => {
    const id = typeof value === "number" ? value : /^\d{1,15}$/.test(value) ? Number(value) : NaN;
    if (!isRowId(id)) throw badUserInput("Товар не найден", "productItemIds");
    return id;
  });
  const distinct = [...new Set(parsed)];
  if (distinct.length === 0) throw badUserInput("В заказе нет товаров", "productItemIds");
  if (distinct.length > MAX_ORDER_ITEMS) {
    throw badUserInput(
      `В заказе может быть не больше ${MAX_ORDER_ITEMS} товаров`,
      "productItemIds",
    );
  }
  if (distinct.length !== parsed.length) {
    throw badUserInput("Товар указан в заказе дважды", "productItemIds");
  }
  return distinct;
}

/** The dto checked and normalised, or a BAD_USER_INPUT naming the first field at fault. */
export function parseOrderInput(dto: CreateOrderDto): OrderInput {
  assertNoNul(dto, "");
  const idempotencyKey = dto.idempotencyKey.trim();
  if (!UUID_V4.test(idempotencyKey)) {
    throw badUserInput("Обновите страницу и оформите заказ снова", "idempotencyKey");
  }
  if (dto.publicOfferAccepted !== true) {
    throw badUserInput("Нужно согласие с публичной офертой", "publicOfferAccepted");
  }
  const name = required(dto.name, "name", "Укажите имя");
  const surname = required(dto.surname, "surname", "Укажите фамилию");
  const lastname = optional(dto.lastname, "lastname", MAX_NAME);
  const phone = mobilePhone.safeParse(dto.phone);
  if (!phone.success) throw badUserInput(MOBILE_PHONE_INVALID_MESSAGE, "phone");
  const email = emailRule.safeParse(dto.email);
  if (!email.success) throw badUserInput(EMAIL_INVALID_MESSAGE, "email");
  const comment = optional(dto.comment, "comment", MAX_COMMENT);
  const bonuses = dto.bonuses ?? 0;
  if (!Number.isSafeInteger(bonuses) || bonuses < 0 || bonuses % 10 !== 0) {
    throw badUserInput("Введите число бонусов, кратное 10", "bonuses");
  }
  const promoCode = optional(dto.promoCode, "promoCode", 64);
  if (promoCode !== null && !/^[\p{L}\p{N}_-]+$/u.test(promoCode)) {
    throw badUserInput("Промокод не найден", "promoCode");
  }
  return {
    idempotencyKey: idempotencyKey.toLowerCase(),
    name,
    surname,
    lastname,
    phone: phone.data,
    email: email.data,
    comment,
    ...destinationOf(dto.delivery),
    productItemIds: itemIdsOf(dto.productItemIds),
    promoCode,
    bonuses,
    returnPath: returnPathOf(dto.returnPath),
  };
}
