/**
 * The offline delivery provider (docs/checkout.md#offline-delivery): the seeded pickup points and
 * tariffs, with deterministic prices, so checkout works with no network and no CDEK account.
 */
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { EXTRA_ITEM_PRICE } from "../seed/data/delivery-cities.ts";
import type {
  DeliveryDestination,
  DeliveryProvider,
  DeliveryQuote,
  PickupPointInfo,
  PickupPointQuery,
} from "./delivery.ts";

type PickupRow = typeof t.pickupPoint.$inferSelect;

export function pickupPointInfo(row: PickupRow): PickupPointInfo {
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

/** `%`, `_` and `\` typed by a shopper match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

export class OfflineDeliveryProvider implements DeliveryProvider {
  constructor(private readonly db: Database) {}

  async pickupPoints(query: PickupPointQuery): Promise<PickupPointInfo[]> {
    const where: (SQL | undefined)[] = [isNull(t.pickupPoint.deletedAt)];
    if (query.cityId !== undefined) where.push(eq(t.pickupPoint.cityId, query.cityId));
    else if (query.city) where.push(sql`lower(${t.pickupPoint.city}) = lower(${query.city})`);
    if (query.search) {
      const pattern = likePattern(query.search);
      where.push(
        sql`(lower(${t.pickupPoint.name}) like lower(${pattern}) or lower(${t.pickupPoint.address}) like lower(${pattern}))`,
      );
    }
    const { latitude, longitude } = query;
    const near =
      latitude !== undefined && longitude !== undefined
        ? // Squared distance on a small patch of the sphere: longitude shrinks with latitude.
          sql`power(${t.pickupPoint.latitude} - ${latitude}, 2) + power((${t.pickupPoint.longitude} - ${longitude}) * ${Math.cos((latitude * Math.PI) / 180)}, 2)`
        : undefined;
    const rows = await this.db
      .select()
      .from(t.pickupPoint)
      .where(and(...where))
      .orderBy(...(near ? [asc(near)] : []), asc(t.pickupPoint.name), asc(t.pickupPoint.code))
      .limit(query.limit);
    return rows.map(pickupPointInfo);
  }

  async pickupPoint(code: string): Promise<PickupPointInfo | null> {
    const [row] = await this.db
      .select()
      .from(t.pickupPoint)
      .where(and(eq(t.pickupPoint.code, code), isNull(t.pickupPoint.deletedAt)));
    return row ? pickupPointInfo(row) : null;
  }

  async quote(destination: DeliveryDestination, itemCount: number): Promise<DeliveryQuote | null> {
    let cityId: number | null;
    if (destination.kind === "PVZ") {
      const [point] = await this.db
        .select({ cityId: t.pickupPoint.cityId })
        .from(t.pickupPoint)
        .where(and(eq(t.pickupPoint.code, destination.pvzCode), isNull(t.pickupPoint.deletedAt)));
      if (!point) return null;
      cityId = point.cityId;
    } else {
      cityId = destination.cityId ?? (await this.cityIdOf(destination.city));
    }
    const kind = destination.kind;
    const tariff =
      cityId === null
        ? await this.tariff(kind, null)
        : // A city the shop knows but delivers nothing to (Turkey's: goods come from there).
          await this.tariff(kind, cityId);
    if (!tariff) return null;
    return {
      deliveryPrice: tariff.price + Math.max(0, itemCount - 1) * EXTRA_ITEM_PRICE,
      periodMin: tariff.daysMin,
      periodMax: tariff.daysMax,
    };
  }

  private async cityIdOf(title: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: t.city.id })
      .from(t.city)
      .where(and(sql`lower(${t.city.title}) = lower(${title.trim()})`, isNull(t.city.deletedAt)))
      .orderBy(asc(t.city.id))
      .limit(1);
    return row?.id ?? null;
  }

  private async tariff(kind: "PVZ" | "ADDRESS", cityId: number | null) {
    const [row] = await this.db
      .select({
        price: t.deliveryTariff.price,
        daysMin: t.deliveryTariff.daysMin,
        daysMax: t.deliveryTariff.daysMax,
      })
      .from(t.deliveryTariff)
      .where(
        and(
          eq(t.deliveryTariff.kind, kind),
          cityId === null ? isNull(t.deliveryTariff.cityId) : eq(t.deliveryTariff.cityId, cityId),
          isNull(t.deliveryTariff.deletedAt),
        ),
      )
      .limit(1);
    return row ?? null;
  }
}
