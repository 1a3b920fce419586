import type { DeliveryWindowView } from "~/lib/delivery-window.ts";

/**
 * What the page needs of an offer (a ProductItem): its size, whether it can be bought, its price,
 * and when it can arrive (the shop API's window to the default city).
 */
export interface Offer {
  id: string;
  isSold: boolean;
  isReserved: boolean;
  deliverySpeed: "FAST" | "SLOW";
  deliveryWindow: DeliveryWindowView | null;
  size: { name: string; position: number } | null;
  priceDetails: { price: number };
}

export interface SizeOption {
  name: string;
  /** The cheapest offer of this size still on sale; null when every one is sold or reserved. */
  offer: Offer | null;
  /** The shopper's size, or one of the two their foot falls between (docs/fit.md). */
  fit?: true;
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
      (offer.priceDetails.price === best.priceDetails.price && lastDay(offer) < lastDay(best))
    ) {
      best = offer;
    }
  }
  return best;
}

/** The offer's last day of delivery; one the API gives none for comes last. */
function lastDay(offer: Offer): string {
  return offer.deliveryWindow?.lastDate ?? "9999-12-31";
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
