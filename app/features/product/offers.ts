import { plural } from "~/lib/plural.ts";

/** What the page needs of an offer (a ProductItem): its size, whether it can be bought, its price. */
export interface Offer {
  id: string;
  isSold: boolean;
  isReserved: boolean;
  deliverySpeed: "FAST" | "SLOW";
  size: { name: string; position: number } | null;
  priceDetails: {
    price: number;
    supplier: { deliveryDaysMin: number; deliveryDaysMax: number } | null;
  };
}

export interface SizeOption {
  name: string;
  /** The cheapest offer of this size still on sale; null when every one is sold or reserved. */
  offer: Offer | null;
}

export function isAvailable(offer: Pick<Offer, "isSold" | "isReserved">): boolean {
  return !offer.isSold && !offer.isReserved;
}

/** The cheapest available offer; among equal prices the one that arrives soonest. */
export function cheapest<T extends Offer>(offers: readonly T[]): T | null {
  let best: T | null = null;
  for (const offer of offers) {
    if (!isAvailable(offer)) continue;
    if (
      !best ||
      offer.priceDetails.price < best.priceDetails.price ||
      (offer.priceDetails.price === best.priceDetails.price && daysMax(offer) < daysMax(best))
    ) {
      best = offer;
    }
  }
  return best;
}

function daysMax(offer: Offer): number {
  return offer.priceDetails.supplier?.deliveryDaysMax ?? Number.POSITIVE_INFINITY;
}

/** Every size the product is offered in, in grid order, each with its best offer. */
export function sizeOptions<T extends Offer>(
  offers: readonly T[],
): (SizeOption & { offer: T | null })[] {
  const bySize = new Map<string, { position: number; offers: T[] }>();
  for (const offer of offers) {
    if (!offer.size) continue;
    const entry = bySize.get(offer.size.name) ?? { position: offer.size.position, offers: [] };
    entry.offers.push(offer);
    bySize.set(offer.size.name, entry);
  }
  return [...bySize.entries()]
    .sort(([, a], [, b]) => a.position - b.position)
    .map(([name, entry]) => ({ name, offer: cheapest(entry.offers) }));
}

/** The lowest and highest price on sale, kopecks; null when nothing can be bought. */
export function priceRange(offers: readonly Offer[]): { low: number; high: number } | null {
  const prices = offers.filter(isAvailable).map((offer) => offer.priceDetails.price);
  if (prices.length === 0) return null;
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayMonth = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "long",
  timeZone: "Europe/Moscow",
});

/**
 * «Доставка 10–21 день» and the dates it means, «2–13 декабря». Formatted on the server only
 * (the loader), so the browser's ICU and clock never make hydration differ.
 */
export function deliveryEstimate(
  supplier: { deliveryDaysMin: number; deliveryDaysMax: number },
  now: Date,
): { days: string; dates: string } {
  const { deliveryDaysMin: min, deliveryDaysMax: max } = supplier;
  const days =
    min === max
      ? `Доставка ${plural(max, ["день", "дня", "дней"])}`
      : `Доставка ${min}–${plural(max, ["день", "дня", "дней"])}`;
  const from = new Date(now.getTime() + min * DAY_MS);
  const to = new Date(now.getTime() + max * DAY_MS);
  return { days, dates: min === max ? dayMonth.format(to) : dayMonth.formatRange(from, to) };
}

/**
 * When `offers` could arrive: from the soonest supplier's first day to the slowest's last; null
 * when no offer names its supplier.
 */
export function deliveryOf(
  offers: readonly Pick<Offer, "priceDetails">[],
  now: Date,
): { days: string; dates: string } | null {
  const suppliers = offers.flatMap((offer) =>
    offer.priceDetails.supplier ? [offer.priceDetails.supplier] : [],
  );
  if (suppliers.length === 0) return null;
  return deliveryEstimate(
    {
      deliveryDaysMin: Math.min(...suppliers.map((supplier) => supplier.deliveryDaysMin)),
      deliveryDaysMax: Math.max(...suppliers.map((supplier) => supplier.deliveryDaysMax)),
    },
    now,
  );
}
