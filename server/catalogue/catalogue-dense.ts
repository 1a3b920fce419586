/**
 * The catalogue snapshot's dense layout (catalogue-snapshot.ts,
 * docs/caching.md#the-catalogue-index):
 * each product's filter values as numbered options, and its items cut into offers, so that
 * catalogue-count.ts counts by adding ones to typed arrays.
 */
import {
  type CatalogueSnapshot,
  ENUM_FACETS_FROM,
  FACET_COUNT,
  type ItemKeys,
  PRODUCT_FACETS,
  type ProductRow,
} from "./catalogue-layout.ts";
import { ENUM_FILTERS } from "./filters.ts";

/** Fills the snapshot's dense options and its offers (CatalogueSnapshot.options, .offerStart). */
export function densify(c: CatalogueSnapshot, rows: readonly ProductRow[], keys: ItemKeys) {
  const n = c.productIds.length;
  const productOptions: number[] = [];
  const optionOf = (f: number, key: number | string) => {
    const id = `${f}:${key}`;
    let option = c.optionIndex.get(id);
    if (option === undefined) {
      option = c.options.length;
      c.options.push({ facet: PRODUCT_FACETS[f] ?? "categories", key });
      c.optionIndex.set(id, option);
    }
    return option;
  };
  /** A product's values of a facet, each once (arrays may repeat one). */
  const valuesOf = (row: ProductRow, f: number): Iterable<number | string> => {
    const nonZero = (id: number) => (id === 0 ? [] : [id]);
    const facet = PRODUCT_FACETS[f];
    switch (facet) {
      case "categories":
        return nonZero(row.category);
      case "model":
        return nonZero(row.model);
      case "brand":
        return new Set(row.brands);
      case "colorPallete":
        return new Set(row.colors);
    }
    const enumFilter = ENUM_FILTERS[f - ENUM_FACETS_FROM];
    const value = row.enums[f - ENUM_FACETS_FROM] ?? "";
    if (!enumFilter?.many) return [value];
    return new Set(value === "" ? [] : value.split(","));
  };
  for (let p = 0; p < n; p += 1) {
    PRODUCT_FACETS.forEach((_facet, f) => {
      c.optionStart[p * FACET_COUNT + f] = productOptions.length;
      for (const key of valuesOf(rows[p] as ProductRow, f)) {
        productOptions.push(optionOf(f, key));
      }
    });
  }
  c.optionStart[n * FACET_COUNT] = productOptions.length;
  c.productOptions = Int32Array.from(productOptions);

  const names = new Map<string, number>();
  for (const [id, size] of c.sizes) {
    c.sizeIdLimit = Math.max(c.sizeIdLimit, id + 1);
    if (!names.has(size.name)) names.set(size.name, names.size);
  }
  c.sizeNames = [...names.keys()];
  // Offers: runs of a product's items of one size, speed and band (they come sorted so).
  const starts: number[] = [];
  const productStarts = new Int32Array(n + 1);
  for (let p = 0; p < n; p += 1) {
    productStarts[p] = starts.length;
    const end = c.itemStart[p + 1] ?? 0;
    for (let i = c.itemStart[p] ?? 0; i < end; i += 1) {
      const first = i === (c.itemStart[p] ?? 0);
      if (
        first ||
        keys.size[i] !== keys.size[i - 1] ||
        keys.speed[i] !== keys.speed[i - 1] ||
        keys.band[i] !== keys.band[i - 1]
      ) {
        starts.push(i);
      }
    }
  }
  productStarts[n] = starts.length;
  const offers = starts.length;
  c.offerStart = productStarts;
  c.offerItemStart = Int32Array.from([...starts, c.itemStart[n] ?? 0]);
  c.offerLow = new Int32Array(offers);
  c.offerHigh = new Int32Array(offers);
  c.offerSize = new Int32Array(offers);
  c.offerSizeName = new Int32Array(offers);
  c.offerSizePosition = new Int32Array(offers);
  c.offerSpeed = new Uint8Array(offers);
  c.offerBand = new Uint8Array(offers);
  starts.forEach((i, o) => {
    const id = keys.size[i] ?? 0;
    const size = c.sizes.get(id);
    c.offerSize[o] = id;
    c.offerSizeName[o] = size ? (names.get(size.name) ?? -1) : -1;
    c.offerSizePosition[o] = size?.position ?? 0;
    c.offerSpeed[o] = keys.speed[i] ?? 0;
    c.offerBand[o] = keys.band[i] ?? 0;
    c.offerLow[o] = c.itemPrice[i] ?? 0;
    c.offerHigh[o] = c.itemPrice[(c.offerItemStart[o + 1] ?? 0) - 1] ?? 0;
  });
  summariseOffers(c);
}

/** Each product's offers summed up (CatalogueSnapshot.productLow and the rest). */
function summariseOffers(c: CatalogueSnapshot) {
  const n = c.productIds.length;
  // Speeds are bits of an Int32: the delivery_speed enum has a handful of values.
  if (c.speeds.length > 30) throw new Error("More delivery speeds than the index can count");
  c.productLow = new Int32Array(n);
  c.productHigh = new Int32Array(n);
  c.productSpeeds = new Int32Array(n);
  c.productBands = new Uint8Array(n);
  c.productSizeStart = new Int32Array(n + 1);
  const names: number[] = [];
  const positions: number[] = [];
  for (let p = 0; p < n; p += 1) {
    c.productSizeStart[p] = names.length;
    const first = names.length;
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    let speeds = 0;
    let bands = 0;
    const end = c.offerStart[p + 1] ?? 0;
    for (let o = c.offerStart[p] ?? 0; o < end; o += 1) {
      low = Math.min(low, c.offerLow[o] ?? 0);
      high = Math.max(high, c.offerHigh[o] ?? 0);
      speeds |= 1 << (c.offerSpeed[o] ?? 0);
      const band = c.offerBand[o] ?? 0;
      if (band !== 0) bands |= 1 << band;
      const name = c.offerSizeName[o] ?? -1;
      if (name < 0) continue;
      const position = c.offerSizePosition[o] ?? 0;
      const at = names.indexOf(name, first);
      if (at === -1) {
        names.push(name);
        positions.push(position);
      } else if (position < (positions[at] ?? 0)) {
        positions[at] = position;
      }
    }
    // A product without offers keeps 0 and 0: count never reads them (it has no offer to decide).
    c.productLow[p] = low <= high ? low : 0;
    c.productHigh[p] = low <= high ? high : 0;
    c.productSpeeds[p] = speeds;
    c.productBands[p] = bands;
  }
  c.productSizeStart[n] = names.length;
  c.productSizeName = Int32Array.from(names);
  c.productSizePosition = Int32Array.from(positions);
}
