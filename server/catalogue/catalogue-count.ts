/**
 * Listings and facet counts of a catalogue selection over the catalogue index's snapshot
 * (catalogue-snapshot.ts, docs/caching.md#the-catalogue-index): exactly what listing-service.ts
 * `matches` and facet-service.ts countFacets answer (catalogue-index.test.ts compares them on
 * random selections), in one pass over the selection's scope kept for the page's other field.
 */
import type { ProductSort } from "../graphql/enums.ts";
import type { Page } from "../graphql/pagination.ts";
import { FACET_COUNT, PRODUCT_FACETS, type ProductFacet } from "./catalogue-layout.ts";
import { facetRowsOfCounts, type Tallies } from "./catalogue-facet-rows.ts";
import { priceOrderFor, tallyByPrice } from "./catalogue-price-order.ts";
import { productsWithSizes } from "./catalogue-size-scope.ts";
import { ENUM_FILTERS } from "./filters.ts";
import type { CatalogueSnapshot } from "./catalogue-layout.ts";
import type { FacetRow } from "./facet-service.ts";
import { nonEmpty, type ProductSelection } from "./listing-service.ts";

/** A selection counted: its facets' rows, the products it matches and how many. */
interface Counted {
  rows: FacetRow[];
  matched: Uint8Array;
  totalItems: number;
}

/**
 * The selections each request counted, by their JSON: its listing and its facets are two fields
 * of one query that ask for the same selection, with the request's other statements awaited
 * between them, while other requests count theirs.
 */
const countedFor = new WeakMap<object, Map<string, Counted & { over: CatalogueSnapshot }>>();

const SIZE = 1;
const SPEED = 2;
const SALE = 4;
const PRICE = 8;

/** A selection turned into marks on the snapshot's dense options and lookup tables. */
interface Query {
  /** The product indexes in scope: a section's, or every product's. */
  scope: Int32Array | undefined;
  typeId?: number;
  subTypeId?: number;
  /** The products that fit the shopper's foot (by id), when «Мой размер» is chosen. */
  fits?: ReadonlySet<number>;
  /** The chosen product facets (indexes into PRODUCT_FACETS): bit t of a miss mask is the t-th. */
  chosenFacets: number[];
  /** 1 for each chosen option (dense index). */
  chosen: Uint8Array;
  /** By size id, 1 where the size's name is chosen; undefined when no size is. */
  sizeOk?: Uint8Array;
  /** By delivery speed code. */
  speedOk?: Uint8Array;
  /** By sale band. */
  bandOk?: Uint8Array;
  minPrice: number;
  maxPrice: number;
}

function toQuery(c: CatalogueSnapshot, s: ProductSelection): Query {
  const chosen = new Uint8Array(c.options.length);
  const chosenFacets: number[] = [];
  const choose = (facet: ProductFacet, keys: readonly (number | string)[] | undefined) => {
    if (!nonEmpty(keys as (number | string)[] | undefined)) return;
    const f = PRODUCT_FACETS.indexOf(facet);
    chosenFacets.push(f);
    for (const key of keys ?? []) {
      const option = c.optionIndex.get(`${f}:${key}`);
      if (option !== undefined) chosen[option] = 1;
    }
  };
  choose("categories", s.categoryIds);
  for (const filter of ENUM_FILTERS) choose(filter.key, s.enums?.[filter.key]);
  choose("model", s.modelIds);
  choose("brand", s.brandIds);
  choose("colorPallete", s.colorIds);
  const table = (length: number, ok: (index: number) => boolean) => {
    const marks = new Uint8Array(length);
    for (let index = 0; index < length; index += 1) marks[index] = ok(index) ? 1 : 0;
    return marks;
  };
  const sizes = nonEmpty(s.sizes) ? new Set(s.sizes) : undefined;
  const speeds = nonEmpty(s.deliverySpeeds)
    ? new Set(s.deliverySpeeds.map((speed) => c.speeds.indexOf(speed) + 1))
    : undefined;
  const bands = nonEmpty(s.sale)
    ? new Set<number>(s.sale.map((band) => (band === "MORE_THAN_50" ? 2 : 1)))
    : undefined;
  return {
    scope:
      s.directoryId === undefined
        ? undefined
        : (c.bySection.get(s.directoryId) ?? new Int32Array()),
    typeId: s.typeId,
    subTypeId: s.subTypeId,
    fits: s.fitProductIds && new Set(s.fitProductIds),
    chosenFacets,
    chosen,
    sizeOk:
      sizes &&
      table(c.sizeIdLimit, (id) => {
        const name = c.sizes.get(id)?.name;
        return name !== undefined && sizes.has(name);
      }),
    speedOk: speeds && table(c.speeds.length + 1, (code) => speeds.has(code)),
    bandOk: bands && table(3, (band) => bands.has(band)),
    minPrice: s.minPrice ?? Number.NEGATIVE_INFINITY,
    maxPrice: s.maxPrice ?? Number.POSITIVE_INFINITY,
  };
}

/** Bit t set where the product has none of the options chosen in the t-th chosen facet. */
function productMisses(c: CatalogueSnapshot, q: Query, p: number): number {
  let misses = 0;
  for (let t = 0; t < q.chosenFacets.length; t += 1) {
    const at = p * FACET_COUNT + (q.chosenFacets[t] ?? 0);
    const end = c.optionStart[at + 1] ?? 0;
    let holds = false;
    for (let k = c.optionStart[at] ?? 0; k < end && !holds; k += 1) {
      holds = q.chosen[c.productOptions[k] ?? 0] === 1;
    }
    if (!holds) misses |= 1 << t;
  }
  return misses;
}

/** The page of product ids of listing-service.ts listProductIds, and the total. */
export function listFromSnapshot(
  c: CatalogueSnapshot,
  s: ProductSelection,
  sort: ProductSort,
  page: Page,
  request?: object,
): { ids: number[]; totalItems: number } {
  const { matched, totalItems } = countSelection(c, s, request);
  const ids: number[] = [];
  const end = Math.min(page.offset + page.limit, totalItems);
  let seen = 0;
  for (const p of c.order[sort]) {
    if (seen >= end) break;
    if (matched[p] !== 1) continue;
    if (seen >= page.offset) ids.push(c.productIds[p] ?? 0);
    seen += 1;
  }
  return { ids, totalItems };
}

/** The rows of facet-service.ts countFacets for the selection, counted over the snapshot. */
export function facetRowsFromSnapshot(
  c: CatalogueSnapshot,
  s: ProductSelection,
  request?: object,
): FacetRow[] {
  return countSelection(c, s, request).rows;
}

/**
 * Counts a selection in one pass over its scope, or gives the counts `request` (the GraphQL
 * request's context) already made of the same selection over the same snapshot.
 */
function countSelection(c: CatalogueSnapshot, s: ProductSelection, request?: object): Counted {
  if (!request) return count(c, s);
  let kept = countedFor.get(request);
  if (!kept) {
    kept = new Map();
    countedFor.set(request, kept);
  }
  const key = JSON.stringify(s);
  const already = kept.get(key);
  if (already?.over === c) return already;
  const counted = { ...count(c, s), over: c };
  kept.set(key, counted);
  return counted;
}

function emptyTallies(c: CatalogueSnapshot): Tallies {
  return {
    productCounts: new Int32Array(c.options.length),
    sizeCounts: new Int32Array(c.sizeNames.length),
    sizePositions: new Int32Array(c.sizeNames.length).fill(2 ** 31 - 1),
    speedCounts: new Int32Array(c.speeds.length + 1),
    bandCounts: new Int32Array(3),
    minPrice: Number.POSITIVE_INFINITY,
    maxPrice: Number.NEGATIVE_INFINITY,
  };
}

function count(c: CatalogueSnapshot, s: ProductSelection): Counted {
  const q = toQuery(c, s);
  const tallies = emptyTallies(c);
  const matched = new Uint8Array(c.productIds.length);
  let totalItems = 0;
  if (byPriceAlone(q)) {
    totalItems = countByPrice(c, s, q, tallies, matched);
  } else if (byPriceAndSize(q)) {
    // A facet leaves its own choice out: the sizes' counts are the price range's alone, from the
    // price order; every other count is of products with a chosen size, the rest have no offer
    // meeting the filter (docs/caching.md#the-catalogue-index).
    const alone = emptyTallies(c);
    countByPrice(c, s, { ...q, sizeOk: undefined }, alone, new Uint8Array(c.productIds.length));
    const withSizes = productsWithSizes(c, s.directoryId, q.scope, s.sizes ?? []);
    totalItems = tallyProducts(c, q, withSizes, tallies, matched);
    tallies.sizeCounts.set(alone.sizeCounts);
    tallies.sizePositions.set(alone.sizePositions);
  } else {
    totalItems = tallyProducts(c, q, q.scope, tallies, matched);
  }
  return { rows: facetRowsOfCounts(c, tallies), matched, totalItems };
}

/** A price range alone: most of the scope from its price order, what straddles the range as any selection. */
function countByPrice(
  c: CatalogueSnapshot,
  s: ProductSelection,
  q: Query,
  tallies: Tallies,
  matched: Uint8Array,
): number {
  const order = priceOrderFor(c, s.directoryId, q.scope);
  const range = { low: q.minPrice, high: q.maxPrice };
  const byPrice = tallyByPrice(order, range, tallies, matched);
  return byPrice.totalItems + tallyProducts(c, q, byPrice.straddling, tallies, matched);
}

/** No filter but the section and the price range. */
function byPriceAlone(q: Query): boolean {
  return byPriceAndSize(q) && q.sizeOk === undefined;
}

/** No filter but the section, the price range and sizes. */
function byPriceAndSize(q: Query): boolean {
  return (
    q.chosenFacets.length === 0 &&
    q.typeId === undefined &&
    q.subTypeId === undefined &&
    q.fits === undefined &&
    q.speedOk === undefined &&
    q.bandOk === undefined
  );
}

/**
 * Counts the products of `scope` (every product when undefined) into `tallies`, marking those
 * the selection matches in `matched`; gives how many it matches.
 */
function tallyProducts(
  c: CatalogueSnapshot,
  q: Query,
  scope: Int32Array | undefined,
  tallies: Tallies,
  matched: Uint8Array,
): number {
  let totalItems = 0;
  const { productCounts, sizeCounts, sizePositions, speedCounts, bandCounts } = tallies;
  let { minPrice, maxPrice } = tallies;
  // The hot loop reads locals: a section of 29 000 products has some 220 000 offers.
  const { offerStart, offerItemStart, offerSize, offerSizeName, offerSizePosition } = c;
  const { offerSpeed, offerBand, offerLow, offerHigh } = c;
  const { itemPrice, optionStart, productOptions } = c;
  const { productLow, productHigh, productSizeStart, productSizeName, productSizePosition } = c;
  const { productSpeeds, productBands } = c;

  const { sizeOk, speedOk, bandOk } = q;
  /** No item filter but the price: a product's offers may be decided all at once. */
  const priceAlone = sizeOk === undefined && speedOk === undefined && bandOk === undefined;
  const { minPrice: low, maxPrice: high } = q;
  // Products counted under each size name, delivery speed and sale band, each once.
  const sizeLast = new Int32Array(sizeCounts.length).fill(-1);
  const speedLast = new Int32Array(speedCounts.length).fill(-1);
  const bandLast = new Int32Array(bandCounts.length).fill(-1);
  const inScope = scope ? scope.length : c.productIds.length;
  // One loop with its checks inlined: a function call per offer tripled its time.
  for (let k = 0; k < inScope; k += 1) {
    const p = scope ? (scope[k] ?? 0) : k;
    if (q.typeId !== undefined && c.type[p] !== q.typeId) continue;
    if (q.subTypeId !== undefined && c.subType[p] !== q.subTypeId) continue;
    if (q.fits && !q.fits.has(c.productIds[p] ?? 0)) continue;
    const misses = q.chosenFacets.length === 0 ? 0 : productMisses(c, q, p);
    // A product failing two product filters counts under no option.
    if ((misses & (misses - 1)) !== 0) continue;
    let onSale = false;
    const first = offerStart[p] ?? 0;
    const end = offerStart[p + 1] ?? 0;
    const cheapestOffer = productLow[p] ?? 0;
    const dearestOffer = productHigh[p] ?? 0;
    const allIn = cheapestOffer >= low && dearestOffer <= high;
    const summarised =
      priceAlone && first < end && (allIn || dearestOffer < low || cheapestOffer > high);
    if (summarised) {
      // The price range holds every offer or none: the product's summary decides for them all,
      // as the loop below would offer by offer.
      onSale = allIn;
      if (misses === 0) {
        if (allIn) {
          const sizesEnd = productSizeStart[p + 1] ?? 0;
          for (let z = productSizeStart[p] ?? 0; z < sizesEnd; z += 1) {
            const name = productSizeName[z] ?? 0;
            sizeCounts[name] = (sizeCounts[name] ?? 0) + 1;
            const position = productSizePosition[z] ?? 0;
            if (position < (sizePositions[name] ?? 0)) sizePositions[name] = position;
          }
          const speeds = productSpeeds[p] ?? 0;
          for (let speed = 0; speed < speedCounts.length; speed += 1) {
            if ((speeds & (1 << speed)) !== 0) speedCounts[speed] = (speedCounts[speed] ?? 0) + 1;
          }
          const bands = productBands[p] ?? 0;
          for (let band = 1; band < bandCounts.length; band += 1) {
            if ((bands & (1 << band)) !== 0) bandCounts[band] = (bandCounts[band] ?? 0) + 1;
          }
        }
        if (cheapestOffer < minPrice) minPrice = cheapestOffer;
        if (dearestOffer > maxPrice) maxPrice = dearestOffer;
      }
    }
    for (let o = summarised ? end : first; o < end; o += 1) {
      let offerMissed = 0;
      if (sizeOk !== undefined && sizeOk[offerSize[o] ?? 0] !== 1) offerMissed |= SIZE;
      if (speedOk !== undefined && speedOk[offerSpeed[o] ?? 0] !== 1) offerMissed |= SPEED;
      if (bandOk !== undefined && bandOk[offerBand[o] ?? 0] !== 1) offerMissed |= SALE;
      // Its items cheapest first: the first not under the range tells whether one is within it.
      // Its cheapest and dearest decide but when the range's lower end falls between them.
      const cheapest = offerLow[o] ?? 0;
      const dearest = offerHigh[o] ?? 0;
      if (cheapest >= low) {
        if (cheapest > high) offerMissed |= PRICE;
      } else if (dearest < low) {
        offerMissed |= PRICE;
      } else {
        let i = (offerItemStart[o] ?? 0) + 1;
        while ((itemPrice[i] ?? 0) < low) i += 1;
        if ((itemPrice[i] ?? 0) > high) offerMissed |= PRICE;
      }
      if (offerMissed === 0) onSale = true;
      // The item facets and the price range count only products meeting every product filter.
      if (misses !== 0) {
        if (onSale) break;
        continue;
      }
      if ((offerMissed & ~SIZE) === 0) {
        const name = offerSizeName[o] ?? -1;
        if (name >= 0) {
          if (sizeLast[name] !== p) {
            sizeLast[name] = p;
            sizeCounts[name] = (sizeCounts[name] ?? 0) + 1;
          }
          const position = offerSizePosition[o] ?? 0;
          if (position < (sizePositions[name] ?? 0)) sizePositions[name] = position;
        }
      }
      if ((offerMissed & ~SPEED) === 0) {
        const speed = offerSpeed[o] ?? 0;
        if (speedLast[speed] !== p) {
          speedLast[speed] = p;
          speedCounts[speed] = (speedCounts[speed] ?? 0) + 1;
        }
      }
      const band = offerBand[o] ?? 0;
      if ((offerMissed & ~SALE) === 0 && band !== 0 && bandLast[band] !== p) {
        bandLast[band] = p;
        bandCounts[band] = (bandCounts[band] ?? 0) + 1;
      }
      if ((offerMissed & ~PRICE) === 0) {
        // Every item of the offer meets the other filters: its cheapest and dearest count.
        if (cheapest < minPrice) minPrice = cheapest;
        if (dearest > maxPrice) maxPrice = dearest;
      }
    }
    if (!onSale) continue;
    if (misses === 0) {
      matched[p] = 1;
      totalItems += 1;
    }
    // Meeting every product filter: counted under each of its options; failing one: under
    // that filter's options alone.
    const from = misses === 0 ? 0 : (q.chosenFacets[31 - Math.clz32(misses)] ?? 0);
    const to = misses === 0 ? FACET_COUNT : from + 1;
    const optionsEnd = optionStart[p * FACET_COUNT + to] ?? 0;
    for (let k2 = optionStart[p * FACET_COUNT + from] ?? 0; k2 < optionsEnd; k2 += 1) {
      const option = productOptions[k2] ?? 0;
      productCounts[option] = (productCounts[option] ?? 0) + 1;
    }
  }

  tallies.minPrice = minPrice;
  tallies.maxPrice = maxPrice;
  return totalItems;
}
