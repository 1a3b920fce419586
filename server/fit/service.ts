/**
 * The fit's reads and writes (docs/fit.md): the shoe grids it reads lengths from, a shopper's
 * foot length from a size they own, the fit of products, a signed-in shopper's stored fit.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type Database, selectRows } from "../db/database.ts";
import * as t from "../db/schema.ts";
import {
  type ChartRow,
  chartFootMm,
  euNumber,
  FIT_TOLERANCE_MM,
  fitIn,
  footMmOf,
  type SizeFit,
  sizeLengths,
} from "./fit.ts";

type GridSex = "MALE" | "FEMALE" | "UNISEX" | "ANY";

export interface Chart {
  id: number;
  name: string;
  sex: GridSex;
  brandId: number | null;
  rows: ChartRow[];
}

/** The shoe grids of a brand (its own charts) and the shop's, which follow Nike's. */
export async function shoeCharts(db: Database, brandId: number | null): Promise<Chart[]> {
  return readShoeCharts(db, (grid) => grid.brandId === null || grid.brandId === brandId);
}

/** Every shoe grid: the shop's and every brand's. */
export async function allShoeCharts(db: Database): Promise<Chart[]> {
  return readShoeCharts(db, () => true);
}

async function readShoeCharts(
  db: Database,
  keep: (grid: { brandId: number | null }) => boolean,
): Promise<Chart[]> {
  const grids = await db
    .select({
      id: t.sizeGrid.id,
      name: t.sizeGrid.name,
      sex: t.sizeGrid.sex,
      brandId: t.sizeGrid.brandId,
    })
    .from(t.sizeGrid)
    .where(and(eq(t.sizeGrid.footwear, true), isNull(t.sizeGrid.deletedAt)))
    .orderBy(asc(t.sizeGrid.id));
  const wanted = grids.filter(keep);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ gridId: t.size.sizeGridId, name: t.size.name, eu: t.size.eu, cm: t.size.cm })
    .from(t.size)
    .where(
      and(
        inArray(
          t.size.sizeGridId,
          wanted.map((grid) => grid.id),
        ),
        isNull(t.size.deletedAt),
      ),
    );
  return wanted.map((grid) => ({
    ...grid,
    rows: rows.flatMap((row) => {
      if (row.gridId !== grid.id) return [];
      const eu = euNumber(row.eu ?? row.name);
      const footMm = footMmOf(row.cm);
      return eu === null || footMm === null ? [] : [{ eu, footMm }];
    }),
  }));
}

const SEX_ORDER: readonly GridSex[] = ["MALE", "FEMALE", "UNISEX", "ANY"];

/**
 * The grids a size the shopper owns is looked up in, in order: the brand's own (men's first:
 * sneakers are mostly sized by the men's chart), then the shop's (adult, then children's).
 */
function lookupOrder(charts: readonly Chart[]): Chart[] {
  const bySex = (a: Chart, b: Chart) => SEX_ORDER.indexOf(a.sex) - SEX_ORDER.indexOf(b.sex);
  const own = charts.filter((chart) => chart.brandId !== null).sort(bySex);
  const shop = charts.filter((chart) => chart.brandId === null).sort(bySex);
  return [...own, ...shop];
}

/**
 * The foot length a size of a brand is for: the first grid (lookupOrder) that has the size as a
 * row, else the first that holds it between two rows; none when no grid can read it.
 */
export function footFromSize(charts: readonly Chart[], size: string): number | null {
  const eu = euNumber(size);
  if (eu === null) return null;
  const ordered = lookupOrder(charts);
  const exact = ordered.find((chart) => chart.rows.some((row) => Math.abs(row.eu - eu) < 0.01));
  for (const chart of exact ? [exact] : ordered) {
    const mm = chartFootMm(chart.rows, eu);
    if (mm !== null) return mm;
  }
  return null;
}

/** A product as its fit reads it: its sex, age, grid and first brand. */
interface ShoeProduct {
  sex: string;
  age: string;
  gridId: number | null;
  brandId: number | null;
}

/**
 * The chart a product's sizes are read by: its brand's for its sex (men's unless women's) for
 * adults' shoes, else the shop's grid it is sized in; none when that grid is no shoe grid.
 * `charts` holds the shop's grids and at least the product's brand's.
 */
function chartFor(charts: readonly Chart[], product: ShoeProduct): Chart | undefined {
  const own = charts.find((chart) => chart.id === product.gridId);
  if (!own) return undefined; // not footwear
  const sex = product.sex === "FEMALE" ? "FEMALE" : "MALE";
  const brandChart =
    product.age === "ADULT"
      ? charts.find(
          (chart) =>
            chart.brandId !== null && chart.brandId === product.brandId && chart.sex === sex,
        )
      : undefined;
  return brandChart ?? own;
}

/**
 * The products on sale with an available item in a size that fits the foot (within
 * FIT_TOLERANCE_MM by the product's chart, as productFits reads it): the catalogue's filter
 * «Мой размер» (docs/fit.md#the-catalogue-filter). Sorted by id.
 */
export async function fittingProductIds(db: Database, footMm: number): Promise<number[]> {
  const [charts, products] = await Promise.all([
    allShoeCharts(db),
    selectRows<ShoeProduct & { id: number; sizes: string[] }>(
      db,
      sql`select p.id, p.sex::text as sex, p.age::text as age, p.size_grid_id as "gridId",
          (select min(pb.brand_id) from product_brand pb where pb.product_id = p.id) as "brandId",
          array(select distinct sz.name from product_item i join size sz on sz.id = i.size_id
            where i.product_id = p.id and i.active and not i.is_sold and not i.is_reserved
              and i.deleted_at is null) as sizes
        from product p
        join size_grid g on g.id = p.size_grid_id and g.footwear
        where p.deleted_at is null and p.active
        order by p.id`,
    ),
  ]);
  return products
    .filter((product) => {
      const chart = chartFor(charts, product);
      return (
        chart !== undefined &&
        sizeLengths(product.sizes, chart.rows).some(
          (size) => Math.abs(size.footMm - footMm) <= FIT_TOLERANCE_MM,
        )
      );
    })
    .map((product) => product.id);
}

export interface ProductFit {
  productId: number;
  /** Whose chart the lengths are from: «adidas, мужская обувь», or the shop's grid's name. */
  chart: string;
  fit: SizeFit;
}

/**
 * The fit of products for a foot: each footwear product's sizes read by its brand's chart for its
 * sex (the shop's grid when the brand has none, and for children's shoes); other products have
 * none.
 */
export async function productFits(
  db: Database,
  productIds: readonly number[],
  footMm: number,
): Promise<ProductFit[]> {
  if (productIds.length === 0) return [];
  const products = await db
    .select({
      id: t.product.id,
      sex: t.product.sex,
      age: t.product.age,
      gridId: t.product.sizeGridId,
    })
    .from(t.product)
    .where(inArray(t.product.id, [...productIds]));
  const [brands, items] = await Promise.all([
    db
      .select({ productId: t.productBrand.productId, brandId: t.productBrand.brandId })
      .from(t.productBrand)
      .where(inArray(t.productBrand.productId, [...productIds]))
      .orderBy(asc(t.productBrand.brandId)),
    db
      .selectDistinct({ productId: t.productItem.productId, name: t.size.name })
      .from(t.productItem)
      .innerJoin(t.size, eq(t.size.id, t.productItem.sizeId))
      .where(inArray(t.productItem.productId, [...productIds])),
  ]);
  const chartsByBrand = new Map<number | null, Chart[]>();
  const chartsOf = async (brandId: number | null) => {
    let charts = chartsByBrand.get(brandId);
    if (!charts) {
      charts = await shoeCharts(db, brandId);
      chartsByBrand.set(brandId, charts);
    }
    return charts;
  };

  const fits: ProductFit[] = [];
  for (const product of products) {
    // A collaboration's first brand (the lowest id) speaks for its sizes.
    const brandId = brands.find((row) => row.productId === product.id)?.brandId ?? null;
    const chart = chartFor(await chartsOf(brandId), { ...product, brandId });
    if (!chart) continue; // not footwear
    const names = items.filter((row) => row.productId === product.id).map((row) => row.name);
    const fit = fitIn(sizeLengths(names, chart.rows), footMm);
    if (fit) fits.push({ productId: product.id, chart: chart.name, fit });
  }
  return fits;
}

export interface StoredFit {
  footLengthMm: number;
  brandId: number | null;
  model: string | null;
  size: string | null;
}

export async function storedFit(db: Database, userId: number): Promise<StoredFit | null> {
  const [row] = await db
    .select({
      footLengthMm: t.shopperFit.footLengthMm,
      brandId: t.shopperFit.brandId,
      model: t.shopperFit.model,
      size: t.shopperFit.size,
    })
    .from(t.shopperFit)
    .where(eq(t.shopperFit.userId, userId));
  return row ?? null;
}

export async function storeFit(
  db: Database,
  userId: number,
  fit: StoredFit,
  now: Date,
): Promise<void> {
  await db
    .insert(t.shopperFit)
    .values({ userId, ...fit, updatedAt: now })
    .onConflictDoUpdate({ target: t.shopperFit.userId, set: { ...fit, updatedAt: now } });
}

export async function forgetFit(db: Database, userId: number): Promise<void> {
  await db.delete(t.shopperFit).where(eq(t.shopperFit.userId, userId));
}
