/**
 * Checkout on the storefront's server (docs/checkout.md#checkout-page): who is buying, what
 * (the cart's checked items on sale, with its promo code and bonuses), where to (pickup points
 * and delivery prices from the shop API), and placing the order, which answers the payment link.
 * Every amount is the shop API's; the form carries choices only.
 */
import { CombinedError } from "@urql/core";
import { redirect, type RouterContextProvider } from "react-router";
import { readFragment, type ResultOf } from "~/graphql.ts";
import type { SavedAddressFragment } from "~/features/account/address-fragment.server.ts";
import { isSignedOutError, type Shopper, ShopperQuery } from "~/features/account/account.server.ts";
import { loadCart } from "~/features/cart/cart.server.ts";
import { authHref, openChannel } from "~/features/identity/sign-in-model.ts";
import { type CartView, orderedLines } from "~/features/cart/cart-view-model.ts";
import { shopFeaturesOf } from "~/platform/env.server.ts";
import { type ApiError, readApiError } from "~/platform/errors.server.ts";
import { getSession, shopMutation, shopQuery } from "~/platform/shop-api.server.ts";
import {
  AddressQuoteQuery,
  AddressSuggestionsQuery,
  CheckoutStartQuery,
  CreateOrderMutation,
  type DeliveryQuoteFragment,
  PickupPointFragment,
  PickupPointsQuery,
  PvzQuoteQuery,
  SavedAddressesQuery,
} from "./checkout-documents.server.ts";
import { addressLine } from "../../../shared/address.ts";
import { type CheckoutFields, NEW_ADDRESS } from "./checkout-schema.ts";

type Context = Readonly<RouterContextProvider>;

export type PickupPoint = ResultOf<typeof PickupPointFragment>;
export type SavedAddress = ResultOf<typeof SavedAddressFragment>;
export type DeliveryQuote = ResultOf<typeof DeliveryQuoteFragment>;
export type AddressSuggestion = ResultOf<typeof AddressSuggestionsQuery>["evidenceAddress"][number];

/**
 * Where a guest signs in: the phone tab, the sign-in's default, coming back here
 * (docs/identity.md#sign-in-flow); the e-mail tab where this shop sends no SMS (production with
 * e-mail only). It was the e-mail tab until issue 33, after the specification's words that the
 * return-to marker leads to /checkout "in the email-only path": every path carries it here.
 */
export function checkoutSignIn(features = shopFeaturesOf()): string {
  return authHref(openChannel("phone", features), "/checkout");
}

/**
 * The city the pickup points open with: the shopper's last saved address's, or Moscow, the city
 * whose window («в Москву») the product page and the cart show before a place is chosen
 * (docs/checkout.md#delivery-window).
 */
export const DEFAULT_CITY = "Москва";

/** The signed-in shopper, or a redirect to sign in and come back. */
export async function requireBuyer(context: Context): Promise<Shopper> {
  const session = getSession(context);
  if (!session.accessToken && !session.refreshToken) throw redirect(checkoutSignIn());
  try {
    return (await shopQuery(context, ShopperQuery, {})).user;
  } catch (error) {
    if (isSignedOutError(error)) throw redirect(checkoutSignIn());
    throw error;
  }
}

export interface CheckoutStart {
  shopper: Shopper;
  cart: CartView;
  idempotencyKey: string;
  addresses: SavedAddress[];
  city: string;
  points: PickupPoint[];
  pointsError: string | null;
}

/** Everything the page opens with, and the cart cookie to send if the cart changed. */
export async function loadCheckout(
  request: Request,
  context: Context,
): Promise<{ start: CheckoutStart; headers: Headers }> {
  const shopper = await requireBuyer(context);
  const [{ cart, headers }, begin] = await Promise.all([
    loadCart(request, context),
    shopQuery(context, CheckoutStartQuery, {}),
  ]);
  const addresses = begin.addressList.items;
  const city =
    new URL(request.url).searchParams.get("city")?.trim() || addresses[0]?.city || DEFAULT_CITY;
  const found = await findPickupPoints(context, { city });
  return {
    start: {
      shopper,
      cart,
      idempotencyKey: begin.getIdempotencyKey.idempotencyKey,
      addresses,
      city,
      points: found.ok ? found.points : [],
      pointsError: found.ok ? null : found.message,
    },
    headers,
  };
}

type Refusable<T> = ({ ok: true } & T) | { ok: false; message: string; field: string | null };

/**
 * The shop API's answers a shopper can act on: a refusal of the input, or a delivery or payment
 * provider that did not answer (try again, or choose another way).
 */
const SHOPPERS_ERRORS = new Set(["BAD_USER_INPUT", "DELIVERY_UNAVAILABLE", "PAYMENT_UNAVAILABLE"]);

/** The API's message for the shopper; anything else is thrown on to the error screen. */
function refused(error: unknown): { ok: false; message: string; field: string | null } {
  const found: ApiError | null = readApiError(error);
  if (!found?.code || !SHOPPERS_ERRORS.has(found.code)) throw error;
  return { ok: false, message: found.message, field: found.field };
}

export async function findPickupPoints(
  context: Context,
  { city, search }: { city: string; search?: string },
): Promise<Refusable<{ points: PickupPoint[] }>> {
  try {
    const answer = await shopQuery(context, PickupPointsQuery, {
      dto: { city, search: search || undefined, limit: 50 },
    });
    return {
      ok: true,
      points: answer.getPVZListByLocation.map((point) => readFragment(PickupPointFragment, point)),
    };
  } catch (error) {
    return refused(error);
  }
}

/** The address the form describes: a saved one by id, or the new one typed in. */
export function addressOf(fields: CheckoutFields, saved: readonly SavedAddress[]) {
  const chosen =
    fields.addressId && fields.addressId !== NEW_ADDRESS
      ? saved.find((address) => address.id === fields.addressId)
      : undefined;
  if (chosen) {
    return {
      country: chosen.country,
      city: chosen.city,
      street: chosen.street,
      house: chosen.house,
      building: chosen.building ?? undefined,
      apartment: chosen.apartment ?? undefined,
      index: chosen.index ?? undefined,
    };
  }
  return {
    country: fields.country || "Россия",
    city: fields.city ?? "",
    street: fields.street ?? "",
    house: fields.house ?? "",
    building: fields.building,
    apartment: fields.apartment,
    index: fields.index,
    latitude: fields.latitude,
    longitude: fields.longitude,
  };
}

/** The price of the chosen delivery for these goods, and when each can arrive. */
export async function quoteDelivery(
  context: Context,
  fields: CheckoutFields,
  saved: readonly SavedAddress[],
  productItemIds: readonly string[],
): Promise<Refusable<{ quote: DeliveryQuote }>> {
  // One parcel per item (docs/checkout.md#delivery); at least one to price the delivery at all.
  const items = {
    productItemIds: [...productItemIds],
    itemCount: Math.max(1, productItemIds.length),
  };
  try {
    if (fields.delivery === "PVZ") {
      const answer = await shopQuery(context, PvzQuoteQuery, {
        dto: { pvzCode: fields.pvzCode ?? "", ...items },
      });
      return { ok: true, quote: answer.calculatePVZDelivery };
    }
    const address = addressOf(fields, saved);
    const answer = await shopQuery(context, AddressQuoteQuery, {
      dto: {
        city: address.city,
        postalCode: address.index,
        address: addressLine(address),
        latitude: "latitude" in address ? address.latitude : undefined,
        longitude: "longitude" in address ? address.longitude : undefined,
        ...items,
      },
    });
    return { ok: true, quote: answer.calculateAddressDelivery };
  } catch (error) {
    return refused(error);
  }
}

export async function suggestAddresses(
  context: Context,
  query: string,
  city?: string,
): Promise<AddressSuggestion[]> {
  try {
    const answer = await shopQuery(context, AddressSuggestionsQuery, {
      dto: { query, city: city || undefined, limit: 7 },
    });
    return answer.evidenceAddress;
  } catch (error) {
    // Suggestions are a convenience: the shopper can always type the address.
    if (error instanceof CombinedError) return [];
    throw error;
  }
}

/**
 * Places the order (createOrderWithPaymentLink) with the cart's checked items on sale, its promo
 * code and bonuses; the shop API recomputes every amount. The same idempotency key again answers
 * the same order and payment link, so a double click or a retried post pays once.
 */
export async function placeOrder(
  context: Context,
  fields: CheckoutFields,
  cart: CartView,
  saved: readonly SavedAddress[],
): Promise<Refusable<{ paymentLink: string; uuid: string }>> {
  const items = orderedLines(cart.lines);
  if (items.length === 0) {
    return { ok: false, message: "В заказе нет товаров: отметьте их в корзине", field: null };
  }
  const address = fields.delivery === "ADDRESS" ? addressOf(fields, saved) : undefined;
  try {
    const { createOrderWithPaymentLink: placed } = await shopMutation(
      context,
      CreateOrderMutation,
      {
        dto: {
          idempotencyKey: fields.idempotencyKey ?? "",
          name: fields.name ?? "",
          surname: fields.surname ?? "",
          lastname: fields.lastname || undefined,
          phone: fields.phone ?? "",
          email: fields.email ?? "",
          comment: fields.comment || undefined,
          delivery:
            fields.delivery === "PVZ"
              ? { type: "PVZ", pvzCode: fields.pvzCode }
              : { type: "ADDRESS", address },
          productItemIds: items.map((line) => line.id),
          promoCode: cart.promoCode ?? undefined,
          bonuses: cart.bonusesToSpend,
          publicOfferAccepted: fields.offer === "on",
        },
      },
    );
    return { ok: true, paymentLink: placed.paymentLink, uuid: placed.uuid };
  } catch (error) {
    return refused(error);
  }
}

/** The shopper's saved addresses, for an action that prices or places an order to one. */
export async function savedAddresses(context: Context): Promise<SavedAddress[]> {
  const { addressList } = await shopQuery(context, SavedAddressesQuery, {});
  return addressList.items;
}
