/**
 * The catalogue's GraphQL object types (docs/catalogue.md#products-and-product-items field names),
 * shared with the domains that answer products (search, favourites). Relations resolve through the
 * request's DataLoaders, so lists of products cost one query per relation.
 */
import { productItemState, productItemStateValues } from "./item-state.ts";
import type * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import type { ShopContext } from "../graphql/context.ts";
import {
  Age,
  BonusCalcState,
  DeliverySpeed,
  FilterType,
  Material,
  Season,
  Sex,
  SupplierType,
} from "../graphql/enums.ts";
import { Pagination } from "../graphql/pagination.ts";

export const SeoTags = builder.objectRef<t.SeoTags>("SeoTags").implement({
  fields: (f) => ({
    title: f.exposeString("title"),
    description: f.exposeString("description"),
    keywords: f.exposeString("keywords"),
  }),
});

export const DirectoryFilter = builder
  .objectRef<typeof t.directoryFilter.$inferSelect>("DirectoryFilter")
  .implement({
    fields: (f) => ({
      name: f.exposeString("name"),
      position: f.exposeInt("position"),
      filterType: f.expose("filterType", { type: FilterType }),
    }),
  });

export const Directory = builder.objectRef<typeof t.directory.$inferSelect>("Directory").implement({
  description: "A top-level section of the catalogue: Обувь, Одежда, Аксессуары…",
  fields: (f) => ({
    id: f.exposeID("id"),
    name: f.exposeString("name"),
    slug: f.exposeString("slug"),
    position: f.exposeInt("position"),
    logoUrl: f.exposeString("logoUrl", { nullable: true }),
    filters: f.field({
      type: [DirectoryFilter],
      description: "The filters this section offers, in order.",
      resolve: (directory, _args, { loaders }) => loaders.filtersOfDirectory.load(directory.id),
    }),
  }),
});

const taxonomyFields = <Row extends { id: number; name: string; slug: string; position: number }>(
  name: string,
) =>
  builder.objectRef<Row>(name).implement({
    fields: (f) => ({
      id: f.id({ resolve: (row) => row.id }),
      name: f.string({ resolve: (row) => row.name }),
      slug: f.string({ resolve: (row) => row.slug }),
      position: f.int({ resolve: (row) => row.position }),
    }),
  });

export const ProductCategory =
  taxonomyFields<typeof t.productCategory.$inferSelect>("ProductCategory");
export const ProductType = taxonomyFields<typeof t.productType.$inferSelect>("ProductType");
export const ProductSubType =
  taxonomyFields<typeof t.productSubType.$inferSelect>("ProductSubType");

export const Brand = builder.objectRef<typeof t.brand.$inferSelect>("Brand").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    name: f.exposeString("name"),
    slug: f.exposeString("slug"),
    positionScore: f.exposeInt("positionScore"),
    logoUrl: f.exposeString("logoUrl", { nullable: true }),
    description: f.exposeString("description", { nullable: true }),
  }),
});

export const Model = builder.objectRef<typeof t.model.$inferSelect>("Model").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    name: f.exposeString("name"),
    slug: f.exposeString("slug"),
    brand: f.field({
      type: Brand,
      nullable: true,
      resolve: (model, _args, { loaders }) => loaders.brand.load(model.brandId),
    }),
  }),
});

export const Color = builder.objectRef<typeof t.color.$inferSelect>("Color").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    name: f.exposeString("name"),
    hex: f.exposeString("hex"),
    slug: f.exposeString("slug"),
  }),
});

export const Size = builder.objectRef<typeof t.size.$inferSelect>("Size").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    name: f.exposeString("name"),
    position: f.exposeInt("position"),
    eu: f.exposeString("eu", { nullable: true }),
    uk: f.exposeString("uk", { nullable: true }),
    us: f.exposeString("us", { nullable: true }),
    cm: f.exposeString("cm", { nullable: true }),
    height: f.exposeString("height", { nullable: true }),
  }),
});

export const Supplier = builder.objectRef<typeof t.supplier.$inferSelect>("Supplier").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    name: f.exposeString("name"),
    type: f.expose("type", { type: SupplierType }),
    deliveryIsoCode: f.exposeString("deliveryIsoCode"),
    deliverySpeed: f.expose("deliverySpeed", { type: DeliverySpeed }),
    deliveryDaysMin: f.exposeInt("deliveryDaysMin"),
    deliveryDaysMax: f.exposeInt("deliveryDaysMax"),
  }),
});

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
      resolve: (item, _args, { loaders }) => loaders.supplier.load(item.supplierId),
    }),
    price: f.exposeInt("price"),
    oldPrice: f.exposeInt("oldPrice", { nullable: true }),
    sale: f.exposeInt("sale"),
    bonusCalcState: f.expose("bonusCalcState", { type: BonusCalcState }),
  }),
});

export const ProductItem = builder.objectRef<ItemRow>("ProductItem");

const ProductItemStateEnum = builder.enumType("ProductItemState", {
  description: "Whether the item can be bought (docs/cart.md#local-cart).",
  values: productItemStateValues,
});

export const Product = builder.objectRef<t.ProductRow>("Product");

ProductItem.implement({
  description: "One purchasable unit: a size of a product from a supplier.",
  fields: (f) => ({
    id: f.exposeID("id"),
    productId: f.exposeID("productId"),
    sizeId: f.exposeID("sizeId"),
    size: f.field({
      type: Size,
      nullable: true,
      resolve: (item, _args, { loaders }) => loaders.size.load(item.sizeId),
    }),
    deliveryIsoCode: f.exposeString("deliveryIsoCode"),
    deliverySpeed: f.expose("deliverySpeed", { type: DeliverySpeed }),
    active: f.exposeBoolean("active"),
    isSold: f.exposeBoolean("isSold"),
    isReserved: f.exposeBoolean("isReserved"),
    state: f.field({
      type: ProductItemStateEnum,
      description: "ON_SALE, or why it cannot be bought: RESERVED, SOLD or WITHDRAWN.",
      resolve: async (item, _args, { loaders }) =>
        productItemState(item, await loaders.product.load(item.productId)),
    }),
    priceDetails: f.field({ type: PriceDetails, resolve: (item) => item }),
    product: f.field({
      type: Product,
      nullable: true,
      resolve: (item, _args, { loaders }) => loaders.product.load(item.productId),
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
      resolve: async (product, _args, { loaders }) =>
        available(await loaders.itemsOfProduct.load(product.id))[0] ?? null,
    }),
    children: f.field({
      type: [Product],
      resolve: () => [],
      description: "Variants of this product (none in the demo catalogue).",
    }),
    brands: f.field({
      type: [Brand],
      resolve: (product, _args, { loaders }) => loaders.brandsOfProduct.load(product.id),
    }),
    model: f.field({
      type: Model,
      nullable: true,
      resolve: (product, _args, { loaders }) =>
        product.modelId ? loaders.model.load(product.modelId) : null,
    }),
    directory: f.field({
      type: Directory,
      nullable: true,
      resolve: (product, _args, { loaders }) => loaders.directory.load(product.directoryId),
    }),
    productCategory: f.field({
      type: ProductCategory,
      nullable: true,
      resolve: (product, _args, { loaders }) =>
        product.productCategoryId ? loaders.category.load(product.productCategoryId) : null,
    }),
    productType: f.field({
      type: ProductType,
      nullable: true,
      resolve: (product, _args, { loaders }) =>
        product.productTypeId ? loaders.type.load(product.productTypeId) : null,
    }),
    productSubType: f.field({
      type: ProductSubType,
      nullable: true,
      resolve: (product, _args, { loaders }) =>
        product.productSubTypeId ? loaders.subType.load(product.productSubTypeId) : null,
    }),
    badges: f.field({
      type: [Badge],
      resolve: (product, _args, { loaders }) => loaders.badgesOfProduct.load(product.id),
    }),
    images: f.field({
      type: [Image],
      description: "Lowest position first.",
      resolve: (product, _args, { loaders }) => loaders.imagesOfProduct.load(product.id),
    }),
    properties: f.field({
      type: Properties,
      nullable: true,
      resolve: (product, _args, { loaders }) => loaders.propertiesOfProduct.load(product.id),
    }),
    colorPalletes: f.field({
      type: [Color],
      resolve: (product, _args, { loaders }) => loaders.colorsOfProduct.load(product.id),
    }),
    seoTags: f.field({
      type: SeoTags,
      nullable: true,
      resolve: (product) => product.seoTags ?? null,
    }),
    items: f.field({
      type: [ProductItem],
      description: "Every offer, sold ones included (shown disabled).",
      resolve: (product, _args, { loaders }) => loaders.itemsOfProduct.load(product.id),
    }),
    sizes: f.field({
      type: [Size],
      description: "Sizes with at least one offer, in grid order.",
      resolve: async (product, _args, { loaders }) => {
        const items = await loaders.itemsOfProduct.load(product.id);
        const sizes = await loaders.size.loadMany([...new Set(items.map((item) => item.sizeId))]);
        return sizes
          .filter((size): size is typeof t.size.$inferSelect => !!size && !(size instanceof Error))
          .sort((a, b) => a.position - b.position);
      },
    }),
    suppliers: f.field({
      type: [Supplier],
      resolve: async (product, _args, { loaders }) => {
        const items = await loaders.itemsOfProduct.load(product.id);
        const suppliers = await loaders.supplier.loadMany([
          ...new Set(items.map((item) => item.supplierId)),
        ]);
        return suppliers.filter(
          (supplier): supplier is typeof t.supplier.$inferSelect =>
            !!supplier && !(supplier instanceof Error),
        );
      },
    }),
  }),
});

/** Loads products by id through the request's loader, keeping the ids' order. */
export async function productsInOrder(ctx: ShopContext, ids: readonly number[]) {
  const rows = await ctx.loaders.product.loadMany(ids);
  return rows.filter((row): row is t.ProductRow => !!row && !(row instanceof Error) && row.active);
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
