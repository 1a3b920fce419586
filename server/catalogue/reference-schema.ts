/**
 * The catalogue's GraphQL types a product points to (docs/catalogue.md#products-and-product-items
 * field names): its section and filters, its taxonomy, brand, model, colours, sizes and suppliers,
 * and the SEO tags articles share. Those read by id are loadable objects (server/graphql/loading.ts);
 * the product and its items are in product-schema.ts.
 */
import * as batch from "./batch-service.ts";
import type * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import type { ShopContext } from "../graphql/context.ts";
import { grouped, type Ids } from "../graphql/loading.ts";
import { DeliverySpeed, FilterType, SupplierType } from "../graphql/enums.ts";

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

export const Directory = builder.loadableObjectRef("Directory", {
  load: async (ids: number[], ctx: ShopContext) => batch.directoriesByIds(ctx.db, ids),
  sort: (row) => row.id,
});

Directory.implement({
  description: "A top-level section of the catalogue: Обувь, Одежда, Аксессуары…",
  fields: (f) => ({
    id: f.exposeID("id"),
    name: f.exposeString("name"),
    slug: f.exposeString("slug"),
    position: f.exposeInt("position"),
    logoUrl: f.exposeString("logoUrl", { nullable: true }),
    filters: f.loadableList({
      type: DirectoryFilter,
      description: "The filters this section offers, in order.",
      load: async (ids: number[], ctx) =>
        grouped(ids, await batch.filtersOfDirectories(ctx.db, ids), (row) => row.directoryId),
      resolve: (directory) => directory.id,
    }),
  }),
});

const taxonomyFields = <Row extends { id: number; name: string; slug: string; position: number }>(
  name: string,
  byIds: (db: ShopContext["db"], ids: Ids) => Promise<Row[]>,
) =>
  builder
    .loadableObjectRef(name, {
      load: (ids: number[], ctx: ShopContext) => byIds(ctx.db, ids),
      sort: (row) => row.id,
    })
    .implement({
      fields: (f) => ({
        id: f.id({ resolve: (row) => row.id }),
        name: f.string({ resolve: (row) => row.name }),
        slug: f.string({ resolve: (row) => row.slug }),
        position: f.int({ resolve: (row) => row.position }),
      }),
    });

export const ProductCategory = taxonomyFields("ProductCategory", batch.categoriesByIds);
export const ProductType = taxonomyFields("ProductType", batch.typesByIds);
export const ProductSubType = taxonomyFields("ProductSubType", batch.subTypesByIds);

export const Brand = builder.loadableObjectRef("Brand", {
  load: async (ids: number[], ctx: ShopContext) => batch.brandsByIds(ctx.db, ids),
  sort: (row) => row.id,
});

Brand.implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    name: f.exposeString("name"),
    slug: f.exposeString("slug"),
    positionScore: f.exposeInt("positionScore"),
    logoUrl: f.exposeString("logoUrl", { nullable: true }),
    description: f.exposeString("description", { nullable: true }),
  }),
});

export const Model = builder.loadableObjectRef("Model", {
  load: async (ids: number[], ctx: ShopContext) => batch.modelsByIds(ctx.db, ids),
  sort: (row) => row.id,
});

Model.implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    name: f.exposeString("name"),
    slug: f.exposeString("slug"),
    brand: f.field({
      type: Brand,
      nullable: true,
      resolve: (model) => model.brandId,
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

export const Size = builder.loadableObjectRef("Size", {
  load: async (ids: number[], ctx: ShopContext) => batch.sizesByIds(ctx.db, ids),
  sort: (row) => row.id,
});

Size.implement({
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

export const Supplier = builder.loadableObjectRef("Supplier", {
  load: async (ids: number[], ctx: ShopContext) => batch.suppliersByIds(ctx.db, ids),
  sort: (row) => row.id,
});

Supplier.implement({
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
