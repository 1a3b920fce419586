/**
 * What each product of a price order (catalogue-price-order.ts) counts under: the tallies of the
 * facets' rows (an option, a size name, a size name's lowest position, a delivery speed, a sale
 * band) in one numbering, and, by place in the order, the product's tallies with the prices of
 * the offers under each (docs/caching.md#the-catalogue-index).
 */
import { type CatalogueSnapshot, FACET_COUNT } from "./catalogue-layout.ts";

/** Where each kind of tally starts in a price order's tallies, and the size names' positions. */
export interface TallyLayout {
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

/**
 * Each place's tallies of its offers' keys (size names, delivery speeds, sale bands) and its size
 * names' positions, each with the cheapest and the dearest price of the offers under it: a
 * product straddling one end of a range counts under a key when one of those offers reaches
 * into the range, without reading its offers.
 */
export interface Reach {
  /**
   * Place n's options: tallies[options[n]] … tallies[pairs[n] - 1], and its size names' lowest
   * positions' tallies: tallies[pairs[n]] … tallies[options[n + 1] - 1]. Kept by place, as the rest,
   * so that the products beside a range's ends are read one after another, not all over the
   * snapshot's columns.
   */
  options: Int32Array;
  pairs: Int32Array;
  tallies: Int32Array;
  /** Place n's keys: tally[start[n]] … tally[start[n + 1] - 1]. */
  start: Int32Array;
  tally: Int32Array;
  low: Int32Array;
  high: Int32Array;
  /** Place n's size names with a position: name[at[n]] … name[at[n + 1] - 1]. */
  at: Int32Array;
  name: Int32Array;
  position: Int32Array;
  nameLow: Int32Array;
  nameHigh: Int32Array;
}

const layouts = new WeakMap<CatalogueSnapshot, TallyLayout>();

/** The snapshot's numbering of tallies, made once per snapshot. */
export function layoutOf(c: CatalogueSnapshot): TallyLayout {
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

/**
 * Adds `by` to each of counts' tallies the product at `place` counts under when the range holds
 * all its offers: its options, its size names' lowest positions and its keys.
 */
export function addPlace(reach: Reach, place: number, counts: Int32Array, by: number): void {
  const talliesEnd = reach.options[place + 1] ?? 0;
  for (let k = reach.options[place] ?? 0; k < talliesEnd; k += 1) {
    const t = reach.tallies[k] ?? 0;
    counts[t] = (counts[t] ?? 0) + by;
  }
  const keysEnd = reach.start[place + 1] ?? 0;
  for (let k = reach.start[place] ?? 0; k < keysEnd; k += 1) {
    const t = reach.tally[k] ?? 0;
    counts[t] = (counts[t] ?? 0) + by;
  }
}

/** Keys, each once, with the lowest and highest price of the offers under it. */
class KeyPrices {
  readonly keys: number[] = [];
  readonly low: number[] = [];
  readonly high: number[] = [];
  add(key: number, low: number, high: number): void {
    const k = this.keys.indexOf(key);
    if (k < 0) {
      this.keys.push(key);
      this.low.push(low);
      this.high.push(high);
      return;
    }
    this.low[k] = Math.min(this.low[k] ?? low, low);
    this.high[k] = Math.max(this.high[k] ?? high, high);
  }
  /** Another's k-th key and prices after these, as they are (a place's keys one after another). */
  append(key: number, other: KeyPrices, k: number): void {
    this.keys.push(key);
    this.low.push(other.low[k] ?? 0);
    this.high.push(other.high[k] ?? 0);
  }
}

/** A size name and a position (an Int32) as one key, exact below 2 ** 53. */
const POSITIONS = 2 ** 32;

/** The Reach of an order's places (`products` by place), made once per order. */
export function reachOf(c: CatalogueSnapshot, l: TallyLayout, products: Int32Array): Reach {
  const options = [0];
  const pairs: number[] = [];
  const tallies: number[] = [];
  const keys = new KeyPrices();
  const start = [0];
  const names = new KeyPrices();
  const at = [0];
  for (const p of products) {
    const optionsEnd = c.optionStart[(p + 1) * FACET_COUNT] ?? 0;
    for (let k = c.optionStart[p * FACET_COUNT] ?? 0; k < optionsEnd; k += 1) {
      tallies.push(c.productOptions[k] ?? 0);
    }
    pairs.push(tallies.length);
    const sizesEnd = c.productSizeStart[p + 1] ?? 0;
    for (let z = c.productSizeStart[p] ?? 0; z < sizesEnd; z += 1) {
      tallies.push(l.pairs + (l.productSizePair[z] ?? 0));
    }
    options.push(tallies.length);
    const placeKeys = new KeyPrices();
    const placeNames = new KeyPrices();
    const end = c.offerStart[p + 1] ?? 0;
    for (let o = c.offerStart[p] ?? 0; o < end; o += 1) {
      const cheapest = c.offerLow[o] ?? 0;
      const dearest = c.offerHigh[o] ?? 0;
      const sizeName = c.offerSizeName[o] ?? -1;
      if (sizeName >= 0) {
        placeKeys.add(l.sizes + sizeName, cheapest, dearest);
        const position = (c.offerSizePosition[o] ?? 0) >>> 0;
        placeNames.add(sizeName * POSITIONS + position, cheapest, dearest);
      }
      placeKeys.add(l.speeds + (c.offerSpeed[o] ?? 0), cheapest, dearest);
      const band = c.offerBand[o] ?? 0;
      if (band !== 0) placeKeys.add(l.bands + band, cheapest, dearest);
    }
    placeKeys.keys.forEach((key, k) => keys.append(key, placeKeys, k));
    start.push(keys.keys.length);
    placeNames.keys.forEach((key, k) => names.append(key, placeNames, k));
    at.push(names.keys.length);
  }
  return {
    options: Int32Array.from(options),
    pairs: Int32Array.from(pairs),
    tallies: Int32Array.from(tallies),
    start: Int32Array.from(start),
    tally: Int32Array.from(keys.keys),
    low: Int32Array.from(keys.low),
    high: Int32Array.from(keys.high),
    at: Int32Array.from(at),
    name: Int32Array.from(names.keys, (key) => Math.floor(key / POSITIONS)),
    position: Int32Array.from(names.keys, (key) => (key % POSITIONS) | 0),
    nameLow: Int32Array.from(names.low),
    nameHigh: Int32Array.from(names.high),
  };
}
