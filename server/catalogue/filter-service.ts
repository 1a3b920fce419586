/**
 * Turns a shopper's catalogue filters (slugs and enum values) into a ProductSelection of ids,
 * validating every value; an unknown slug or a bad range is BAD_USER_INPUT.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/database.ts";
import { preparedOn } from "../db/prepared.ts";
import * as t from "../db/schema.ts";
import { FOOT_MAX_MM, FOOT_MIN_MM } from "../fit/fit.ts";
import { fittingProductIds } from "../fit/service.ts";
import { badUserInput } from "../graphql/errors.ts";
import { ENUM_FILTERS, type EnumFilterKey, LIST_FILTERS, type ListFilterKey } from "./filters.ts";
import type { DeliverySpeed, PriceBand, ProductSelection } from "./listing-service.ts";

/** At most this many values per filter: enough for any shopper, too few to abuse. */
const MAX_VALUES = 50;

type List<T> = T[] | null | undefined;

/** The path and price of a selection. */
interface ProductFilterPath {
  directorySlug?: string | null;
  categorySlug?: string | null;
  typeSlug?: string | null;
  subTypeSlug?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  /** «Мой размер»: a foot length in mm (docs/fit.md#the-catalogue-filter). */
  fit?: number | null;
}

/**
 * A catalogue selection as the API receives it (ProductFilterDto in filter-schema.ts): the path,
 * the price and a list of values for each list filter (server/catalogue/filters.ts).
 */
export type ProductFilterInput = ProductFilterPath & { [key in ListFilterKey]?: List<string> };

function checkList(name: string, values: readonly unknown[] | null | undefined) {
  if (values && values.length > MAX_VALUES) {
    throw badUserInput(`В фильтре «${name}» можно выбрать не больше ${MAX_VALUES} значений`, name);
  }
}

/** Looks up slugs of a table; an unknown slug is the shopper's error. */
async function idsOf(
  db: Database,
  table: typeof t.brand | typeof t.model | typeof t.color,
  slugs: readonly string[] | null | undefined,
  what: string,
): Promise<number[] | undefined> {
  if (!slugs || slugs.length === 0) return undefined;
  const rows = await db
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(and(inArray(table.slug, [...slugs]), isNull(table.deletedAt)));
  const missing = slugs.filter((slug) => !rows.some((row) => row.slug === slug));
  if (missing.length > 0) throw badUserInput(`${what} «${missing[0]}» не найден`);
  return rows.map((row) => row.id);
}

/** The ids a selection's slugs stand for: its path's and its list filters'. */
type SlugIds = Pick<
  ProductSelection,
  "directoryId" | "categoryIds" | "typeId" | "subTypeId" | "brandIds" | "modelIds" | "colorIds"
>;

/** Slug lookups kept per catalogue: at most this many different selections' slugs each. */
const KEPT_SLUG_SELECTIONS = 1_000;

/**
 * Each catalogue snapshot's slug lookups (docs/caching.md#the-catalogue-index): a snapshot
 * is the catalogue as it was when read, replaced after every change, so what its slugs stood for
 * then still holds while it is used. A filtered listing asked for a new price range resolves its
 * section's slug once, not with every request (and its listing and its counts, each resolving
 * the same selection, share one lookup).
 */
const keptSlugIds = new WeakMap<object, LRUCache<string, Promise<SlugIds>>>();

/**
 * Resolves a filter dto to ids, validating every value; throws BAD_USER_INPUT on bad input.
 * `catalogue`, the snapshot in use, keeps the slugs' ids for the next request over it.
 */
export async function resolveSelection(
  db: Database,
  input: ProductFilterInput | null | undefined,
  catalogue?: object,
): Promise<ProductSelection> {
  if (!input) return {};
  for (const { key } of LIST_FILTERS) checkList(key, input[key]);
  const { minPrice, maxPrice } = input;
  if ((minPrice ?? 0) < 0 || (maxPrice ?? 0) < 0) {
    throw badUserInput("Цена не может быть отрицательной", "price");
  }
  if (minPrice != null && maxPrice != null && minPrice > maxPrice) {
    throw badUserInput("Минимальная цена больше максимальной", "price");
  }

  const { fit } = input;
  if (fit != null && (fit < FOOT_MIN_MM || fit > FOOT_MAX_MM)) {
    throw badUserInput("Длина стопы — от 10 до 35 см", "fit");
  }

  const [ids, fitProductIds] = await Promise.all([
    slugIdsOf(db, input, catalogue),
    fit == null ? undefined : fittingProductIds(db, fit),
  ]);
  return {
    enums: Object.fromEntries(
      ENUM_FILTERS.flatMap(({ key }) => {
        const values = input[key];
        return values ? [[key, values]] : [];
      }),
    ) as Partial<Record<EnumFilterKey, string[]>>,
    // Values of the GraphQL enums DeliverySpeed and PriceBand (checked by the schema).
    deliverySpeeds: (input.deliverySpeed as DeliverySpeed[] | null | undefined) ?? undefined,
    sale: (input.sale as PriceBand[] | null | undefined) ?? undefined,
    sizes: input.size ?? undefined,
    minPrice: minPrice ?? undefined,
    maxPrice: maxPrice ?? undefined,
    ...ids,
    fitProductIds,
  };
}

/** The selection's slugs' ids, kept with `catalogue` when given (an unknown slug never is). */
function slugIdsOf(
  db: Database,
  input: ProductFilterInput,
  catalogue: object | undefined,
): Promise<SlugIds> {
  if (!catalogue) return lookUpSlugs(db, input);
  let kept = keptSlugIds.get(catalogue);
  if (!kept) {
    kept = new LRUCache({ max: KEPT_SLUG_SELECTIONS });
    keptSlugIds.set(catalogue, kept);
  }
  const { directorySlug, categorySlug, typeSlug, subTypeSlug } = input;
  const key = JSON.stringify([
    directorySlug,
    categorySlug,
    typeSlug,
    subTypeSlug,
    input.brand,
    input.model,
    input.colorPallete,
    input.categories,
  ]);
  const found = kept.get(key);
  if (found) return found;
  const looking = lookUpSlugs(db, input);
  kept.set(key, looking);
  looking.catch(() => kept.delete(key));
  return looking;
}

async function lookUpSlugs(db: Database, input: ProductFilterInput): Promise<SlugIds> {
  const path: SlugIds = {};
  await resolvePath(db, input, path);
  const [brandIds, modelIds, colorIds, categoryIds] = await Promise.all([
    idsOf(db, t.brand, input.brand, "Бренд"),
    idsOf(db, t.model, input.model, "Модель"),
    idsOf(db, t.color, input.colorPallete, "Цвет"),
    resolveCategories(db, input.categories, path.directoryId),
  ]);
  return {
    ...path,
    brandIds,
    modelIds,
    colorIds,
    // A category in the path and category checkboxes narrow together.
    categoryIds: categoryIds ?? path.categoryIds,
  };
}

async function resolveCategories(
  db: Database,
  slugs: readonly string[] | null | undefined,
  directoryId: number | undefined,
): Promise<number[] | undefined> {
  if (!slugs || slugs.length === 0) return undefined;
  const rows = await db
    .select({ id: t.productCategory.id, slug: t.productCategory.slug })
    .from(t.productCategory)
    .where(
      and(
        inArray(t.productCategory.slug, [...slugs]),
        isNull(t.productCategory.deletedAt),
        directoryId === undefined ? undefined : eq(t.productCategory.directoryId, directoryId),
      ),
    );
  const missing = slugs.filter((slug) => !rows.some((row) => row.slug === slug));
  if (missing.length > 0) throw badUserInput(`Категория «${missing[0]}» не найдена`, "categories");
  return rows.map((row) => row.id);
}

/** A live section by its slug: every catalogue page asks it (server/db/prepared.ts). */
const directoryQuery = preparedOn((db) =>
  db
    .select({ id: t.directory.id })
    .from(t.directory)
    .where(and(eq(t.directory.slug, sql.placeholder("slug")), isNull(t.directory.deletedAt)))
    .prepare("directory_by_slug"),
);

/** directory → category → type → subtype: each slug must exist under the one before. */
async function resolvePath(db: Database, input: ProductFilterInput, selection: SlugIds) {
  const { directorySlug, categorySlug, typeSlug, subTypeSlug } = input;
  if (!directorySlug) {
    if (categorySlug || typeSlug || subTypeSlug) {
      throw badUserInput("Укажите раздел каталога", "directorySlug");
    }
    return;
  }
  const [directory] = await directoryQuery(db).execute({ slug: directorySlug });
  if (!directory)
    throw badUserInput(`Раздел каталога «${directorySlug}» не найден`, "directorySlug");
  selection.directoryId = directory.id;
  if (!categorySlug) return;

  const [category] = await db
    .select({ id: t.productCategory.id })
    .from(t.productCategory)
    .where(
      and(
        eq(t.productCategory.directoryId, directory.id),
        eq(t.productCategory.slug, categorySlug),
        isNull(t.productCategory.deletedAt),
      ),
    );
  if (!category) throw badUserInput(`Категория «${categorySlug}» не найдена`, "categorySlug");
  selection.categoryIds = [category.id];
  if (!typeSlug) return;

  const [type] = await db
    .select({ id: t.productType.id })
    .from(t.productType)
    .where(
      and(
        eq(t.productType.categoryId, category.id),
        eq(t.productType.slug, typeSlug),
        isNull(t.productType.deletedAt),
      ),
    );
  if (!type) throw badUserInput(`Тип товара «${typeSlug}» не найден`, "typeSlug");
  selection.typeId = type.id;
  if (!subTypeSlug) return;

  const [subType] = await db
    .select({ id: t.productSubType.id })
    .from(t.productSubType)
    .where(
      and(
        eq(t.productSubType.typeId, type.id),
        eq(t.productSubType.slug, subTypeSlug),
        isNull(t.productSubType.deletedAt),
      ),
    );
  if (!subType) throw badUserInput(`Подтип товара «${subTypeSlug}» не найден`, "subTypeSlug");
  selection.subTypeId = subType.id;
}
