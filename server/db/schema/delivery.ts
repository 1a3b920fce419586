/** Pickup points and the delivery provider's tariffs. */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { id, timestamps, money } from "./columns.ts";
import { city } from "./geography.ts";

/** A pickup point of the delivery service (CDEK "PVZ"). */
export const pickupPoint = pgTable(
  "pickup_point",
  {
    id: id(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    uuid: uuid("uuid"),
    cityId: integer("city_id").references(() => city.id),
    cityUuid: text("city_uuid"),
    countryCode: text("country_code").notNull(),
    regionCode: integer("region_code"),
    region: text("region"),
    cityCode: integer("city_code"),
    city: text("city").notNull(),
    postalCode: text("postal_code"),
    longitude: doublePrecision("longitude").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    address: text("address").notNull(),
    addressFull: text("address_full").notNull(),
    addressComment: text("address_comment"),
    phones: jsonb("phones").$type<{ number: string; additional?: string }[]>(),
    email: text("email"),
    officeImageList: jsonb("office_image_list").$type<{ url: string }[]>(),
    workTime: text("work_time"),
    isDressingRoom: boolean("is_dressing_room").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("pickup_point_code_key").on(t.code),
    index("pickup_point_city_idx").on(t.cityId),
  ],
);

/** The offline delivery provider's tariffs: price and days to a city (or anywhere, cityId null). */
export const deliveryTariff = pgTable(
  "delivery_tariff",
  {
    id: id(),
    cityId: integer("city_id").references(() => city.id),
    /** PVZ (pickup point) or ADDRESS (courier). */
    kind: text("kind").notNull(),
    price: money("price"),
    daysMin: smallint("days_min").notNull(),
    daysMax: smallint("days_max").notNull(),
    ...timestamps,
  },
  (t) => [index("delivery_tariff_city_idx").on(t.cityId, t.kind)],
);
