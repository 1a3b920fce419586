/**
 * A selection with no filter but a price range, counted without a pass over its scope
 * (docs/caching.md#the-catalogue-index): a scope's products ordered by their cheapest price, and
 * each tally (an option, a size name, a delivery speed, a sale band) with the places in that order
 * of the products that count under it when the range holds all their offers.
 *
 * The products whose cheapest price is within the range are one stretch of the order; of them,
 * those whose dearest price is within it too count under their summary (catalogue-count.ts), so
 * a tally's count over them is two binary searches. What is left is few: the products of the
 * stretch whose dearest price is above the range (taken back out of the tallies) and those below
 * it whose dearest price reaches into it, both counted offer by offer as any selection is.
 */
import { type CatalogueSnapshot, FACET_COUNT } from "./catalogue-layout.ts";
import type { Tallies } from "./catalogue-facet-rows.ts";

/** Where each kind of tally starts in a price order's tallies, and the size names' positions. */
interface TallyLayout {
  sizes: number;
  speeds: number;
  bands: number;
  /** A size name with one of its lowest positions: the tallies from `pairs` on. */
  pairs: number;
  pairName: Int32Array;
  pairPosition: Int32Array;
  /** The pair of each product's size name (parallel to CatalogueSnapshot.productSizeName). */
  productSizePair: Int32Array;
  count: number;
}

/** A scope's products with offers, cheapest first, and each tally's among them. */
export interface PriceOrder {
  layout: TallyLayout;
  /** Product indexes by place (ties in the scope's order). */
  products: Int32Array;
  /** Each place's product's cheapest and dearest offer price. */
  low: Int32Array;
  high: Int32Array;
  /** Tally t's places, ascending: places[start[t]] … places[start[t + 1] - 1]. */
  start: Int32Array;
  places: Int32Array;
  /** The cheapest and dearest price in the scope (every filter but the price is met). */
  minPrice: number;
  maxPrice: number;
}

/** Places in one scope's order at most: 2 ** 21 products (a price takes the other 32 bits). */
const PLACES = 2 ** 21;

const layouts = new WeakMap<CatalogueSnapshot, TallyLayout>();
const orders = new WeakMap<CatalogueSnapshot, Map<number | undefined, PriceOrder>>();

function layoutOf(c: CatalogueSnapshot): TallyLayout {
  const known = layouts.get(c);
  if (known) return known;
  const sizes = c.options.length;
  const speeds = sizes + c.sizeNames.length;
  const bands = speeds + c.speeds.length + 1;
  const pairs = bands + 3;
  const pairOf = new Map<string, number>();
  const names: number[] = [];
  const positions: number[] = [];
  const productSizePair = new Int32Array(c.productSizeName.length);
  c.productSizeName.forEach((name, z) => {
    const position = c.productSizePosition[z] ?? 0;
    const key = `${name}:${position}`;
    let pair = pairOf.get(key);
    if (pair === undefined) {
      pair = names.length;
      pairOf.set(key, pair);
      names.push(name);
      positions.push(position);
    }
    productSizePair[z] = pair;
  });
  const layout = {
    sizes,
    speeds,
    bands,
    pairs,
    pairName: Int32Array.from(names),
    pairPosition: Int32Array.from(positions),
    productSizePair,
    count: pairs + names.length,
  };
  layouts.set(c, layout);
  return layout;
}

/** Calls `tally` for each tally product p counts under when the range holds all its offers. */
function eachTally(
  c: CatalogueSnapshot,
  l: TallyLayout,
  p: number,
  tally: (t: number) => void,
): void {
  const optionsEnd = c.optionStart[(p + 1) * FACET_COUNT] ?? 0;
  for (let k = c.optionStart[p * FACET_COUNT] ?? 0; k < optionsEnd; k += 1) {
    tally(c.productOptions[k] ?? 0);
  }
  const sizesEnd = c.productSizeStart[p + 1] ?? 0;
  for (let z = c.productSizeStart[p] ?? 0; z < sizesEnd; z += 1) {
    tally(l.sizes + (c.productSizeName[z] ?? 0));
    tally(l.pairs + (l.productSizePair[z] ?? 0));
  }
  const speeds = c.productSpeeds[p] ?? 0;
  for (let speed = 0; speed < l.bands - l.speeds; speed += 1) {
    if ((speeds & (1 << speed)) !== 0) tally(l.speeds + speed);
  }
  const bands = c.productBands[p] ?? 0;
  for (let band = 1; band < 3; band += 1) {
    if ((bands & (1 << band)) !== 0) tally(l.bands + band);
  }
}

/** The scope's price order (`directoryId` names it; undefined: every product), made once. */
export function priceOrderFor(
  c: CatalogueSnapshot,
  directoryId: number | undefined,
  scope: Int32Array | undefined,
): PriceOrder {
  let bySnapshot = orders.get(c);
  if (!bySnapshot) {
    bySnapshot = new Map();
    orders.set(c, bySnapshot);
  }
  const known = bySnapshot.get(directoryId);
  if (known) return known;
  const layout = layoutOf(c);
  const inScope = scope ?? Int32Array.from(c.productIds.keys());
  const withOffers = inScope.filter((p) => (c.offerStart[p] ?? 0) < (c.offerStart[p + 1] ?? 0));
  // Cheapest first, ties in scope order: each product's price (an Int32, shifted to be positive)
  // and its place in scope packed in one number, exact below 2 ** 53, sorted without a comparator.
  if (withOffers.length >= PLACES) throw new Error("A section larger than the price order holds");
  const packed = Float64Array.from(
    withOffers,
    (p, k) => ((c.productLow[p] ?? 0) + 2 ** 31) * PLACES + k,
  ).sort();
  const products = Int32Array.from(packed, (key) => withOffers[key % PLACES] ?? 0);
  const start = new Int32Array(layout.count + 1);
  for (const p of products)
    eachTally(c, layout, p, (t) => (start[t + 1] = (start[t + 1] ?? 0) + 1));
  for (let t = 0; t < layout.count; t += 1) start[t + 1] = (start[t + 1] ?? 0) + (start[t] ?? 0);
  const next = start.slice(0, layout.count);
  const places = new Int32Array(start[layout.count] ?? 0);
  products.forEach((p, place) =>
    eachTally(c, layout, p, (t) => {
      places[next[t] ?? 0] = place;
      next[t] = (next[t] ?? 0) + 1;
    }),
  );
  const low = products.map((p) => c.productLow[p] ?? 0);
  const high = products.map((p) => c.productHigh[p] ?? 0);
  const order = {
    layout,
    products,
    low,
    high,
    start,
    places,
    // The order is cheapest first; a spread of a large section's prices would overflow the stack.
    minPrice: low[0] ?? Number.POSITIVE_INFINITY,
    maxPrice: high.reduce((dearest, price) => Math.max(dearest, price), Number.NEGATIVE_INFINITY),
  };
  bySnapshot.set(directoryId, order);
  return order;
}

/** The first index in values[from … to - 1] (ascending) whose value is not below `value`. */
function firstNotBelow(values: Int32Array, from: number, to: number, value: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Counts, for the range `low`…`high`, every product of the order whose offers all fall within it
 * into `tallies` (marked in `matched`), sets the scope's price range, and gives the products whose
 * offers straddle one of its ends, left to be counted offer by offer.
 */
export function tallyByPrice(
  c: CatalogueSnapshot,
  order: PriceOrder,
  range: { low: number; high: number },
  tallies: Tallies,
  matched: Uint8Array,
): { totalItems: number; straddling: Int32Array } {
  const { layout: l, products, low, high, start, places } = order;
  // The stretch of products whose cheapest price is within the range (ends included).
  const from = firstNotBelow(low, 0, low.length, range.low);
  // Prices are whole kopecks: the first above `high` is the first not below its floor plus one
  // (no end: Infinity, every product).
  const to = firstNotBelow(low, from, low.length, Math.floor(range.high) + 1);
  const counts = new Int32Array(l.count);
  for (let t = 0; t < l.count; t += 1) {
    const first = start[t] ?? 0;
    const last = start[t + 1] ?? 0;
    if (first === last) continue;
    const begin = firstNotBelow(places, first, last, from);
    counts[t] = firstNotBelow(places, begin, last, to) - begin;
  }
  const straddling: number[] = [];
  // Below the stretch: a product whose dearest price reaches the range.
  for (let place = 0; place < from; place += 1) {
    if ((high[place] ?? 0) >= range.low) straddling.push(products[place] ?? 0);
  }
  let totalItems = 0;
  for (let place = from; place < to; place += 1) {
    const p = products[place] ?? 0;
    if ((high[place] ?? 0) <= range.high) {
      matched[p] = 1;
      totalItems += 1;
    } else {
      // Its dearest offer is above the range: out of the tallies, counted offer by offer.
      straddling.push(p);
      eachTally(c, l, p, (t) => (counts[t] = (counts[t] ?? 0) - 1));
    }
  }
  tallies.productCounts.set(counts.subarray(0, l.sizes));
  tallies.sizeCounts.set(counts.subarray(l.sizes, l.speeds));
  tallies.speedCounts.set(counts.subarray(l.speeds, l.bands));
  tallies.bandCounts.set(counts.subarray(l.bands, l.pairs));
  for (let pair = 0; pair < l.pairName.length; pair += 1) {
    if ((counts[l.pairs + pair] ?? 0) === 0) continue;
    const name = l.pairName[pair] ?? 0;
    const position = l.pairPosition[pair] ?? 0;
    if (position < (tallies.sizePositions[name] ?? 0)) tallies.sizePositions[name] = position;
  }
  tallies.minPrice = order.minPrice;
  tallies.maxPrice = order.maxPrice;
  return { totalItems, straddling: Int32Array.from(straddling) };
}
