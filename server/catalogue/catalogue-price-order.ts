/**
 * A selection with no filter but a price range, counted without a pass over its scope
 * (docs/caching.md#the-catalogue-index): a scope's products ordered by their cheapest price, and
 * each tally's count (an option, a size name, a delivery speed, a sale band) over every stretch
 * of that order from its start to a block's end.
 *
 * The products whose cheapest price is within the range are one stretch of the order; of them,
 * those whose dearest price is within it too count under their summary (catalogue-count.ts), so
 * the tallies over them are two of the blocks' rows apart, mended by the few places between the
 * stretch's ends and the blocks'. What is left is the products straddling one end of the range:
 * those of the stretch whose dearest price is above it and those below it whose dearest price
 * reaches into it. They count under a key when an offer under it reaches into the range, read
 * from what each place keeps of its offers (catalogue-tallies.ts Reach). Only a product straddling
 * both ends is counted offer by offer, as any selection is.
 */
import type { CatalogueSnapshot } from "./catalogue-layout.ts";
import type { Tallies } from "./catalogue-facet-rows.ts";
import { perScope } from "./per-scope.ts";
import { addPlace, layoutOf, type Reach, reachOf, type TallyLayout } from "./catalogue-tallies.ts";

/** A scope's products with offers, cheapest first, and what counting a stretch of them needs. */
export interface PriceOrder {
  layout: TallyLayout;
  /** Product indexes by place (ties in the scope's order). */
  products: Int32Array;
  /** Each place's product's cheapest and dearest offer price. */
  low: Int32Array;
  high: Int32Array;
  /**
   * Each tally's count over the order's first b * BLOCK places, for every b: row b is
   * blockCounts[b * layout.count …]. A stretch of the order is counted by two rows and the few
   * places between its ends and the blocks' (a table of rows read whole rather than a binary search
   * per tally over megabytes of places: the searches' cache misses cost more than the counting).
   */
  blockCounts: Int32Array;
  reach: Reach;
  /** The cheapest and dearest price in the scope (every filter but the price is met). */
  minPrice: number;
  maxPrice: number;
}

/** Places a row of PriceOrder.blockCounts stands for. */
const BLOCK = 64;

/** Places in one scope's order at most: 2 ** 21 products (a price takes the other 32 bits). */
const PLACES = 2 ** 21;

const orders = perScope<PriceOrder>();

/** The scope's price order (`directoryId` names it; undefined: every product), made once. */
export function priceOrderFor(
  c: CatalogueSnapshot,
  directoryId: number | undefined,
  scope: Int32Array | undefined,
): PriceOrder {
  return orders(c, directoryId, () => priceOrderOf(c, scope));
}

function priceOrderOf(c: CatalogueSnapshot, scope: Int32Array | undefined): PriceOrder {
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
  const reach = reachOf(c, layout, products);
  const blockCounts = new Int32Array((Math.floor(products.length / BLOCK) + 1) * layout.count);
  const running = new Int32Array(layout.count);
  for (let place = 0; place < products.length; place += 1) {
    addPlace(reach, place, running, 1);
    if ((place + 1) % BLOCK === 0) blockCounts.set(running, ((place + 1) / BLOCK) * layout.count);
  }
  const low = products.map((p) => c.productLow[p] ?? 0);
  const high = products.map((p) => c.productHigh[p] ?? 0);
  return {
    layout,
    products,
    low,
    high,
    blockCounts,
    reach,
    // The order is cheapest first; a spread of a large section's prices would overflow the stack.
    minPrice: low[0] ?? Number.POSITIVE_INFINITY,
    maxPrice: high.reduce((dearest, price) => Math.max(dearest, price), Number.NEGATIVE_INFINITY),
  };
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
 * Counts, for the range `low`…`high`, every product of the order with an offer within it into
 * `tallies` (marked in `matched`), sets the scope's price range, and gives the products whose
 * offers straddle both ends of the range, left to be counted offer by offer.
 */
export function tallyByPrice(
  order: PriceOrder,
  range: { low: number; high: number },
  tallies: Tallies,
  matched: Uint8Array,
): { totalItems: number; straddling: Int32Array } {
  const { layout: l, products, low, high, blockCounts, reach } = order;
  // The stretch of products whose cheapest price is within the range (ends included).
  const from = firstNotBelow(low, 0, low.length, range.low);
  // Prices are whole kopecks: the first above `high` is the first not below its floor plus one
  // (no end: Infinity, every product).
  const to = firstNotBelow(low, from, low.length, Math.floor(range.high) + 1);
  // The stretch's tallies: the blocks' rows' difference, less the places from the first row's
  // block to the stretch, plus those from the last row's block to its end.
  const fromBlock = Math.floor(from / BLOCK);
  const toBlock = Math.floor(to / BLOCK);
  const counts = blockCounts.slice(toBlock * l.count, (toBlock + 1) * l.count);
  for (let t = 0, at = fromBlock * l.count; t < l.count; t += 1, at += 1) {
    counts[t] = (counts[t] ?? 0) - (blockCounts[at] ?? 0);
  }
  for (let place = fromBlock * BLOCK; place < from; place += 1) {
    addPlace(reach, place, counts, -1);
  }
  for (let place = toBlock * BLOCK; place < to; place += 1) {
    addPlace(reach, place, counts, 1);
  }
  const { sizePositions } = tallies;
  /** A size name's position where an offer of that name and position reaches into the range. */
  const positionsReaching = (place: number) => {
    const end = reach.at[place + 1] ?? 0;
    for (let k = reach.at[place] ?? 0; k < end; k += 1) {
      if ((reach.nameHigh[k] ?? 0) < range.low || (reach.nameLow[k] ?? 0) > range.high) continue;
      const name = reach.name[k] ?? 0;
      const position = reach.position[k] ?? 0;
      if (position < (sizePositions[name] ?? 0)) sizePositions[name] = position;
    }
  };
  const straddling: number[] = [];
  let totalItems = 0;
  // Below the stretch: a product whose dearest price reaches the range is on sale, under every
  // option and under its keys whose dearest offer reaches the range.
  for (let place = 0; place < from; place += 1) {
    const dearest = high[place] ?? 0;
    if (dearest < range.low) continue;
    const p = products[place] ?? 0;
    if (dearest > range.high) {
      straddling.push(p);
      continue;
    }
    matched[p] = 1;
    totalItems += 1;
    const optionsEnd = reach.pairs[place] ?? 0;
    for (let k = reach.options[place] ?? 0; k < optionsEnd; k += 1) {
      const option = reach.tallies[k] ?? 0;
      counts[option] = (counts[option] ?? 0) + 1;
    }
    const keysEnd = reach.start[place + 1] ?? 0;
    for (let k = reach.start[place] ?? 0; k < keysEnd; k += 1) {
      if ((reach.high[k] ?? 0) < range.low) continue;
      const t = reach.tally[k] ?? 0;
      counts[t] = (counts[t] ?? 0) + 1;
    }
    positionsReaching(place);
  }
  for (let place = from; place < to; place += 1) {
    const p = products[place] ?? 0;
    matched[p] = 1;
    totalItems += 1;
    if ((high[place] ?? 0) <= range.high) continue;
    // Its dearest offer is above the range: counted above under every tally as if all its offers
    // were within it, it is taken out of the keys whose cheapest offer is above the range, and
    // its size names' positions are those of its offers within the range, not its lowest.
    const keysEnd = reach.start[place + 1] ?? 0;
    for (let k = reach.start[place] ?? 0; k < keysEnd; k += 1) {
      if ((reach.low[k] ?? 0) <= range.high) continue;
      const t = reach.tally[k] ?? 0;
      counts[t] = (counts[t] ?? 0) - 1;
    }
    const pairsEnd = reach.options[place + 1] ?? 0;
    for (let k = reach.pairs[place] ?? 0; k < pairsEnd; k += 1) {
      const t = reach.tallies[k] ?? 0;
      counts[t] = (counts[t] ?? 0) - 1;
    }
    positionsReaching(place);
  }
  tallies.productCounts.set(counts.subarray(0, l.sizes));
  tallies.sizeCounts.set(counts.subarray(l.sizes, l.speeds));
  tallies.speedCounts.set(counts.subarray(l.speeds, l.bands));
  tallies.bandCounts.set(counts.subarray(l.bands, l.pairs));
  for (let pair = 0; pair < l.pairName.length; pair += 1) {
    if ((counts[l.pairs + pair] ?? 0) === 0) continue;
    const name = l.pairName[pair] ?? 0;
    const position = l.pairPosition[pair] ?? 0;
    if (position < (sizePositions[name] ?? 0)) sizePositions[name] = position;
  }
  tallies.minPrice = order.minPrice;
  tallies.maxPrice = order.maxPrice;
  return { totalItems, straddling: Int32Array.from(straddling) };
}
