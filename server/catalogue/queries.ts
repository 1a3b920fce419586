/** Catalogue reads of spec §7: listings with filters and sorts, products, collections. */
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { selectRows } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import { CollectionSlug, FilterType, Sex, SortOption } from "../graphql/enums.ts";
import { badUserInput } from "../graphql/errors.ts";
import type { ShopContext } from "../graphql/context.ts";
import { Pagination, PaginationDto, toPage } from "../graphql/pagination.ts";
import { ProductFilterDto, resolveSelection } from "./filter-input.ts";
import { filterNames, filterOrder } from "./labels.ts";
import { countFacets, type FacetOption, type Facets, listProductIds } from "./listing.ts";
import { productNamedBy } from "./slug-history.ts";
import { Brand, Product, ProductItem, Size } from "./types.ts";

/** Loads products by id through the request's loader, keeping the ids' order. */
export async function productsInOrder(ctx: ShopContext, ids: readonly number[]) {
  const rows = await ctx.loaders.product.loadMany(ids);
  return rows.filter((row): row is t.ProductRow => !!row && !(row instanceof Error) && row.active);
}

function toIds(values: readonly (string | number)[], what = "товара"): number[] {
  if (values.length > 200) throw badUserInput("Слишком много товаров в одном запросе");
  return values.map((value) => {
    const id = Number(value);
    if (!Number.isSafeInteger(id) || id < 1)
      throw badUserInput(`Неверный идентификатор ${what}: ${value}`);
    return id;
  });
}

// ─── Facets ─────────────────────────────────────────────────────────────────────────────────

const FilterOption = builder.objectRef<FacetOption>("FilterOption").implement({
  description: "One choice of a filter with the number of products it leads to.",
  fields: (f) => ({
    value: f.exposeString("value", { description: "What to send back in ProductFilterDto." }),
    name: f.exposeString("name"),
    count: f.exposeInt("count"),
    hex: f.string({ nullable: true, resolve: (option) => option.hex ?? null }),
  }),
});

const PriceRange = builder.objectRef<Facets["price"]>("PriceRange").implement({
  fields: (f) => ({
    minPrice: f.exposeInt("minPrice", { nullable: true }),
    maxPrice: f.exposeInt("maxPrice", { nullable: true }),
  }),
});

export const DirectoryFilters = builder.objectRef<Facets>("DirectoryFilters").implement({
  description: "Every filter's options, counted for the current selection (empty ones left out).",
  fields: (f) => ({
    categories: f.expose("categories", { type: [FilterOption] }),
    season: f.expose("season", { type: [FilterOption] }),
    deliverySpeed: f.expose("deliverySpeed", { type: [FilterOption] }),
    sex: f.expose("sex", { type: [FilterOption] }),
    age: f.expose("age", { type: [FilterOption] }),
    brand: f.expose("brand", { type: [FilterOption] }),
    model: f.expose("model", { type: [FilterOption] }),
    colorPallete: f.expose("colorPallete", { type: [FilterOption] }),
    size: f.expose("size", { type: [FilterOption] }),
    material: f.expose("material", { type: [FilterOption] }),
    sale: f.expose("sale", { type: [FilterOption] }),
    price: f.expose("price", { type: PriceRange }),
  }),
});

builder.queryField("getDirectoryFilters", (f) =>
  f.field({
    type: DirectoryFilters,
    args: { dto: f.arg({ type: ProductFilterDto, required: false }) },
    resolve: async (_root, { dto }, { db }) => countFacets(db, await resolveSelection(db, dto)),
  }),
);

const FilterDefinition = builder
  .objectRef<{ filterType: (typeof t.filterTypeValues)[number]; name: string; position: number }>(
    "FilterDefinition",
  )
  .implement({
    fields: (f) => ({
      filterType: f.expose("filterType", { type: FilterType }),
      name: f.exposeString("name"),
      position: f.exposeInt("position"),
    }),
  });

builder.queryField("filterList", (f) =>
  f.field({
    type: [FilterDefinition],
    description:
      "The catalogue's filters in display order (a directory may narrow them: Directory.filters).",
    resolve: () =>
      filterOrder.map((filterType, position) => ({
        filterType,
        name: filterNames[filterType],
        position,
      })),
  }),
);

// ─── Listings ───────────────────────────────────────────────────────────────────────────────

export const ProductPage = builder
  .objectRef<{ ids: number[]; page: number; limit: number; totalItems: number }>("ProductPage")
  .implement({
    fields: (f) => ({
      items: f.field({
        type: [Product],
        resolve: (page, _args, ctx) => productsInOrder(ctx, page.ids),
      }),
      pagination: f.field({ type: Pagination, resolve: (page) => page }),
    }),
  });

const FilteredProductsDto = builder.inputType("FilteredProductsDto", {
  fields: (f) => ({
    filters: f.field({ type: ProductFilterDto, required: false }),
    sort: f.field({ type: SortOption, required: false, defaultValue: "POPULAR_FIRST" }),
    pagination: f.field({ type: PaginationDto, required: false }),
  }),
});

builder.queryField("filteredProducts", (f) =>
  f.field({
    type: ProductPage,
    args: { dto: f.arg({ type: FilteredProductsDto, required: false }) },
    resolve: async (_root, { dto }, { db }) => {
      const page = toPage(dto?.pagination);
      const selection = await resolveSelection(db, dto?.filters);
      const { ids, totalItems } = await listProductIds(
        db,
        selection,
        dto?.sort ?? "POPULAR_FIRST",
        page,
      );
      return { ids, totalItems, page: page.page, limit: page.limit };
    },
  }),
);

builder.queryField("brandList", (f) =>
  f.field({
    type: [Brand],
    description: "Brands with products on sale, most prominent first.",
    resolve: (_root, _args, { db }) =>
      db
        .select()
        .from(t.brand)
        .where(
          and(
            isNull(t.brand.deletedAt),
            sql`exists (select 1 from product_brand pb join product p on p.id = pb.product_id
                        where pb.brand_id = ${t.brand.id} and p.active and p.deleted_at is null)`,
          ),
        )
        .orderBy(desc(t.brand.positionScore), asc(t.brand.name)),
  }),
);

// ─── Products ───────────────────────────────────────────────────────────────────────────────

const ProductDto = builder.inputType("ProductDto", {
  fields: (f) => ({
    slug: f.string({ required: false }),
    id: f.id({ required: false }),
  }),
});

builder.queryField("product", (f) =>
  f.field({
    type: Product,
    args: { dto: f.arg({ type: ProductDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      if (!dto.slug && !dto.id) throw badUserInput("Укажите slug или id товара");
      const [row] = await ctx.db
        .select(t.productColumns)
        .from(t.product)
        .where(
          and(
            dto.id ? eq(t.product.id, toIds([dto.id])[0] ?? 0) : productNamedBy(dto.slug ?? ""),
            isNull(t.product.deletedAt),
            eq(t.product.active, true),
          ),
        );
      if (!row) throw badUserInput("Товар не найден", "slug");
      return row;
    },
  }),
);

const ProductIdsDto = builder.inputType("ProductIdsDto", {
  fields: (f) => ({ productIds: f.idList({ required: true }) }),
});

builder.queryField("productList", (f) =>
  f.field({
    type: [Product],
    description:
      "Products on sale by id, in the order asked; missing or withdrawn ones are left out.",
    args: { dto: f.arg({ type: ProductIdsDto, required: true }) },
    resolve: (_root, { dto }, ctx) => productsInOrder(ctx, toIds(dto.productIds)),
  }),
);

builder.queryField("findProucts", (f) =>
  f.field({
    type: [Product],
    description:
      "Products by id whether on sale or not (order history, reviews); deleted ones are left out.",
    args: { dto: f.arg({ type: ProductIdsDto, required: true }) },
    resolve: async (_root, { dto }, { loaders }) => {
      const rows = await loaders.product.loadMany(toIds(dto.productIds));
      return rows.filter((row): row is t.ProductRow => !!row && !(row instanceof Error));
    },
  }),
);

const ProductItemIdsDto = builder.inputType("ProductItemIdsDto", {
  fields: (f) => ({ productItemIds: f.idList({ required: true }) }),
});

builder.queryField("findProuctItems", (f) =>
  f.field({
    type: [ProductItem],
    description: "Offers by id (the local cart), with their products; unknown ones are left out.",
    args: { dto: f.arg({ type: ProductItemIdsDto, required: true }) },
    resolve: async (_root, { dto }, { loaders }) => {
      const rows = await loaders.productItem.loadMany(toIds(dto.productItemIds, "позиции"));
      return rows.filter(
        (row): row is typeof t.productItem.$inferSelect => !!row && !(row instanceof Error),
      );
    },
  }),
);

const RelatedProductsDto = builder.inputType("RelatedProductsDto", {
  fields: (f) => ({
    productId: f.id({ required: true }),
    limit: f.int({ required: false, defaultValue: 12 }),
  }),
});

async function relatedTo(
  ctx: ShopContext,
  dto: { productId: string | number; limit?: number | null },
) {
  const [id] = toIds([dto.productId]);
  const limit = dto.limit ?? 12;
  if (limit < 1 || limit > 48) throw badUserInput("Можно запросить от 1 до 48 товаров", "limit");
  const source = id ? await ctx.loaders.product.load(id) : null;
  if (!source) throw badUserInput("Товар не найден", "productId");
  return { source, limit };
}

builder.queryField("sameModelProducts", (f) =>
  f.field({
    type: [Product],
    description: "The same model in other colours.",
    args: { dto: f.arg({ type: RelatedProductsDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const { source, limit } = await relatedTo(ctx, dto);
      if (!source.modelId) return [];
      const rows = await selectRows<{ id: number }>(
        ctx.db,
        sql`select p.id from product p
            where p.model_id = ${source.modelId} and p.id <> ${source.id}
              and p.active and p.deleted_at is null and p.min_price is not null
            order by p.unit_sold desc, p.id limit ${limit}`,
      );
      return productsInOrder(
        ctx,
        rows.map((row) => row.id),
      );
    },
  }),
);

builder.queryField("similarProducts", (f) =>
  f.field({
    type: [Product],
    description: "Other models of the same kind at a similar price.",
    args: { dto: f.arg({ type: RelatedProductsDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const { source, limit } = await relatedTo(ctx, dto);
      const price = source.minPrice ?? 0;
      const rows = await selectRows<{ id: number }>(
        ctx.db,
        sql`select p.id from product p
            where p.product_category_id is not distinct from ${source.productCategoryId}
              and p.id <> ${source.id}
              and p.model_id is distinct from ${source.modelId}
              and p.active and p.deleted_at is null and p.min_price is not null
            order by (p.product_type_id is not distinct from ${source.productTypeId}) desc,
                     abs(p.min_price - ${price}), p.id
            limit ${limit}`,
      );
      return productsInOrder(
        ctx,
        rows.map((row) => row.id),
      );
    },
  }),
);

// ─── Size grids ─────────────────────────────────────────────────────────────────────────────

const SizeGrid = builder.objectRef<typeof t.sizeGrid.$inferSelect>("SizeGrid").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    name: f.exposeString("name"),
    sex: f.expose("sex", { type: Sex }),
    rows: f.field({
      type: [Size],
      description: "EU / UK / US / cm / height, smallest first.",
      resolve: (grid, _args, { db }) =>
        db
          .select()
          .from(t.size)
          .where(and(eq(t.size.sizeGridId, grid.id), isNull(t.size.deletedAt)))
          .orderBy(asc(t.size.position)),
    }),
  }),
});

const SizeGridDto = builder.inputType("SizeGridDto", {
  fields: (f) => ({ productId: f.id({ required: true }) }),
});

builder.queryField("sizeGrid", (f) =>
  f.field({
    type: SizeGrid,
    nullable: true,
    description: "The size grid of a product; null for one-size goods without a grid.",
    args: { dto: f.arg({ type: SizeGridDto, required: true }) },
    resolve: async (_root, { dto }, { db, loaders }) => {
      const [id] = toIds([dto.productId]);
      const product = id ? await loaders.product.load(id) : null;
      if (!product) throw badUserInput("Товар не найден", "productId");
      if (!product.sizeGridId) return null;
      const [grid] = await db
        .select()
        .from(t.sizeGrid)
        .where(eq(t.sizeGrid.id, product.sizeGridId));
      return grid ?? null;
    },
  }),
);

// ─── Merchandising ──────────────────────────────────────────────────────────────────────────

type CollectionRow = typeof t.collection.$inferSelect;

const Collection = builder.objectRef<CollectionRow>("Collection").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    title: f.exposeString("title"),
    posterUrl: f.exposeString("posterUrl", { nullable: true }),
    description: f.exposeString("description", { nullable: true }),
    slug: f.expose("slug", { type: CollectionSlug }),
    active: f.exposeBoolean("active"),
    products: f.field({
      type: [Product],
      args: { limit: f.arg.int({ required: false, defaultValue: 12 }) },
      resolve: async (collection, { limit }, ctx) => {
        const rows = await ctx.db
          .select({ id: t.collectionProduct.productId })
          .from(t.collectionProduct)
          .innerJoin(t.product, eq(t.product.id, t.collectionProduct.productId))
          .where(
            and(
              eq(t.collectionProduct.collectionId, collection.id),
              eq(t.product.active, true),
              isNull(t.product.deletedAt),
            ),
          )
          .orderBy(asc(t.collectionProduct.position))
          .limit(Math.min(Math.max(limit ?? 12, 1), 48));
        return productsInOrder(
          ctx,
          rows.map((row) => row.id),
        );
      },
    }),
  }),
});

const CollectionBundleDto = builder.inputType("CollectionBundleDto", {
  fields: (f) => ({ slugs: f.field({ type: [CollectionSlug], required: false }) }),
});

builder.queryField("collectionBundle", (f) =>
  f.field({
    type: [Collection],
    description: "The collections running now (BESTSELLERS, NEW_RELEASES), or the ones asked for.",
    args: { dto: f.arg({ type: CollectionBundleDto, required: false }) },
    resolve: (_root, { dto }, { db, providers }) => {
      const now = providers.clock.now();
      return db
        .select()
        .from(t.collection)
        .where(
          and(
            isNull(t.collection.deletedAt),
            eq(t.collection.active, true),
            dto?.slugs?.length ? inArray(t.collection.slug, dto.slugs) : undefined,
            or(isNull(t.collection.publishAt), lte(t.collection.publishAt, now)),
            or(isNull(t.collection.finishAt), gt(t.collection.finishAt, now)),
          ),
        )
        .orderBy(asc(t.collection.id));
    },
  }),
);

const PromoSelection = builder
  .objectRef<typeof t.promoSelection.$inferSelect>("PromoSelection")
  .implement({
    fields: (f) => ({
      id: f.exposeID("id"),
      title: f.exposeString("title"),
      slug: f.exposeString("slug"),
      description: f.exposeString("description", { nullable: true }),
      posterUrl: f.exposeString("posterUrl", { nullable: true }),
      products: f.field({
        type: [Product],
        args: { limit: f.arg.int({ required: false, defaultValue: 12 }) },
        resolve: async (selection, { limit }, ctx) => {
          const rows = await ctx.db
            .select({ id: t.promoSelectionProduct.productId })
            .from(t.promoSelectionProduct)
            .where(eq(t.promoSelectionProduct.promoSelectionId, selection.id))
            .orderBy(asc(t.promoSelectionProduct.position))
            .limit(Math.min(Math.max(limit ?? 12, 1), 48));
          return productsInOrder(
            ctx,
            rows.map((row) => row.id),
          );
        },
      }),
    }),
  });

builder.queryField("promoSelection", (f) =>
  f.field({
    type: [PromoSelection],
    description: "The home page's promotional selections, in order.",
    resolve: (_root, _args, { db }) =>
      db
        .select()
        .from(t.promoSelection)
        .where(and(isNull(t.promoSelection.deletedAt), eq(t.promoSelection.active, true)))
        .orderBy(asc(t.promoSelection.position)),
  }),
);

const RecentlyBoughtDto = builder.inputType("RecentlyBoughtDto", {
  fields: (f) => ({ limit: f.int({ required: false, defaultValue: 12 }) }),
});

builder.queryField("recentlyBoughtProducts", (f) =>
  f.field({
    type: [Product],
    description: "Products other shoppers bought most recently (no personal data).",
    args: { dto: f.arg({ type: RecentlyBoughtDto, required: false }) },
    resolve: async (_root, { dto }, ctx) => {
      const limit = dto?.limit ?? 12;
      if (limit < 1 || limit > 48)
        throw badUserInput("Можно запросить от 1 до 48 товаров", "limit");
      const rows = await selectRows<{ id: number }>(
        ctx.db,
        sql`select p.id from product p
            join (select i.product_id, max(opi.created_at) as bought_at
                  from order_product_item opi join product_item i on i.id = opi.product_item_id
                  where opi.deleted_at is null and opi.status <> 'CANCEL_PURCHASE'
                  group by i.product_id) recent on recent.product_id = p.id
            where p.active and p.deleted_at is null and p.min_price is not null
            order by recent.bought_at desc, p.id limit ${limit}`,
      );
      return productsInOrder(
        ctx,
        rows.map((row) => row.id),
      );
    },
  }),
);
