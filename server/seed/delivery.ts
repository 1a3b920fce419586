/**
 * The offline delivery provider's world (docs/checkout.md#offline-delivery): pickup points in every
 * demo city the shop delivers to, and the tariffs by city. Deterministic: the same rows every time.
 */
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { commonStreets, cityStreets, deliveryCities, zoneTariffs } from "./data/delivery-cities.ts";

const COUNTRY_NAMES = { RU: "Россия", BY: "Беларусь", KZ: "Казахстан", AM: "Армения" } as const;

const WORK_TIMES = [
  "Пн-Пт 10:00-21:00, Сб-Вс 10:00-18:00",
  "Ежедневно 09:00-21:00",
  "Пн-Сб 10:00-20:00",
] as const;

/** How many pickup points a city gets: the two capitals more. */
function pointCount(city: string): number {
  if (city === "Москва") return 8;
  if (city === "Санкт-Петербург") return 5;
  return 3;
}

export async function seedDelivery(db: Database): Promise<void> {
  const cities = await db.select({ id: t.city.id, title: t.city.title }).from(t.city);
  const cityIds = new Map(cities.map((row) => [row.title, row.id]));
  const points: (typeof t.pickupPoint.$inferInsert)[] = [];
  const tariffs: (typeof t.deliveryTariff.$inferInsert)[] = [];

  deliveryCities.forEach((seed, cityIndex) => {
    const cityId = cityIds.get(seed.city) ?? null;
    const streets = cityStreets[seed.city] ?? commonStreets;
    for (let n = 0; n < pointCount(seed.city); n++) {
      const street = streets[n % streets.length] as string;
      const house = String(((n * 7 + cityIndex * 3) % 90) + 1);
      const angle = (n + 1) * 2.1 + cityIndex;
      const address = `${street}, д ${house}`;
      points.push({
        code: `${seed.countryCode}${String(cityIndex + 1).padStart(3, "0")}${n + 1}`,
        name: `${street.replace(/^(ул|пр-кт) /, "")}, ${house}`,
        cityId,
        countryCode: seed.countryCode,
        city: seed.city,
        postalCode: seed.postalCode,
        latitude: Number((seed.lat + (0.025 * Math.sin(angle) * ((n % 3) + 1)) / 2).toFixed(6)),
        longitude: Number((seed.lon + (0.04 * Math.cos(angle) * ((n % 3) + 1)) / 2).toFixed(6)),
        address,
        addressFull: `${seed.postalCode}, ${COUNTRY_NAMES[seed.countryCode]}, ${seed.city}, ${address}`,
        addressComment: n % 2 === 0 ? "Вход со двора, вывеска «Пункт выдачи»" : null,
        phones: [{ number: "+78002501405" }],
        workTime: WORK_TIMES[(n + cityIndex) % WORK_TIMES.length] as string,
        isDressingRoom: n % 2 === 0,
      });
    }
    if (cityId !== null) {
      for (const kind of ["PVZ", "ADDRESS"] as const) {
        const tariff = zoneTariffs[kind][seed.zone];
        tariffs.push({ cityId, kind, ...tariff });
      }
    }
  });
  // Anywhere else in Russia the offline provider knows no city of: the far zone's price.
  for (const kind of ["PVZ", "ADDRESS"] as const) {
    tariffs.push({ cityId: null, kind, ...zoneTariffs[kind][3] });
  }
  await db.insert(t.pickupPoint).values(points);
  await db.insert(t.deliveryTariff).values(tariffs);
}
