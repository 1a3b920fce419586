/**
 * The demo shop a newcomer sees on first start: a realistic Russian catalogue generated
 * deterministically (same options, same data) from the curated lists in ./data.
 * `npm run seed -- --products 50000` uses the same generator for benchmark-sized catalogues.
 */
import { type SQL, sql } from "drizzle-orm";
import { refreshProductDenormals } from "../catalogue/denormalise.ts";
import { filterNames, filterOrder, seasonLabels, sexLabels } from "../catalogue/labels.ts";
import { sanitizeArticleHtml } from "../content/sanitize.ts";
import { type Database, selectRows } from "../db/database.ts";
import * as t from "../db/schema.ts";
import {
  badges,
  blogPosts,
  brands,
  collections,
  colors,
  countries,
  directories,
  loyaltyLevels,
  menuDirectories,
  models,
  promoCodes,
  promoSelections,
  propertyPhrases,
  reviewerNames,
  reviewTexts,
  sizeGrids,
  suppliers,
  urlMetadata,
} from "./data/index.ts";
import type {
  CategorySeed,
  DirectorySeed,
  ImageKind,
  ModelSeed,
  Sex,
  SizeGridKind,
} from "./data/types.ts";
import { createRandom, type Random } from "./random.ts";

export interface SeedOptions {
  /** How many products to generate (default 480). */
  products?: number;
  /** The pseudo-random seed; the same seed gives the same catalogue. */
  seed?: number;
}

export const DEFAULT_PRODUCT_COUNT = 480;

/** Every generated date is relative to this instant, so that reseeding gives the same data. */
export const SEED_EPOCH = new Date("2026-11-01T09:00:00Z");

const DAY_MS = 86_400_000;

/** The path the storefront's /demo-images route draws a product picture for. */
export function demoImageUrl(kind: ImageKind, hex: string, brandSlug: string, variant: number) {
  return `/demo-images/${kind}/${hex.replace("#", "").toLowerCase()}/${brandSlug}/${variant}.svg`;
}

/** An order item moves through these statuses in turn (spec §4: Turkey → Russia → shopper). */
export const orderStatusFlow = [
  "AWAITING_PAY",
  "PAID_READY_TO_SEND",
  "AWAITING_RESPONSE_FROM_SUPPLIER",
  "PURCHASED_FROM_SELLER",
  "TRANSFERRED_TO_LOGISTICS_CENTER",
  "CUSTOMS_CLEARANCE_IN_TURKEY",
  "CUSTOMS_CLEARANCE_IN_TURKEY_COMPLETED",
  "SHIPPED_TO_RUSSIA_STOCK_MEET",
  "ACCEPTED_IN_RUSSIA_STOCK_MEET",
  "AWAITING_SENT_FROM_MEET",
  "HANDED_OVER_FOR_DELIVERY",
  "TRANSFERRED_FOR_DELIVERY_TO_RECIPIENT",
  "DELIVERED",
] as const satisfies readonly (typeof t.orderStatusValues)[number][];

/** Inserts rows in chunks that stay under PostgreSQL's 65 535 bind parameters per statement. */
async function inChunks<Row>(
  rows: readonly Row[],
  columns: number,
  insert: (chunk: Row[]) => Promise<unknown>,
) {
  const size = Math.max(1, Math.floor(60_000 / columns));
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

function roubles(amount: number) {
  return amount * 100;
}

/** A shop price: whole hundreds of roubles minus ten (12 990 ₽), in kopecks. */
function shopPrice(kopecks: number) {
  return roubles(Math.max(1, Math.round(kopecks / 100 / 1000)) * 1000 - 10);
}

function slugify(value: string) {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

interface Taxonomy {
  directoryId: number;
  category: CategorySeed;
  categoryId: number;
  types: { id: number; slug: string; subTypes: { id: number; slug: string }[] }[];
}

export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<void> {
  const random = createRandom(options.seed ?? 20_261_101);
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT;

  await seedGeography(db);
  await db.insert(t.loyaltyLevel).values([...loyaltyLevels]);
  const taxonomy = await seedTaxonomy(db);
  const { brandIds, modelIds } = await seedBrandsAndModels(db);
  const colorRows = await db
    .insert(t.color)
    .values([...colors])
    .returning();
  const grids = await seedSizeGrids(db);
  const supplierRows = await db
    .insert(t.supplier)
    .values(suppliers.map((s) => ({ ...s })))
    .returning();
  const badgeRows = await db
    .insert(t.badge)
    .values([...badges])
    .returning({ id: t.badge.id });

  const seeded = await seedProducts(db, random, productCount, {
    taxonomy,
    brandIds,
    modelIds,
    colorRows,
    grids,
    supplierIds: supplierRows,
    badgeIds: badgeRows.map((b) => b.id),
  });
  await refreshProductDenormals(db);

  await seedMerchandising(
    db,
    seeded.map((p) => p.id),
  );
  await seedContent(db);
  await seedShoppers(db, random, seeded);
}

async function seedGeography(db: Database) {
  for (const entry of countries) {
    const [row] = await db
      .insert(t.country)
      .values({ title: entry.title, alpha2: entry.alpha2 })
      .returning({ id: t.country.id });
    if (!row) throw new Error(`country ${entry.alpha2} not inserted`);
    await db.insert(t.city).values(entry.cities.map((title) => ({ title, countryId: row.id })));
  }
}

async function seedTaxonomy(db: Database): Promise<Map<string, Taxonomy>> {
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

    const filterTypes = filterOrder.filter(
      (type) => directorySeed.slug !== "aksessuary" || !["SIZE", "AGE", "SEASON"].includes(type),
    );
    await db.insert(t.directoryFilter).values(
      filterTypes.map((filterType, position) => ({
        directoryId: directoryRow.id,
        filterType,
        name: filterNames[filterType],
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

async function seedBrandsAndModels(db: Database) {
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

interface GridSizes {
  kind: SizeGridKind;
  sex: Sex;
  gridId: number;
  sizes: { id: number; name: string }[];
}

async function seedSizeGrids(db: Database): Promise<GridSizes[]> {
  const result: GridSizes[] = [];
  for (const grid of sizeGrids) {
    const [gridRow] = await db
      .insert(t.sizeGrid)
      .values({ name: grid.name, sex: grid.sex })
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

function gridFor(grids: GridSizes[], kind: SizeGridKind, sex: Sex): GridSizes {
  const wanted = sex === "FEMALE" ? "FEMALE" : "MALE";
  const grid =
    grids.find((g) => g.kind === kind && g.sex === wanted) ?? grids.find((g) => g.kind === kind);
  if (!grid) throw new Error(`no size grid of kind ${kind}`);
  return grid;
}

interface ProductContext {
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
  // The model's own type and subtype where its category has them, else one of the category's.
  const type =
    taxonomy.types.find((candidate) => candidate.slug === modelSeed.typeSlug) ??
    (taxonomy.types.length > 0 ? random.pick(taxonomy.types) : undefined);
  const subType =
    type?.subTypes.find((candidate) => candidate.slug === modelSeed.subTypeSlug) ??
    (type && type.subTypes.length > 0 ? random.pick(type.subTypes) : undefined);

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
        loyaltyPrice: shopPrice(price * 0.97),
        cashback: bonusCalcState === "DISABLED" ? 0 : Math.round((price / 100) * 0.05),
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
  const materials = random.sample(
    modelSeed.materials,
    random.int(1, Math.min(3, modelSeed.materials.length)),
  );

  return {
    kind,
    brandId,
    colorIds,
    badgeId: random.chance(0.2) ? random.pick(ctx.badgeIds) : null,
    row: {
      name,
      slug: `${slugify(`${brandSeed.slug}-${modelSeed.slug}-${mainColor.slug}`)}-${index + 1}`,
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
    properties: {
      factoryDate: String(2023 + random.int(0, 3)),
      modelName: modelSeed.name,
      material: materials.map((m) => t.materialLabels[m]).join(", "),
      paddingMaterial: random.pick(propertyPhrases.paddingMaterial),
      sole: isShoes ? random.pick(propertyPhrases.sole) : null,
      additionalInfo: random.pick(propertyPhrases.additionalInfo),
      sex: sexLabels[sex],
      seasons: seasons.length > 0 ? seasons.map((s) => seasonLabels[s]).join(", ") : "Всесезон",
      packaging: random.pick(propertyPhrases.packaging),
      fasteningType: isShoes ? random.pick(propertyPhrases.fasteningType) : null,
      functionality: random.pick(propertyPhrases.functionality),
      toeStyle: isShoes ? random.pick(propertyPhrases.toeStyle) : null,
      shagHeight: isShoes ? random.pick(propertyPhrases.shagHeight) : null,
      heelType: isShoes ? random.pick(propertyPhrases.heelType) : null,
    },
    items,
  };
}

async function seedProducts(db: Database, random: Random, count: number, ctx: ProductContext) {
  const planned = Array.from({ length: count }, (_, index) =>
    planProduct(random, index, models[index % models.length] as ModelSeed, ctx),
  );

  const idBySlug = new Map<string, number>();
  await inChunks(planned, 30, async (chunk) => {
    const rows = await db
      .insert(t.product)
      .values(chunk.map((p) => p.row))
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

  return withIds.map((p) => ({ id: p.id, kind: p.kind }));
}

type SeededProduct = Awaited<ReturnType<typeof seedProducts>>[number];

async function seedMerchandising(db: Database, productIds: number[]) {
  const topIds = async (order: SQL, where = sql`true`, limit = 24) =>
    (
      await selectRows<{ id: number }>(
        db,
        sql`select id from product where active and deleted_at is null and min_price is not null and ${where} order by ${order} limit ${limit}`,
      )
    ).map((row) => row.id);

  const picks = {
    BESTSELLERS: await topIds(sql`unit_sold desc, id`),
    NEW_RELEASES: await topIds(sql`created_at desc, id`),
  };
  for (const seedCollection of collections) {
    const [row] = await db
      .insert(t.collection)
      .values({
        title: seedCollection.title,
        description: seedCollection.description,
        slug: seedCollection.slug,
        publishAt: new Date(SEED_EPOCH.getTime() - 60 * DAY_MS),
      })
      .returning({ id: t.collection.id });
    if (!row) throw new Error(`collection ${seedCollection.slug} not inserted`);
    await db.insert(t.collectionProduct).values(
      picks[seedCollection.slug].map((productId, position) => ({
        collectionId: row.id,
        productId,
        position,
      })),
    );
  }

  const selectionQueries = [
    () => topIds(sql`max_sale desc, unit_sold desc, id`, sql`max_sale >= 30`),
    () =>
      topIds(sql`unit_sold desc, id`, sql`seasons && array['WINTER','AUTUMN_WINTER']::season[]`),
    () =>
      topIds(
        sql`unit_sold desc, id`,
        sql`exists (select 1 from product_item i where i.product_id = product.id and i.delivery_speed = 'FAST' and not i.is_sold)`,
      ),
  ];
  for (const [position, selection] of promoSelections.entries()) {
    const [row] = await db
      .insert(t.promoSelection)
      .values({
        title: selection.title,
        slug: selection.slug,
        description: selection.description,
        position,
      })
      .returning({ id: t.promoSelection.id });
    const query = selectionQueries[position % selectionQueries.length];
    if (!row || !query) throw new Error(`promo selection ${selection.slug} not inserted`);
    const selected = await query();
    const chosen = selected.length > 0 ? selected : productIds.slice(0, 12);
    await db.insert(t.promoSelectionProduct).values(
      chosen.map((productId, productPosition) => ({
        promoSelectionId: row.id,
        productId,
        position: productPosition,
      })),
    );
  }

  await db.insert(t.promoCode).values(
    promoCodes.map((code) => ({
      ...code,
      startsAt: new Date(code.startsAt),
      endsAt: code.endsAt ? new Date(code.endsAt) : null,
    })),
  );
}

async function seedContent(db: Database) {
  await db.insert(t.blog).values(
    blogPosts.map((post) => ({
      title: post.title,
      slug: post.slug,
      description: post.description,
      posterUrl: demoImageUrl(post.posterKind, post.posterColor, "meet-market", 2),
      article: post.html,
      html: sanitizeArticleHtml(post.html),
      seoTags: {
        title: post.seoTitle,
        description: post.seoDescription,
        keywords: post.seoKeywords,
      },
      publishedAt: new Date(post.publishedAt),
    })),
  );
  await db.insert(t.urlMetadata).values([...urlMetadata]);
}

async function seedShoppers(db: Database, random: Random, products: SeededProduct[]) {
  const users = await db
    .insert(t.user)
    .values(
      reviewerNames.map((fullName, index) => {
        const [name, surnameInitial] = fullName.split(" ");
        return {
          registrationSource: "PHONE" as const,
          name: name ?? fullName,
          surname: surnameInitial?.replace(".", "") ?? null,
          phone: `+7900${String(1_000_000 + index).slice(1)}`,
          createdAt: new Date(SEED_EPOCH.getTime() - random.int(30, 700) * DAY_MS),
        };
      }),
    )
    .returning({ id: t.user.id, name: t.user.name });

  // Reviews on about 45 % of the catalogue.
  const reviewed = products.filter(() => random.chance(0.45));
  const reviewRows = reviewed.flatMap(({ id: productId, kind }) => {
    // A review about a backpack belongs on a backpack; general ones fit anything.
    const fitting = reviewTexts.filter((r) => !r.imageKinds || r.imageKinds.includes(kind));
    return random.sample(users, random.int(1, 6)).map((author) => {
      const seedText = random.pick(fitting);
      return {
        productId,
        userId: author.id,
        authorName: author.name,
        rating: seedText.rating,
        advantages: seedText.advantages,
        disadvantages: seedText.disadvantages,
        text: seedText.text,
        state: random.chance(0.92) ? ("PUBLISHED" as const) : ("PENDING" as const),
        createdAt: new Date(SEED_EPOCH.getTime() - random.int(1, 300) * DAY_MS),
      };
    });
  });
  const insertedReviews: { id: number; productId: number }[] = [];
  await inChunks(reviewRows, 10, async (chunk) => {
    insertedReviews.push(
      ...(await db
        .insert(t.review)
        .values(chunk)
        .returning({ id: t.review.id, productId: t.review.productId })),
    );
  });
  const photoOf = await firstImages(db);
  const photos = insertedReviews
    .filter(() => random.chance(0.15))
    .flatMap((r) => {
      const url = photoOf.get(r.productId);
      return url ? [{ reviewId: r.id, url: url.replace(/\/\d\.svg$/, "/4.svg") }] : [];
    });
  await inChunks(photos, 2, (chunk) => db.insert(t.reviewPhoto).values(chunk));

  await seedOrders(db, random, users);
}

async function firstImages(db: Database) {
  const rows = await db
    .select({ productId: t.productImage.productId, url: t.productImage.url })
    .from(t.productImage)
    .where(sql`${t.productImage.position} = 0`);
  return new Map(rows.map((r) => [r.productId, r.url]));
}

async function seedOrders(
  db: Database,
  random: Random,
  users: { id: number; name: string | null }[],
) {
  const available = await selectRows<{ id: number; price: number }>(
    db,
    sql`
      select id, price from product_item
      where active and not is_sold and not is_reserved and deleted_at is null
      order by id limit 2000
    `,
  );
  if (available.length === 0) return;

  for (let n = 0; n < 80; n += 1) {
    const buyer = random.pick(users);
    const createdAt = new Date(
      SEED_EPOCH.getTime() - random.int(0, 60) * DAY_MS - random.int(0, DAY_MS - 1),
    );
    const lines = random.sample(available, random.int(1, 3));
    const stage = random.int(1, orderStatusFlow.length - 1);
    const status = orderStatusFlow[stage] ?? "DELIVERED";
    const totalPrice = lines.reduce((sum, line) => sum + line.price, 0);
    const [orderRow] = await db
      .insert(t.order)
      .values({
        uuid: uuidFrom(random),
        userId: buyer.id,
        status,
        name: buyer.name ?? "Покупатель",
        phone: `+7900${String(1_000_000 + buyer.id).slice(1)}`,
        totalPrice,
        deliveryPrice: roubles(random.pick([0, 290, 390, 490])),
        cashback: Math.round((totalPrice / 100) * 0.05),
        paid: true,
        paymentType: "CARD_ONLINE",
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: t.order.id });
    if (!orderRow) throw new Error("order not inserted");
    for (const line of lines) {
      const [itemRow] = await db
        .insert(t.orderProductItem)
        .values({
          orderId: orderRow.id,
          productItemId: line.id,
          status,
          soldPrice: line.price,
          estimatedDeliveryDate: new Date(createdAt.getTime() + 18 * DAY_MS)
            .toISOString()
            .slice(0, 10),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: t.orderProductItem.id });
      if (!itemRow) throw new Error("order item not inserted");
      await db.insert(t.orderItemStatusHistory).values(
        orderStatusFlow.slice(0, stage + 1).map((entry, step) => ({
          orderProductItemId: itemRow.id,
          status: entry,
          previousStatus: step === 0 ? null : (orderStatusFlow[step - 1] ?? null),
          createdAt: new Date(createdAt.getTime() + step * DAY_MS),
        })),
      );
    }
  }
}

/** A version-4-shaped UUID from the seeded source, so orders keep their ids across reseeds. */
function uuidFrom(random: Random) {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Seeds the demo data only into a database that has no catalogue yet; returns whether it did. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Serialises concurrent first starts on PostgreSQL; harmless on PGlite.
    await tx.execute(sql`lock table ${t.directory} in share row exclusive mode`);
    const [existing] = await tx.select({ id: t.directory.id }).from(t.directory).limit(1);
    if (existing) return false;
    await seedDemoData(tx);
    return true;
  });
}
