/**
 * The catalogue's GraphQL object types (docs/catalogue.md#products-and-product-items field names),
 * shared with the domains that answer products (search, favourites). Each type read by id is a
 * loadable object and each relation a loadable field or loader (server/graphql/loading.ts), so
 * lists of products cost one query per relation; a card's rows go through the shared rows.
 */
import * as batch from "./batch-service.ts";
import { productItemState, productItemStateValues } from "./item-state.ts";
import type * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import type { ShopContext } from "../graphql/context.ts";
import {
  byKey,
  grouped,
  type Ids,
  loadRow,
  loadRows,
  requestLoader,
  throughSharedRows,
} from "../graphql/loading.ts";
import { Age, BonusCalcState, DeliverySpeed, Material, Season, Sex } from "../graphql/enums.ts";
import { Pagination } from "../graphql/pagination.ts";
import {
  Brand,
  Color,
  Directory,
  Model,
  ProductCategory,
  ProductSubType,
  ProductType,
  SeoTags,
  Size,
  Supplier,
} from "./reference-schema.ts";

/**
 * A batch of a product card's relation: each product's values, from the rows `rowsOf` reads for
 * all of them, through the shared rows under `kind` for a guest's public read.
 */
function ofProducts<Row extends { productId: number }, V>(
  kind: string,
  rowsOf: (db: ShopContext["db"], productIds: Ids) => Promise<Row[]>,
  value: (row: Row) => V,
) {
  return (ids: Ids, ctx: ShopContext) =>
    throughSharedRows(ctx, kind, ids, async (ids) =>
      grouped(ids, await rowsOf(ctx.db, ids), (row) => row.productId).map((group) =>
        group.map(value),
      ),
    );
}

export const Badge = builder.objectRef<typeof t.badge.$inferSelect>("Badge").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    title: f.exposeString("title"),
    hexColor: f.exposeString("hexColor"),
    hexBgColor: f.exposeString("hexBgColor"),
    hexBorderColor: f.exposeString("hexBorderColor"),
    logoUrl: f.exposeString("logoUrl", { nullable: true }),
  }),
});

export const Image = builder.objectRef<typeof t.productImage.$inferSelect>("Image").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    url: f.exposeString("url"),
    alt: f.exposeString("alt", { nullable: true }),
    position: f.exposeInt("position"),
    productId: f.exposeID("productId"),
  }),
});

export const Properties = builder
  .objectRef<typeof t.productProperties.$inferSelect>("Properties")
  .implement({
    fields: (f) => ({
      factoryDate: f.exposeString("factoryDate", { nullable: true }),
      modelName: f.exposeString("modelName", { nullable: true }),
      material: f.exposeString("material", { nullable: true }),
      paddingMaterial: f.exposeString("paddingMaterial", { nullable: true }),
      sole: f.exposeString("sole", { nullable: true }),
      additionalInfo: f.exposeString("additionalInfo", { nullable: true }),
      sex: f.exposeString("sex", { nullable: true }),
      seasons: f.exposeString("seasons", { nullable: true }),
      packaging: f.exposeString("packaging", { nullable: true }),
      fasteningType: f.exposeString("fasteningType", { nullable: true }),
      functionality: f.exposeString("functionality", { nullable: true }),
      toeStyle: f.exposeString("toeStyle", { nullable: true }),
      shagHeight: f.exposeString("shagHeight", { nullable: true }),
      heelType: f.exposeString("heelType", { nullable: true }),
    }),
  });

type ItemRow = typeof t.productItem.$inferSelect;

export const PriceDetails = builder.objectRef<ItemRow>("PriceDetails").implement({
  description:
    "Money in kopecks; cashback in bonuses (1 bonus = 1 ₽), added by the loyalty domain (loyalty/schema.ts).",
  fields: (f) => ({
    supplier: f.field({
      type: Supplier,
      nullable: true,
      resolve: (item) => item.supplierId,
    }),
    price: f.exposeInt("price"),
    oldPrice: f.exposeInt("oldPrice", { nullable: true }),
    sale: f.exposeInt("sale"),
    bonusCalcState: f.expose("bonusCalcState", { type: BonusCalcState }),
  }),
});

export const ProductItem = builder.loadableObjectRef("ProductItem", {
  load: async (ids: number[], ctx: ShopContext) => batch.productItemsByIds(ctx.db, ids),
  sort: (row) => row.id,
});

/** Every live item of a product, sold or not, cheapest first: one loader for the fields that read them. */
export const itemsOfProduct = requestLoader(
  ofProducts("items", batch.itemsOfProducts, (row) => row),
);

const ProductItemStateEnum = builder.enumType("ProductItemState", {
  description: "Whether the item can be bought (docs/cart.md#local-cart).",
  values: productItemStateValues,
});

export const Product = builder.loadableObjectRef("Product", {
  load: async (ids: number[], ctx: ShopContext) =>
    (
      await throughSharedRows(ctx, "product", ids, async (ids) =>
        byKey(ids, await batch.productsByIds(ctx.db, ids), (row) => row.id),
      )
    ).filter((row) => row !== null),
  sort: (row) => row.id,
});

ProductItem.implement({
  description: "One purchasable unit: a size of a product from a supplier.",
  fields: (f) => ({
    id: f.exposeID("id"),
    productId: f.exposeID("productId"),
    sizeId: f.exposeID("sizeId"),
    size: f.field({
      type: Size,
      nullable: true,
      resolve: (item) => item.sizeId,
    }),
    deliveryIsoCode: f.exposeString("deliveryIsoCode"),
    deliverySpeed: f.expose("deliverySpeed", { type: DeliverySpeed }),
    active: f.exposeBoolean("active"),
    isSold: f.exposeBoolean("isSold"),
    isReserved: f.exposeBoolean("isReserved"),
    state: f.field({
      type: ProductItemStateEnum,
      description: "ON_SALE, or why it cannot be bought: RESERVED, SOLD or WITHDRAWN.",
      resolve: async (item, _args, ctx) =>
        productItemState(item, await loadRow(Product, ctx, item.productId)),
    }),
    priceDetails: f.field({ type: PriceDetails, resolve: (item) => item }),
    product: f.field({
      type: Product,
      nullable: true,
      resolve: (item) => item.productId,
    }),
  }),
});

const available = (items: ItemRow[]) => items.filter((item) => !item.isSold && !item.isReserved);

Product.implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    name: f.exposeString("name"),
    slug: f.exposeString("slug"),
    skus: f.exposeStringList("skus"),
    description: f.exposeString("description", { nullable: true }),
    aiName: f.exposeString("aiName", { nullable: true }),
    aiDescription: f.exposeString("aiDescription", { nullable: true }),
    active: f.exposeBoolean("active"),
    meetPrice: f.exposeBoolean("meetPrice"),
    sizeGuide: f.exposeString("sizeGuide", { nullable: true }),
    seasons: f.expose("seasons", { type: [Season] }),
    material: f.expose("material", { type: [Material] }),
    sex: f.expose("sex", { type: Sex }),
    age: f.expose("age", { type: Age }),
    newArrival: f.exposeBoolean("newArrival"),
    unitSold: f.exposeInt("unitSold"),
    bonusCalcState: f.expose("bonusCalcState", { type: BonusCalcState }),
    createdAt: f.string({ resolve: (product) => product.createdAt.toISOString() }),
    minPrice: f.exposeInt("minPrice", {
      nullable: true,
      description: "The cheapest price on sale, kopecks; null when every size is sold.",
    }),
    priceDetails: f.field({
      type: PriceDetails,
      nullable: true,
      description: "The cheapest available offer: what a product card shows.",
      resolve: async (product, _args, ctx) =>
        available(await itemsOfProduct(ctx).load(product.id))[0] ?? null,
    }),
    children: f.field({
      type: [Product],
      resolve: () => [],
      description: "Variants of this product (none in the demo catalogue).",
    }),
    brands: f.loadableList({
      type: Brand,
      load: ofProducts("brands", batch.brandsOfProducts, (row) => row.brand),
      resolve: (product) => product.id,
    }),
    model: f.field({
      type: Model,
      nullable: true,
      resolve: (product) => product.modelId,
    }),
    directory: f.field({
      type: Directory,
      nullable: true,
      resolve: (product) => product.directoryId,
    }),
    productCategory: f.field({
      type: ProductCategory,
      nullable: true,
      resolve: (product) => product.productCategoryId,
    }),
    productType: f.field({
      type: ProductType,
      nullable: true,
      resolve: (product) => product.productTypeId,
    }),
    productSubType: f.field({
      type: ProductSubType,
      nullable: true,
      resolve: (product) => product.productSubTypeId,
    }),
    badges: f.loadableList({
      type: Badge,
      load: ofProducts("badges", batch.badgesOfProducts, (row) => row.badge),
      resolve: (product) => product.id,
    }),
    images: f.loadableList({
      type: Image,
      description: "Lowest position first.",
      load: ofProducts("images", batch.imagesOfProducts, (row) => row),
      resolve: (product) => product.id,
    }),
    properties: f.loadable({
      type: Properties,
      nullable: true,
      load: async (ids: number[], ctx) =>
        byKey(ids, await batch.propertiesOfProducts(ctx.db, ids), (row) => row.productId),
      resolve: (product) => product.id,
    }),
    colorPalletes: f.loadableList({
      type: Color,
      load: ofProducts("colors", batch.colorsOfProducts, (row) => row.color),
      resolve: (product) => product.id,
    }),
    seoTags: f.field({
      type: SeoTags,
      nullable: true,
      resolve: (product) => product.seoTags ?? null,
    }),
    items: f.field({
      type: [ProductItem],
      description: "Every offer, sold ones included (shown disabled).",
      resolve: (product, _args, ctx) => itemsOfProduct(ctx).load(product.id),
    }),
    sizes: f.field({
      type: [Size],
      description: "Sizes with at least one offer, in grid order.",
      resolve: async (product, _args, ctx) => {
        const items = await itemsOfProduct(ctx).load(product.id);
        const sizes = await loadRows(Size, ctx, [...new Set(items.map((item) => item.sizeId))]);
        return sizes.sort((a, b) => a.position - b.position);
      },
    }),
    suppliers: f.field({
      type: [Supplier],
      resolve: async (product, _args, ctx) => {
        const items = await itemsOfProduct(ctx).load(product.id);
        return loadRows(Supplier, ctx, [...new Set(items.map((item) => item.supplierId))]);
      },
    }),
  }),
});

/** Loads products by id through the request's loader, keeping the ids' order. */
export async function productsInOrder(ctx: ShopContext, ids: readonly number[]) {
  return (await loadRows(Product, ctx, ids)).filter((row) => row.active);
}

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
