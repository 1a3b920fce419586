/**
 * The delivery domain's rules (docs/checkout.md#delivery): checks what the shopper sent, asks the
 * configured provider (CDEK or its offline twin; DaData or its twin for addresses) and turns what
 * cannot be served into a Russian message. Checkout prices an order's delivery through
 * quoteDelivery again when it is placed, so a price is never taken from the browser.
 */
import { describeError } from "../graphql/logging.ts";
import { GraphQLError } from "graphql";
import { badUserInput } from "../graphql/errors.ts";
import { isRowId } from "../graphql/ids.ts";
import type { AddressSuggestion } from "../providers/address-suggestions.ts";
import type {
  DeliveryAddress,
  DeliveryDestination,
  DeliveryQuote,
  PickupPointInfo,
} from "../providers/delivery.ts";
import type { ShopProviders } from "../providers/index.ts";
import type { Database } from "../db/database.ts";
import { type DeliveryWindow, shopDay, spanOf } from "./window.ts";
import { itemLegs, windowsFor } from "./window-service.ts";

export const MAX_SUGGESTIONS = 20;
export const MAX_POINTS = 100;
export const MAX_ITEMS = 50;

/**
 * A provider that could not answer: not the shopper's fault, but theirs to work around (another
 * delivery, a minute later). The storefront shows the message like a refusal.
 */
export function deliveryUnavailable(error: unknown): GraphQLError {
  console.error("[delivery] provider failed:", describeError(error));
  return new GraphQLError(
    "Служба доставки сейчас не отвечает. Попробуйте через минуту или выберите другой способ",
    { extensions: { code: "DELIVERY_UNAVAILABLE" } },
  );
}

async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw deliveryUnavailable(error);
  }
}

/** A trimmed text argument: too long or holding a NUL byte is refused, empty is undefined. */
export function text(
  value: string | null | undefined,
  field: string,
  max: number,
): string | undefined {
  const trimmed = (value ?? "").trim();
  if (trimmed.includes("\0")) throw badUserInput("Недопустимые символы", field);
  if (trimmed.length > max) throw badUserInput(`Не длиннее ${max} символов`, field);
  return trimmed || undefined;
}

function whole(
  value: number | null | undefined,
  field: string,
  { min, max, fallback }: { min: number; max: number; fallback: number },
): number {
  if (value === null || value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw badUserInput(`Укажите число от ${min} до ${max}`, field);
  }
  return value;
}

function coordinate(value: number | null | undefined, field: string, limit: number) {
  if (value === null || value === undefined) return undefined;
  if (!Number.isFinite(value) || Math.abs(value) > limit) {
    throw badUserInput("Неверные координаты", field);
  }
  return value;
}

export async function suggestAddresses(
  providers: Pick<ShopProviders, "addresses">,
  dto: { query: string; city?: string | null; limit?: number | null },
): Promise<AddressSuggestion[]> {
  const query = text(dto.query, "query", 300);
  if (!query) throw badUserInput("Введите адрес", "query");
  const city = text(dto.city, "city", 100);
  const limit = whole(dto.limit, "limit", { min: 1, max: MAX_SUGGESTIONS, fallback: 10 });
  return fromProvider(() => providers.addresses.suggest({ query, city, limit }));
}

export async function listPickupPoints(
  providers: Pick<ShopProviders, "delivery">,
  dto: {
    cityId?: number | null;
    city?: string | null;
    latitude?: number | null;
    longitude?: number | null;
    search?: string | null;
    limit?: number | null;
  },
): Promise<PickupPointInfo[]> {
  const city = text(dto.city, "city", 100);
  const search = text(dto.search, "search", 100);
  const cityId = dto.cityId ?? undefined;
  if (cityId !== undefined && !isRowId(cityId)) {
    throw badUserInput("Город не найден", "cityId");
  }
  const latitude = coordinate(dto.latitude, "latitude", 90);
  const longitude = coordinate(dto.longitude, "longitude", 180);
  const point = latitude !== undefined && longitude !== undefined;
  if (cityId === undefined && !city && !point) {
    throw badUserInput("Укажите город или точку на карте", "city");
  }
  const limit = whole(dto.limit, "limit", { min: 1, max: MAX_POINTS, fallback: 50 });
  return fromProvider(() =>
    providers.delivery.pickupPoints({
      cityId,
      city,
      ...(point ? { latitude, longitude } : {}),
      search,
      limit,
    }),
  );
}

/** Checks an address destination's fields the way the order form's are checked. */
export function addressDestination(dto: DeliveryAddress): DeliveryDestination {
  const city = text(dto.city, "city", 100);
  if (!city) throw badUserInput("Укажите город", "city");
  const address = text(dto.address, "address", 300);
  if (!address) throw badUserInput("Укажите адрес", "address");
  const postalCode = text(dto.postalCode, "postalCode", 10);
  if (postalCode && !/^\d{4,6}$/.test(postalCode)) {
    throw badUserInput("Индекс — от 4 до 6 цифр", "postalCode");
  }
  return {
    kind: "ADDRESS",
    cityId: dto.cityId ?? null,
    city,
    postalCode: postalCode ?? null,
    address,
    latitude: coordinate(dto.latitude, "latitude", 90) ?? null,
    longitude: coordinate(dto.longitude, "longitude", 180) ?? null,
  };
}

export function itemCountOf(value: number | null | undefined): number {
  return whole(value, "itemCount", { min: 1, max: MAX_ITEMS, fallback: 1 });
}

/** The items a quote gives windows for: row ids, at most MAX_ITEMS of them, each once. */
export function quotedItemIds(values: readonly (string | number)[] | null | undefined): number[] {
  if (!values) return [];
  const ids = [
    ...new Set(
      values.map((value) => {
        const id =
          typeof value === "number" ? value : /^\d{1,15}$/.test(value) ? Number(value) : NaN;
        if (!isRowId(id)) throw badUserInput("Товар не найден", "productItemIds");
        return id;
      }),
    ),
  ];
  if (ids.length > MAX_ITEMS) {
    throw badUserInput(`Не больше ${MAX_ITEMS} товаров`, "productItemIds");
  }
  return ids;
}

/** A quote with the window of each item asked for and of them all (docs/checkout.md#delivery-window). */
export interface QuoteWithWindows extends DeliveryQuote {
  items: { productItemId: number; window: DeliveryWindow }[];
  window: DeliveryWindow | null;
}

/**
 * The price and window of a delivery for the given items (the checkout's): one parcel per item
 * unless `itemCount` says otherwise, each item's window from its supplier and this delivery's
 * transit days, and the span of them all. An unknown item is refused.
 */
export async function quoteForItems(
  db: Database,
  providers: Pick<ShopProviders, "delivery" | "clock">,
  destination: DeliveryDestination,
  dto: { itemCount?: number | null; productItemIds?: readonly (string | number)[] | null },
): Promise<QuoteWithWindows> {
  const ids = quotedItemIds(dto.productItemIds);
  const itemCount =
    dto.itemCount === null || dto.itemCount === undefined
      ? Math.max(1, ids.length)
      : itemCountOf(dto.itemCount);
  const [quote, legs] = await Promise.all([
    quoteDelivery(providers, destination, itemCount),
    itemLegs(db, ids),
  ]);
  const missing = ids.find((id) => !legs.has(id));
  if (missing !== undefined) throw badUserInput("Товар не найден", "productItemIds");
  const now = providers.clock.now();
  const items = windowsFor(legs, ids, { min: quote.periodMin, max: quote.periodMax }, now);
  return {
    deliveryPrice: quote.deliveryPrice,
    periodMin: quote.periodMin,
    periodMax: quote.periodMax,
    items,
    window: spanOf(
      items.map((item) => item.window),
      shopDay(now),
    ),
  };
}

/**
 * The price and window of a delivery, and the pickup point when it goes to one. An unknown point
 * or a place the provider does not serve is the shopper's to change (BAD_USER_INPUT).
 */
export async function quoteDelivery(
  providers: Pick<ShopProviders, "delivery">,
  destination: DeliveryDestination,
  itemCount: number,
  /** Where the fields sit in the caller's dto: "delivery." in an order's. */
  fieldPrefix = "",
): Promise<DeliveryQuote & { pickupPoint: PickupPointInfo | null }> {
  if (destination.kind === "PVZ") {
    const field = `${fieldPrefix}pvzCode`;
    const code = text(destination.pvzCode, field, 40);
    if (!code) throw badUserInput("Выберите пункт выдачи", field);
    const pickupPoint = await fromProvider(() => providers.delivery.pickupPoint(code));
    if (!pickupPoint) throw badUserInput("Пункт выдачи не найден", field);
    const quote = await fromProvider(() =>
      providers.delivery.quote({ kind: "PVZ", pvzCode: code }, itemCount),
    );
    if (!quote) throw badUserInput("Доставка в этот пункт выдачи недоступна", field);
    return { ...quote, pickupPoint };
  }
  const quote = await fromProvider(() => providers.delivery.quote(destination, itemCount));
  if (!quote) throw badUserInput("Доставка по этому адресу недоступна", `${fieldPrefix}address`);
  return { ...quote, pickupPoint: null };
}
