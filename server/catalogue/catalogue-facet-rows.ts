/**
 * What catalogue-count.ts counted over the snapshot, turned into the rows facet-service.ts
 * countFacets answers: each product facet's options merged by value and name and ordered as its
 * statements order them, then the size names, delivery speeds and sale bands, and the price range.
 */
import {
  type CatalogueSnapshot,
  type Choice,
  PRODUCT_FACETS,
  type ProductFacet,
} from "./catalogue-layout.ts";
import type { FacetRow } from "./facet-service.ts";
import type { Facet } from "./listing-service.ts";

/** A selection's counts: by dense option, by size name, delivery speed and sale band. */
export interface Tallies {
  productCounts: Int32Array;
  sizeCounts: Int32Array;
  /** Each size name's lowest position among the offers counted. */
  sizePositions: Int32Array;
  speedCounts: Int32Array;
  bandCounts: Int32Array;
  /** The cheapest and dearest price of the offers meeting every filter but the price. */
  minPrice: number;
  maxPrice: number;
}

/** A product facet's rows: options of one value and name merged, in countFacets' order. */
function productFacetRows(
  c: CatalogueSnapshot,
  facet: ProductFacet,
  counted: { key: number | string; count: number }[],
): FacetRow[] {
  const choices: Map<string | number, Choice> = (() => {
    switch (facet) {
      case "categories":
        return c.categories;
      case "brand":
        return c.brandChoices;
      case "model":
        return c.modelChoices;
      case "colorPallete":
        return c.colorChoices;
      default:
        return c.enumChoices[facet];
    }
  })();
  const merged = new Map<string, FacetRow & { nameRank: number }>();
  for (const { key, count } of counted) {
    const choice = choices.get(key);
    // An id the dictionary lacks joins nothing in countFacets' statements either.
    if (!choice) continue;
    const id = `${choice.value}\t${choice.name}`;
    const row = merged.get(id);
    if (row) {
      row.count += count;
      row.position = Math.min(row.position, choice.position);
      if (choice.hex !== null && (row.hex == null || choice.hex < row.hex)) row.hex = choice.hex;
      continue;
    }
    merged.set(id, {
      facet,
      value: choice.value,
      name: choice.name,
      count,
      hex: choice.hex,
      position: facet === "categories" ? choice.position : 0,
      ord: 0,
      minPrice: null,
      maxPrice: null,
      nameRank: choice.nameRank,
    });
  }
  const rows = [...merged.values()].sort((a, b) =>
    facet === "categories"
      ? a.position - b.position || a.nameRank - b.nameRank
      : b.count - a.count || a.nameRank - b.nameRank,
  );
  return rows.map(({ nameRank: _rank, ...row }, index) => ({ ...row, ord: index + 1 }));
}

const itemRow = (facet: Facet, value: string, count: number, position = 0): FacetRow => ({
  facet,
  value,
  name: value,
  count,
  hex: null,
  position,
  ord: 0,
  minPrice: null,
  maxPrice: null,
});

/** The rows of countFacets for a selection's counts. */
export function facetRowsOfCounts(c: CatalogueSnapshot, tallies: Tallies): FacetRow[] {
  const { productCounts, sizeCounts, sizePositions, speedCounts, bandCounts } = tallies;
  const { minPrice, maxPrice } = tallies;
  const byFacet = new Map<ProductFacet, { key: number | string; count: number }[]>(
    PRODUCT_FACETS.map((facet) => [facet, []]),
  );
  productCounts.forEach((count, option) => {
    const { facet, key } = c.options[option] ?? { facet: "categories", key: 0 };
    if (count > 0) byFacet.get(facet)?.push({ key, count });
  });
  const rows: FacetRow[] = [];
  for (const [facet, counted] of byFacet) rows.push(...productFacetRows(c, facet, counted));
  sizeCounts.forEach((count, name) => {
    if (count > 0) rows.push(itemRow("size", c.sizeNames[name] ?? "", count, sizePositions[name]));
  });
  speedCounts.forEach((count, speed) => {
    if (count > 0) rows.push(itemRow("deliverySpeed", c.speeds[speed - 1] ?? String(speed), count));
  });
  bandCounts.forEach((count, band) => {
    if (count > 0) rows.push(itemRow("sale", band === 2 ? "MORE_THAN_50" : "LESS_THAN_50", count));
  });
  // shapeFacets reads the price range from this row's prices alone.
  const priced = minPrice <= maxPrice;
  rows.push({
    ...itemRow("price", "", 0),
    minPrice: priced ? minPrice : null,
    maxPrice: priced ? maxPrice : null,
  });
  return rows;
}
