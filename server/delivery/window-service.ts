/**
 * The delivery window's data (docs/checkout.md#delivery-window): the items' suppliers from the
 * database, and the transit days from the delivery provider, for a chosen place (checkout, the
 * order) or, before one is chosen (the product page, the cart), for the default city over both
 * delivery types. window.ts computes the window itself.
 */
import { and, inArray, isNull, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { describeError } from "../graphql/logging.ts";
import type { DeliveryProvider } from "../providers/delivery.ts";
import type { ShopProviders } from "../providers/index.ts";
import {
  type DeliveryOrigin,
  type DeliveryWindow,
  deliveryWindow,
  originOf,
  shopDay,
  type TransitDays,
  transitSpan,
} from "./window.ts";

/**
 * Before the shopper has chosen a place, the window is the one to the shop's own city, where the
 * checkout opens when it knows no other (the stock is there too), and the screens say so.
 */
export const DEFAULT_DESTINATION = { city: "Москва", to: "в Москву" } as const;

/** How long the default city's transit days are kept: tariffs change rarely, pages often. */
const ESTIMATE_TTL_MS = 60 * 60 * 1000;
/** A provider that failed is asked again after a minute, not on every page. */
const FAILED_ESTIMATE_TTL_MS = 60 * 1000;

const estimates = new WeakMap<
  DeliveryProvider,
  { until: number; transit: Promise<TransitDays | null> }
>();

/** The transit days to the default city by either delivery type: both quotes' range. */
async function askDefaultTransit(delivery: DeliveryProvider): Promise<TransitDays | null> {
  const { city } = DEFAULT_DESTINATION;
  const [courier, points] = await Promise.all([
    delivery.quote({ kind: "ADDRESS", city, address: city }, 1),
    delivery.pickupPoints({ city, limit: 1 }),
  ]);
  const point = points[0];
  const pickup = point ? await delivery.quote({ kind: "PVZ", pvzCode: point.code }, 1) : null;
  return transitSpan(
    [courier, pickup].flatMap((quote) =>
      quote ? [{ min: quote.periodMin, max: quote.periodMax }] : [],
    ),
  );
}

/**
 * The default city's transit days (null when the provider delivers there by neither type or
 * does not answer: the screens then show no window rather than a wrong one). Kept per provider
 * for an hour.
 */
export function defaultTransit(
  providers: Pick<ShopProviders, "delivery" | "clock">,
): Promise<TransitDays | null> {
  const now = providers.clock.now().getTime();
  const kept = estimates.get(providers.delivery);
  if (kept && kept.until > now) return kept.transit;
  const entry = {
    until: now + ESTIMATE_TTL_MS,
    transit: askDefaultTransit(providers.delivery).catch((error: unknown) => {
      console.error("[delivery] no window for the default city:", describeError(error));
      entry.until = providers.clock.now().getTime() + FAILED_ESTIMATE_TTL_MS;
      return null;
    }),
  };
  estimates.set(providers.delivery, entry);
  return entry.transit;
}

/** What the window needs of an item: its supplier's leg and where it starts. */
export interface ItemLeg {
  origin: DeliveryOrigin;
  supplier: Pick<typeof t.supplier.$inferSelect, "deliveryDaysMin" | "deliveryDaysMax">;
}

export function legOf(supplier: typeof t.supplier.$inferSelect): ItemLeg {
  return { origin: originOf(supplier), supplier };
}

/** The live items' legs by id; an unknown id is left out. */
export async function itemLegs(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, ItemLeg>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: t.productItem.id, supplier: t.supplier })
    .from(t.productItem)
    .innerJoin(t.supplier, eq(t.supplier.id, t.productItem.supplierId))
    .where(and(inArray(t.productItem.id, [...ids]), isNull(t.productItem.deletedAt)));
  return new Map(rows.map((row) => [row.id, legOf(row.supplier)]));
}

/** Each item's window for one delivery (its transit days), from the shop's day of `now`. */
export function windowsFor(
  legs: ReadonlyMap<number, ItemLeg>,
  ids: readonly number[],
  transit: TransitDays,
  now: Date,
  destination: string | null = null,
): { productItemId: number; window: DeliveryWindow }[] {
  const today = shopDay(now);
  return ids.flatMap((id) => {
    const leg = legs.get(id);
    return leg
      ? [{ productItemId: id, window: deliveryWindow(leg.supplier, transit, today, destination) }]
      : [];
  });
}
