/** The catalogue's frame: geography, directories and their categories, brands and models, size grids. */
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import {
  brands,
  countries,
  directories,
  menuDirectories,
  models,
  brandSizeGrids,
  sizeGrids,
} from "./data/index.ts";
import type { CategorySeed, DirectorySeed, Sex, SizeGridKind } from "./data/types.ts";

export interface Taxonomy {
  directoryId: number;
  category: CategorySeed;
  categoryId: number;
  types: { id: number; slug: string; subTypes: { id: number; slug: string }[] }[];
}

export async function seedGeography(db: Database) {
  for (const entry of countries) {
    const [row] = await db
      .insert(t.country)
      .values({ title: entry.title, alpha2: entry.alpha2 })
      .returning({ id: t.country.id });
    if (!row) throw new Error(`country ${entry.alpha2} not inserted`);
    await db.insert(t.city).values(entry.cities.map((title) => ({ title, countryId: row.id })));
  }
}

export async function seedTaxonomy(db: Database): Promise<Map<string, Taxonomy>> {
  const bySlug = new Map<string, Taxonomy>();
  const seeds: readonly DirectorySeed[] = [
    ...directories,
    ...menuDirectories.filter((m) => !directories.some((d) => d.slug === m.slug)),
  ];
  for (const directorySeed of seeds) {
    const [directoryRow] = await db
      .insert(t.directory)
      .values({
        name: directorySeed.name,
        slug: directorySeed.slug,
        position: directorySeed.position,
      })
      .returning({ id: t.directory.id });
    if (!directoryRow) throw new Error(`directory ${directorySeed.slug} not inserted`);
    if (directorySeed.categories.length === 0) continue;

    const filters = t.CATALOGUE_FILTERS.filter(
      (filter) =>
        directorySeed.slug !== "aksessuary" ||
        !["SIZE", "AGE", "SEASON", "FASTENING"].includes(filter.filterType),
    );
    await db.insert(t.directoryFilter).values(
      filters.map((filter, position) => ({
        directoryId: directoryRow.id,
        filterType: filter.filterType,
        name: filter.label,
        position,
      })),
    );

    for (const [categoryPosition, category] of directorySeed.categories.entries()) {
      const [categoryRow] = await db
        .insert(t.productCategory)
        .values({
          directoryId: directoryRow.id,
          name: category.name,
          slug: category.slug,
          position: categoryPosition,
        })
        .returning({ id: t.productCategory.id });
      if (!categoryRow) throw new Error(`category ${category.slug} not inserted`);
      const types: Taxonomy["types"] = [];
      for (const [typePosition, type] of category.types.entries()) {
        const [typeRow] = await db
          .insert(t.productType)
          .values({
            categoryId: categoryRow.id,
            name: type.name,
            slug: type.slug,
            position: typePosition,
          })
          .returning({ id: t.productType.id });
        if (!typeRow) throw new Error(`type ${type.slug} not inserted`);
        const subTypeRows =
          type.subTypes.length === 0
            ? []
            : await db
                .insert(t.productSubType)
                .values(
                  type.subTypes.map((subType, position) => ({
                    typeId: typeRow.id,
                    name: subType.name,
                    slug: subType.slug,
                    position,
                  })),
                )
                .returning({ id: t.productSubType.id, slug: t.productSubType.slug });
        types.push({ id: typeRow.id, slug: type.slug, subTypes: subTypeRows });
      }
      bySlug.set(category.slug, {
        directoryId: directoryRow.id,
        category,
        categoryId: categoryRow.id,
        types,
      });
    }
  }
  return bySlug;
}

export async function seedBrandsAndModels(db: Database) {
  const brandRows = await db
    .insert(t.brand)
    .values(
      brands.map((b) => ({
        name: b.name,
        slug: b.slug,
        positionScore: b.positionScore,
        description: b.description,
        aliases: [...b.aliases],
      })),
    )
    .returning({ id: t.brand.id, slug: t.brand.slug });
  const brandIds = new Map(brandRows.map((b) => [b.slug, b.id]));
  const modelRows = await db
    .insert(t.model)
    .values(
      models.map((m) => {
        const brandId = brandIds.get(m.brandSlug);
        if (!brandId) throw new Error(`model ${m.slug}: unknown brand ${m.brandSlug}`);
        return { brandId, name: m.name, slug: m.slug };
      }),
    )
    .returning({ id: t.model.id, slug: t.model.slug });
  return { brandIds, modelIds: new Map(modelRows.map((m) => [m.slug, m.id])) };
}

export interface GridSizes {
  kind: SizeGridKind;
  sex: Sex;
  gridId: number;
  sizes: { id: number; name: string }[];
}

export async function seedSizeGrids(db: Database): Promise<GridSizes[]> {
  const result: GridSizes[] = [];
  for (const grid of sizeGrids) {
    const [gridRow] = await db
      .insert(t.sizeGrid)
      .values({
        name: grid.name,
        sex: grid.sex,
        footwear: grid.kind === "SHOES_ADULT" || grid.kind === "SHOES_CHILDREN",
      })
      .returning({ id: t.sizeGrid.id });
    if (!gridRow) throw new Error(`size grid ${grid.name} not inserted`);
    const sizeRows = await db
      .insert(t.size)
      .values(grid.rows.map((row, position) => ({ ...row, sizeGridId: gridRow.id, position })))
      .returning({ id: t.size.id, name: t.size.name });
    result.push({ kind: grid.kind, sex: grid.sex, gridId: gridRow.id, sizes: sizeRows });
  }
  return result;
}

/**
 * Brands' own shoe charts (docs/fit.md#brand-grids), after the shop's grids so that the sizes the
 * products use keep their ids.
 */
export async function seedBrandSizeGrids(
  db: Database,
  brandIds: Map<string, number>,
): Promise<void> {
  for (const grid of brandSizeGrids) {
    const brandId = brandIds.get(grid.brandSlug);
    if (!brandId) throw new Error(`size grid ${grid.name}: unknown brand ${grid.brandSlug}`);
    const [gridRow] = await db
      .insert(t.sizeGrid)
      .values({ name: grid.name, sex: grid.sex, brandId, footwear: true })
      .returning({ id: t.sizeGrid.id });
    if (!gridRow) throw new Error(`size grid ${grid.name} not inserted`);
    await db
      .insert(t.size)
      .values(grid.rows.map((row, position) => ({ ...row, sizeGridId: gridRow.id, position })));
  }
}

export function gridFor(grids: GridSizes[], kind: SizeGridKind, sex: Sex): GridSizes {
  const wanted = sex === "FEMALE" ? "FEMALE" : "MALE";
  const grid =
    grids.find((g) => g.kind === kind && g.sex === wanted) ?? grids.find((g) => g.kind === kind);
  if (!grid) throw new Error(`no size grid of kind ${kind}`);
  return grid;
}
