// TEMPORARY: replaced by the delivery domain's service when it lands
/**
 * The one function checkout needs from the delivery domain (docs/checkout.md#delivery), with
 * fixed tariffs until that domain's provider-backed version replaces this file.
 */
import { and, eq, isNull } from "drizzle-orm";
import * as t from "../db/schema.ts";
import { badUserInput } from "../graphql/errors.ts";
import type { DeliveryDestination, DeliveryQuote, PickupPointInfo } from "../providers/delivery.ts";
import type { ShopProviders } from "../providers/index.ts";
import type { Database } from "../db/database.ts";

type PickupRow = typeof t.pickupPoint.$inferSelect;

function pickupInfo(row: PickupRow): PickupPointInfo {
  return {
    code: row.code,
    name: row.name,
    uuid: row.uuid,
    location: { longitude: row.longitude, latitude: row.latitude, city_uuid: row.cityUuid },
    countryCode: row.countryCode,
    regionCode: row.regionCode,
    region: row.region,
    cityCode: row.cityCode,
    city: row.city,
    postalCode: row.postalCode,
    address: row.address,
    addressFull: row.addressFull,
    addressComment: row.addressComment,
    phones: row.phones ?? [],
    email: row.email,
    officeImageList: row.officeImageList ?? [],
    workTime: row.workTime,
    isDressingRoom: row.isDressingRoom,
  };
}

/** The price and window of a delivery, and the pickup point when it goes to one. */
export async function quoteDelivery(
  providers: ShopProviders & { db?: Database },
  destination: DeliveryDestination,
  itemCount: number,
): Promise<DeliveryQuote & { pickupPoint: PickupPointInfo | null }> {
  void itemCount;
  if (destination.kind === "ADDRESS") {
    return { deliveryPrice: 49_000, periodMin: 2, periodMax: 5, pickupPoint: null };
  }
  const db = providers.db;
  if (!db) throw new Error("quoteDelivery (temporary) needs the database");
  const [row] = await db
    .select()
    .from(t.pickupPoint)
    .where(and(eq(t.pickupPoint.code, destination.pvzCode), isNull(t.pickupPoint.deletedAt)));
  if (!row) throw badUserInput("Пункт выдачи не найден", "delivery.pvzCode");
  return { deliveryPrice: 29_000, periodMin: 3, periodMax: 7, pickupPoint: pickupInfo(row) };
}
