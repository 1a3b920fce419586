/**
 * The catalogue's queries (docs/catalogue.md#catalogue-api): sections, filters, listings with
 * filters and sorts, products, related products, size grids, collections and promotional
 * selections.
 */
import type * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import type { ShopContext } from "../graphql/context.ts";
import { CollectionSlug, Sex, SortOption } from "../graphql/enums.ts";
import { isRowId } from "../graphql/ids.ts";
import { loadRow, loadRows } from "../graphql/loading.ts";
import { badUserInput } from "../graphql/errors.ts";
import { PaginationDto, toPage } from "../graphql/pagination.ts";
import { facetRowsFromSnapshot, listFromSnapshot } from "./catalogue-count.ts";
import { heldSnapshot, snapshotFor } from "./catalogue-index.ts";
import { countFacets, shapeFacets } from "./facet-service.ts";
import { DirectoryFilters, FilterDefinition, ProductFilterDto } from "./filter-schema.ts";
import { resolveSelection } from "./filter-service.ts";
import { CATALOGUE_FILTERS } from "./filters.ts";
import { listProductIds } from "./listing-service.ts";
import { Product, ProductItem, ProductPage, productsInOrder } from "./product-schema.ts";
import { Brand, Directory, Size } from "./reference-schema.ts";
import {
  collectionProductIds,
  findProductOnSale,
  findSizeGrid,
  listBrandsOnSale,
  listDirectories,
  listPromoSelections,
  promoSelectionProductIds,
  recentlyBoughtProductIds,
  runningCollections,
  sameModelProductIds,
  similarProductIds,
  sizesOfGrid,
} from "./service.ts";

builder.queryField("directoryList", (f) =>
  f.field({
    type: [Directory],
    description: "Every live catalogue section, in menu order.",
    resolve: (_root, _args, { db }) => listDirectories(db),
  }),
);

function toIds(values: readonly (string | number)[], what = "товара"): number[] {
  if (values.length > 200) throw badUserInput("Слишком много товаров в одном запросе");
  return values.map((value) => {
    const id = Number(value);
    if (!isRowId(id)) throw badUserInput(`Неверный идентификатор ${what}: ${value}`);
    return id;
  });
}

// ─── Facets ─────────────────────────────────────────────────────────────────────────────────

builder.queryField("getDirectoryFilters", (f) =>
  f.field({
    type: DirectoryFilters,
    args: { dto: f.arg({ type: ProductFilterDto, required: false }) },
    resolve: async (_root, { dto }, context) => {
      const selection = await resolveSelection(context.db, dto, heldSnapshot(context));
      const snapshot = snapshotFor(context, selection);
      return snapshot
        ? shapeFacets(facetRowsFromSnapshot(snapshot, selection, context))
        : countFacets(context.db, selection);
    },
  }),
);

builder.queryField("filterList", (f) =>
  f.field({
    type: [FilterDefinition],
    description:
      "The catalogue's filters in display order (a directory may narrow them: Directory.filters).",
    resolve: () =>
      CATALOGUE_FILTERS.map((filter, position) => ({
        key: filter.key,
        kind: filter.kind === "price" ? ("PRICE" as const) : ("OPTIONS" as const),
        filterType: filter.filterType,
        name: filter.label,
        position,
      })),
  }),
);

// ─── Listings ───────────────────────────────────────────────────────────────────────────────

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
    resolve: async (_root, { dto }, context) => {
      const { db } = context;
      const page = toPage(dto?.pagination);
      const selection = await resolveSelection(db, dto?.filters, heldSnapshot(context));
      const sort = dto?.sort ?? "POPULAR_FIRST";
      const snapshot = snapshotFor(context, selection);
      const { ids, totalItems } = snapshot
        ? listFromSnapshot(snapshot, selection, sort, page, context)
        : await listProductIds(db, selection, sort, page);
      return { ids, totalItems, page: page.page, limit: page.limit };
    },
  }),
);

builder.queryField("brandList", (f) =>
  f.field({
    type: [Brand],
    description: "Brands with products on sale, most prominent first.",
    resolve: (_root, _args, { db }) => listBrandsOnSale(db),
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
      const row = await findProductOnSale(
        ctx.db,
        dto.id ? { id: toIds([dto.id])[0] ?? 0 } : { slug: dto.slug ?? "" },
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
    resolve: (_root, { dto }, ctx) => loadRows(Product, ctx, toIds(dto.productIds)),
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
    resolve: (_root, { dto }, ctx) =>
      loadRows(ProductItem, ctx, toIds(dto.productItemIds, "позиции")),
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
  const source = id ? await loadRow(Product, ctx, id) : null;
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
      return productsInOrder(ctx, await sameModelProductIds(ctx.db, source, limit));
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
      return productsInOrder(ctx, await similarProductIds(ctx.db, source, limit));
    },
  }),
);

// ─── Size grids ─────────────────────────────────────────────────────────────────────────────

const SizeGrid = builder.objectRef<typeof t.sizeGrid.$inferSelect>("SizeGrid").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    name: f.exposeString("name"),
    sex: f.expose("sex", { type: Sex }),
    footwear: f.exposeBoolean("footwear", {
      description: "Shoes: each row's cm is the foot length its size is for (docs/fit.md).",
    }),
    rows: f.field({
      type: [Size],
      description: "EU / UK / US / cm / height, smallest first.",
      resolve: (grid, _args, { db }) => sizesOfGrid(db, grid.id),
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
    resolve: async (_root, { dto }, ctx) => {
      const [id] = toIds([dto.productId]);
      const product = id ? await loadRow(Product, ctx, id) : null;
      if (!product) throw badUserInput("Товар не найден", "productId");
      if (!product.sizeGridId) return null;
      return findSizeGrid(ctx.db, product.sizeGridId);
    },
  }),
);

// ─── Merchandising ──────────────────────────────────────────────────────────────────────────

/** A merchandising list's length: 12 unless asked, from 1 to 48. */
const listLimit = (limit: number | null | undefined) => Math.min(Math.max(limit ?? 12, 1), 48);

const Collection = builder.objectRef<typeof t.collection.$inferSelect>("Collection").implement({
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
        const ids = await collectionProductIds(ctx.db, collection.id, listLimit(limit));
        return productsInOrder(ctx, ids);
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
      return runningCollections(db, providers.clock.now(), dto?.slugs ?? undefined);
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
          const ids = await promoSelectionProductIds(ctx.db, selection.id, listLimit(limit));
          return productsInOrder(ctx, ids);
        },
      }),
    }),
  });

builder.queryField("promoSelection", (f) =>
  f.field({
    type: [PromoSelection],
    description: "The home page's promotional selections, in order.",
    resolve: (_root, _args, { db }) => listPromoSelections(db),
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
      return productsInOrder(ctx, await recentlyBoughtProductIds(ctx.db, limit));
    },
  }),
);
