/** The demo products: each planned from a model of ./data, then inserted with everything it has. */
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import {
  brands,
  type CategorySlug,
  models,
  notTheOuterMaterial,
  specificationsBySubType,
  specificationsByType,
  type SubTypeSlug,
  subTypeEquivalents,
  typeEquivalents,
  type TypeSlug,
} from "./data/index.ts";
import type { ImageKind, Material, ModelSeed, SpecificationPhrases } from "./data/types.ts";
import { DAY_MS, demoImageUrl, inChunks, SEED_EPOCH, shopPrice } from "./common.ts";
import type { Random } from "./random.ts";
import { legacyProductSlug, productSlug } from "./slugs.ts";
import { type GridSizes, gridFor, type Taxonomy } from "./taxonomy.ts";

export interface ProductContext {
  taxonomy: Map<string, Taxonomy>;
  brandIds: Map<string, number>;
  modelIds: Map<string, number>;
  colorRows: (typeof t.color.$inferSelect)[];
  grids: GridSizes[];
  supplierIds: (typeof t.supplier.$inferSelect)[];
  badgeIds: number[];
}

interface PlannedProduct {
  kind: ImageKind;
  row: typeof t.product.$inferInsert;
  brandId: number;
  colorIds: number[];
  badgeId: number | null;
  /** Slugs older links of the demo catalogue used: they keep finding the product. */
  formerSlugs: string[];
  images: { url: string; alt: string; position: number }[];
  properties: Omit<typeof t.productProperties.$inferInsert, "productId">;
  items: Omit<typeof t.productItem.$inferInsert, "productId">[];
}

function planProduct(
  random: Random,
  index: number,
  modelSeed: ModelSeed,
  ctx: ProductContext,
): PlannedProduct {
  const brandSeed = brands.find((b) => b.slug === modelSeed.brandSlug);
  const brandId = ctx.brandIds.get(modelSeed.brandSlug);
  if (!brandSeed || !brandId) throw new Error(`unknown brand ${modelSeed.brandSlug}`);
  const taxonomy = ctx.taxonomy.get(random.pick(modelSeed.categorySlugs));
  if (!taxonomy) throw new Error(`model ${modelSeed.slug}: unknown category`);
  // The model's own type and subtype where its category has them, else the ones that fit it
  // there (./data/properties.ts), else one of the category's: one draw either way, so that the
  // rest of the demo comes out as it did before the equivalents.
  const equivalentType =
    typeEquivalents[modelSeed.typeSlug as TypeSlug]?.[taxonomy.category.slug as CategorySlug];
  const type =
    taxonomy.types.find((candidate) => candidate.slug === modelSeed.typeSlug) ??
    (taxonomy.types.length > 0 ? random.pick(fitting(taxonomy.types, equivalentType)) : undefined);
  const subType =
    type?.subTypes.find((candidate) => candidate.slug === modelSeed.subTypeSlug) ??
    (type && type.subTypes.length > 0
      ? random.pick(
          fitting(type.subTypes, subTypeEquivalents[modelSeed.subTypeSlug as SubTypeSlug]),
        )
      : undefined);
  if (!type) throw new Error(`model ${modelSeed.slug}: no type in ${taxonomy.category.slug}`);
  const phrases = specificationOf(type.slug, subType?.slug, modelSeed.materials);

  const mainColor = random.pick(ctx.colorRows);
  const colorIds = [mainColor.id];
  if (random.chance(0.3)) {
    const second = random.pick(ctx.colorRows);
    if (second.id !== mainColor.id) colorIds.push(second.id);
  }

  const sex = random.pick(modelSeed.sex);
  const children = taxonomy.category.sizeGrid === "SHOES_CHILDREN";
  const isShoes = children || taxonomy.category.sizeGrid === "SHOES_ADULT";
  const grid = gridFor(ctx.grids, taxonomy.category.sizeGrid, sex);
  const sizeCount = Math.min(grid.sizes.length, random.int(4, 9));
  const firstSize = random.int(0, grid.sizes.length - sizeCount);
  const sizes = grid.sizes.slice(firstSize, firstSize + sizeCount);

  const ageDays = random.int(0, 365);
  const createdAt = new Date(SEED_EPOCH.getTime() - ageDays * DAY_MS - random.int(0, DAY_MS - 1));
  const basePrice = shopPrice(random.int(modelSeed.priceFrom, modelSeed.priceTo));
  const onSale = random.chance(0.3);
  const sale = onSale ? random.pick([10, 15, 20, 25, 30, 35, 40, 50, 55, 60]) : 0;
  const bonusCalcState = random.chance(0.9)
    ? "ENABLED"
    : random.pick(["CASHBACK_ONLY", "DISABLED"] as const);

  const items: PlannedProduct["items"] = [];
  for (const size of sizes) {
    const offers = random.sample(ctx.supplierIds, random.int(1, 3));
    for (const offer of offers) {
      const factor = offer.deliverySpeed === "FAST" ? 1.08 : 1;
      const oldPrice = shopPrice(basePrice * factor);
      const price = sale > 0 ? shopPrice((oldPrice * (100 - sale)) / 100) : oldPrice;
      items.push({
        sizeId: size.id,
        supplierId: offer.id,
        deliveryIsoCode: offer.deliveryIsoCode,
        deliverySpeed: offer.deliverySpeed,
        price,
        oldPrice: sale > 0 ? oldPrice : null,
        sale,
        bonusCalcState,
        isSold: random.chance(0.08),
        isReserved: random.chance(0.03),
        createdAt,
      });
    }
  }

  const colourName = mainColor.name.toLowerCase();
  // "Air Jordan 1" already names its brand; "Nike Air Force 1" needs it.
  const name = modelSeed.name.toLowerCase().startsWith(brandSeed.name.toLowerCase())
    ? modelSeed.name
    : `${brandSeed.name} ${modelSeed.name}`;
  const kind = taxonomy.category.imageKind;
  const variants = random.sample([1, 2, 3, 4], random.int(3, 4)).sort();
  const seasons = modelSeed.seasons.length > 0 ? [...modelSeed.seasons] : [];
  const sampled = random.sample(
    modelSeed.materials,
    random.int(1, Math.min(3, modelSeed.materials.length)),
  );
  const { materials, outer } = withOuterMaterial(sampled, modelSeed.materials);

  const slugParts = {
    brandSlug: brandSeed.slug,
    modelSlug: modelSeed.slug,
    colorSlug: mainColor.slug,
    number: index + 1,
  };
  const legacySlug = legacyProductSlug(slugParts);

  return {
    kind,
    brandId,
    formerSlugs: legacySlug === productSlug(slugParts) ? [] : [legacySlug],
    colorIds,
    badgeId: random.chance(0.2) ? random.pick(ctx.badgeIds) : null,
    row: {
      name,
      slug: productSlug(slugParts),
      skus: [`MM-${String(index + 1).padStart(6, "0")}`],
      description: `${name}, цвет — ${colourName}. ${brandSeed.description}`,
      aiName: `${name} (${colourName})`,
      active: !random.chance(0.02),
      meetPrice: random.chance(0.5),
      sizeGuide:
        isShoes && random.chance(0.25)
          ? random.pick([
              "Маломерят на полразмера",
              "Большемерят на полразмера",
              "Соответствуют размеру",
            ])
          : null,
      sizeGridId: grid.gridId,
      seasons,
      material: materials,
      sex,
      age: children ? "CHILDREN" : "ADULT",
      newArrival: ageDays < 45,
      unitSold: Math.floor(random.next() ** 3 * 900),
      bonusCalcState,
      modelId: ctx.modelIds.get(modelSeed.slug) ?? null,
      directoryId: taxonomy.directoryId,
      productCategoryId: taxonomy.categoryId,
      productTypeId: type?.id ?? null,
      productSubTypeId: subType?.id ?? null,
      seoTags: {
        title: `${name} — купить в Meet Market`,
        description: `${name}, ${colourName}: оригинал с доставкой по России, бонусы за покупку.`,
        keywords: [
          brandSeed.name,
          modelSeed.name,
          taxonomy.category.name.toLowerCase(),
          colourName,
        ].join(", "),
      },
      createdAt,
      updatedAt: createdAt,
    },
    images: variants.map((variant, position) => ({
      url: demoImageUrl(kind, mainColor.hex, brandSeed.slug, variant),
      alt: `${name}, ${colourName}, фото ${position + 1}`,
      position,
    })),
    // One draw per row whatever the kind of goods (footwear's rows for footwear only, as
    // before), in this order: the rest of the demo depends on the sequence.
    properties: {
      factoryDate: String(2023 + random.int(0, 3)),
      modelName: modelSeed.name,
      material: outer.map((m) => t.materialLabels[m]).join(", "),
      paddingMaterial: random.pick(phrases.paddingMaterial),
      sole: isShoes ? random.pick(footwear(phrases, "sole")) : null,
      additionalInfo: random.pick(phrases.additionalInfo),
      sex: t.sexLabels[sex],
      seasons: seasons.length > 0 ? seasons.map((s) => t.seasonLabels[s]).join(", ") : "Всесезон",
      packaging: random.pick(phrases.packaging),
      fasteningType: isShoes ? random.pick(footwear(phrases, "fasteningType")) : null,
      functionality: random.pick(phrases.functionality),
      toeStyle: isShoes ? random.pick(footwear(phrases, "toeStyle")) : null,
      shagHeight: isShoes ? random.pick(footwear(phrases, "shagHeight")) : null,
      heelType: isShoes ? random.pick(footwear(phrases, "heelType")) : null,
    },
    items,
  };
}

/** The one candidate whose slug is `slug`, when there is one; else all of them. */
function fitting<Candidate extends { slug: string }>(
  candidates: readonly Candidate[],
  slug: string | undefined,
): readonly Candidate[] {
  const match = candidates.find((candidate) => candidate.slug === slug);
  return match ? [match] : candidates;
}

/**
 * The phrases of a type, narrowed by its subtype; the lining and the sole by what the model is
 * made of.
 */
function specificationOf(
  typeSlug: string,
  subTypeSlug: string | undefined,
  modelMaterials: readonly Material[],
): SpecificationPhrases {
  const byType = specificationsByType[typeSlug as TypeSlug] as SpecificationPhrases | undefined;
  if (!byType) throw new Error(`type ${typeSlug} has no specifications`);
  const phrases = { ...byType, ...specificationsBySubType[subTypeSlug as SubTypeSlug] };
  const madeOf = (byMaterial: Partial<Record<Material, readonly string[]>> | undefined) =>
    modelMaterials.map((material) => byMaterial?.[material]).find((found) => found !== undefined);
  const lining = madeOf(phrases.paddingByMaterial);
  const sole = madeOf(phrases.soleByMaterial);
  return {
    ...phrases,
    ...(lining ? { paddingMaterial: lining } : {}),
    ...(sole ? { sole } : {}),
  };
}

type FootwearRow = "sole" | "fasteningType" | "toeStyle" | "heelType" | "shagHeight";

function footwear(phrases: SpecificationPhrases, row: FootwearRow): readonly string[] {
  const list = phrases[row];
  if (!list) throw new Error(`footwear without phrases for ${row}`);
  return list;
}

/**
 * The sampled materials, with the model's first outer one added when the sample holds only a
 * sole or a filling (a sneaker is never made of «Резина» alone, a parka of «Перо»); and the
 * outer ones, which the characteristics name (the sole and the lining have rows of their own).
 */
function withOuterMaterial(sampled: readonly Material[], modelMaterials: readonly Material[]) {
  const isOuter = (material: Material) => !notTheOuterMaterial.includes(material);
  const [firstOuter] = modelMaterials.filter(isOuter);
  const materials =
    firstOuter === undefined || sampled.some(isOuter) ? [...sampled] : [...sampled, firstOuter];
  // Slides and clogs are EVA through and through: their only material is their material.
  const outer = firstOuter === undefined ? materials : materials.filter(isOuter);
  return { materials, outer };
}

/**
 * The «Застёжка» filter's values of a shoe, read from its fastening phrase (./data/properties.ts),
 * so that the filter and the product page's «Застёжка» agree; none for goods without one.
 */
export function fasteningsOf(phrase: string | null | undefined): t.Fastening[] {
  const text = (phrase ?? "").toLowerCase();
  const found: t.Fastening[] = [];
  if (/шнур/.test(text)) found.push("LACES");
  if (/липуч/.test(text)) found.push("VELCRO");
  if (/молни/.test(text)) found.push("ZIP");
  if (/пряжк/.test(text)) found.push("BUCKLE");
  if (/без застёжки|эластичн/.test(text)) found.push("SLIP_ON");
  return found;
}

export async function seedProducts(
  db: Database,
  random: Random,
  count: number,
  ctx: ProductContext,
) {
  const planned = Array.from({ length: count }, (_, index) =>
    planProduct(random, index, models[index % models.length] as ModelSeed, ctx),
  );

  const idBySlug = new Map<string, number>();
  await inChunks(planned, 30, async (chunk) => {
    const rows = await db
      .insert(t.product)
      .values(
        chunk.map((p) => ({ ...p.row, fastenings: fasteningsOf(p.properties.fasteningType) })),
      )
      .returning({ id: t.product.id, slug: t.product.slug });
    for (const row of rows) idBySlug.set(row.slug, row.id);
  });
  const withIds = planned.map((p) => {
    const id = idBySlug.get(p.row.slug);
    if (!id) throw new Error(`product ${p.row.slug} not inserted`);
    return { ...p, id };
  });

  await inChunks(withIds, 2, (chunk) =>
    db.insert(t.productBrand).values(chunk.map((p) => ({ productId: p.id, brandId: p.brandId }))),
  );
  const colorLinks = withIds.flatMap((p) =>
    p.colorIds.map((colorId, position) => ({ productId: p.id, colorId, position })),
  );
  await inChunks(colorLinks, 3, (chunk) => db.insert(t.productColor).values(chunk));
  const badgeLinks = withIds.flatMap((p) =>
    p.badgeId ? [{ productId: p.id, badgeId: p.badgeId }] : [],
  );
  await inChunks(badgeLinks, 2, (chunk) => db.insert(t.productBadge).values(chunk));
  const images = withIds.flatMap((p) => p.images.map((image) => ({ ...image, productId: p.id })));
  await inChunks(images, 4, (chunk) => db.insert(t.productImage).values(chunk));
  const properties = withIds.map((p) => ({ ...p.properties, productId: p.id }));
  await inChunks(properties, 15, (chunk) => db.insert(t.productProperties).values(chunk));
  const items = withIds.flatMap((p) => p.items.map((item) => ({ ...item, productId: p.id })));
  await inChunks(items, 15, (chunk) => db.insert(t.productItem).values(chunk));

  const formerSlugs = withIds.flatMap((p) =>
    p.formerSlugs.map((slug) => ({ slug, productId: p.id })),
  );
  await inChunks(formerSlugs, 2, (chunk) => db.insert(t.productSlugHistory).values(chunk));

  return withIds.map((p) => ({ id: p.id, kind: p.kind }));
}

export type SeededProduct = Awaited<ReturnType<typeof seedProducts>>[number];
