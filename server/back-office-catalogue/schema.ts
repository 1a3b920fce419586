/**
 * The back office's catalogue in the shop API (docs/back-office.md#каталог-и-цены): the product
 * search, a product's items, an item's price, old price and stock, a product's visibility, and
 * the CSV imports' jobs. Every field asks requireStaff(ctx, "catalogue") first (owner, manager,
 * warehouse), and every change is written to the audit log in the change's own transaction. The
 * CSV's upload and export are HTTP endpoints (import-endpoint.ts).
 */
import { z } from "zod";
import { builder } from "../graphql/builder.ts";
import { badUserInput } from "../graphql/errors.ts";
import { isRowId } from "../graphql/ids.ts";
import { parseInput } from "../identity/input.ts";
import { recordStaffAction, requireStaff } from "../staff/access.ts";
import { itemValuesInput } from "../../shared/catalogue-prices.ts";
import {
  editItem,
  EDIT_MESSAGES,
  searchProducts,
  setProductVisibility,
  type StaffProduct,
} from "./edit.ts";
import { type CatalogueImportJob, readImport, recentImports } from "./import-jobs.ts";
import { itemsOfProduct, type StaffItem } from "./items.ts";

const StaffItemStateEnum = builder.enumType("StaffItemState", {
  description: "Where a pair stands: on sale, reserved by an order being paid, sold, withdrawn.",
  values: ["ON_SALE", "RESERVED", "SOLD", "WITHDRAWN"] as const,
});

const CatalogueItem = builder.objectRef<StaffItem>("CatalogueItem").implement({
  description:
    "One item (a size of a product from one supplier, one pair) as the back office edits it.",
  fields: (f) => ({
    id: f.exposeID("id"),
    productId: f.exposeID("productId"),
    size: f.exposeString("size"),
    supplier: f.exposeString("supplier"),
    price: f.exposeInt("price", { description: "Kopecks." }),
    oldPrice: f.exposeInt("oldPrice", {
      nullable: true,
      description: "Kopecks; null without a sale.",
    }),
    sale: f.exposeInt("sale", { description: "Per cent, what the sale badge shows." }),
    stock: f.exposeInt("stock", {
      description: "1 while the pair is there to sell (or reserved), else 0.",
    }),
    state: f.expose("state", { type: StaffItemStateEnum }),
  }),
});

const CatalogueProduct = builder.objectRef<StaffProduct>("CatalogueProduct").implement({
  description: "A product as the back office's search lists it.",
  fields: (f) => ({
    id: f.exposeID("id"),
    name: f.exposeString("name"),
    slug: f.exposeString("slug"),
    brand: f.exposeString("brand"),
    visible: f.exposeBoolean("visible"),
    items: f.exposeInt("items"),
    onSale: f.exposeInt("onSale"),
    sizes: f.field({
      type: [CatalogueItem],
      description: "Its live items by size and supplier.",
      resolve: (product, _args, ctx) => itemsOfProduct(ctx.db, product.id),
    }),
  }),
});

const RefusedRow = builder
  .objectRef<{ line: number; reason: string }>("CatalogueImportRefusedRow")
  .implement({
    fields: (f) => ({ line: f.exposeInt("line"), reason: f.exposeString("reason") }),
  });

const CatalogueImportStateEnum = builder.enumType("CatalogueImportState", {
  values: ["QUEUED", "RUNNING", "DONE", "REFUSED", "FAILED"] as const,
});

const CatalogueImport = builder.objectRef<CatalogueImportJob>("CatalogueImport").implement({
  description: "A stock-and-prices CSV import and, once it is over, its report.",
  fields: (f) => ({
    id: f.exposeID("id"),
    fileName: f.exposeString("fileName"),
    state: f.expose("state", { type: CatalogueImportStateEnum }),
    rowsTotal: f.exposeInt("rowsTotal"),
    rowsDone: f.exposeInt("rowsDone"),
    summary: f.string({ nullable: true, resolve: (job) => job.report?.summary ?? null }),
    itemsChanged: f.int({ resolve: (job) => job.report?.itemsChanged ?? 0 }),
    productsChanged: f.int({ resolve: (job) => job.report?.productsChanged ?? 0 }),
    unchanged: f.int({ resolve: (job) => job.report?.unchanged ?? 0 }),
    refusedCount: f.int({ resolve: (job) => job.report?.refusedCount ?? 0 }),
    refused: f.field({
      type: [RefusedRow],
      description: "The refused rows with their line and reason (the first 500).",
      resolve: (job) => job.report?.refused ?? [],
    }),
    createdAt: f.string({ resolve: (job) => job.createdAt.toISOString() }),
    finishedAt: f.string({
      nullable: true,
      resolve: (job) => job.finishedAt?.toISOString() ?? null,
    }),
  }),
});

const rowId = (value: string | number, message: string, field: string) => {
  const id = Number(value);
  if (!isRowId(id)) throw badUserInput(message, field);
  return id;
};

const CatalogueProductsDto = builder.inputType("CatalogueProductsDto", {
  fields: (f) => ({ query: f.string({ required: false }) }),
});

builder.queryField("catalogueProducts", (f) =>
  f.field({
    type: [CatalogueProduct],
    description: "Products whose name, slug or brand holds every word of the query (30 at most).",
    args: { dto: f.arg({ type: CatalogueProductsDto, required: true }) },
    resolve: (_root, { dto }, ctx) => {
      requireStaff(ctx, "catalogue");
      const query = parseInput(
        z.string().trim().max(200, "Не длиннее 200 символов").nullish(),
        dto.query,
      );
      return searchProducts(ctx.db, query ?? "");
    },
  }),
);

const CatalogueProductDto = builder.inputType("CatalogueProductDto", {
  fields: (f) => ({ id: f.id({ required: true }) }),
});

builder.queryField("catalogueProduct", (f) =>
  f.field({
    type: CatalogueProduct,
    nullable: true,
    description: "One product with its items, for the back office.",
    args: { dto: f.arg({ type: CatalogueProductDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      requireStaff(ctx, "catalogue");
      const id = Number(dto.id);
      if (!isRowId(id)) return null;
      const [product] = await searchProducts(ctx.db, "", 1, id);
      return product ?? null;
    },
  }),
);

const UpdateCatalogueItemDto = builder.inputType("UpdateCatalogueItemDto", {
  fields: (f) => ({
    itemId: f.id({ required: true }),
    price: f.int({ required: true, description: "Kopecks, above 0." }),
    oldPrice: f.int({ required: false, description: "Kopecks, above the price; null: no sale." }),
    stock: f.int({ required: true, description: "0 or 1." }),
  }),
});

builder.mutationField("updateCatalogueItem", (f) =>
  f.field({
    type: CatalogueItem,
    description: "Sets an item's price, old price and stock; recorded in the audit log.",
    args: { dto: f.arg({ type: UpdateCatalogueItemDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const staff = requireStaff(ctx, "catalogue");
      const itemId = rowId(dto.itemId, EDIT_MESSAGES.itemNotFound, "itemId");
      const values = parseInput(itemValuesInput, {
        price: dto.price,
        oldPrice: dto.oldPrice ?? null,
        stock: dto.stock,
      });
      return ctx.db.transaction(async (tx) => {
        const edit = await editItem(tx, itemId, values);
        const { before, after } = edit;
        if (before.price !== after.price || before.oldPrice !== after.oldPrice) {
          await recordStaffAction(tx, staff, {
            action: "item.price",
            subjectType: "product_item",
            subjectId: String(itemId),
            details: { product: edit.item.productSlug, before, after },
          });
        }
        if (before.stock !== after.stock) {
          await recordStaffAction(tx, staff, {
            action: "item.stock",
            subjectType: "product_item",
            subjectId: String(itemId),
            details: { product: edit.item.productSlug, before: before.stock, after: after.stock },
          });
        }
        return edit.item;
      });
    },
  }),
);

const SetProductVisibilityDto = builder.inputType("SetProductVisibilityDto", {
  fields: (f) => ({
    productId: f.id({ required: true }),
    visible: f.boolean({ required: true }),
  }),
});

builder.mutationField("setProductVisibility", (f) =>
  f.field({
    type: CatalogueProduct,
    description: "Shows or hides a product in the storefront; recorded in the audit log.",
    args: { dto: f.arg({ type: SetProductVisibilityDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const staff = requireStaff(ctx, "catalogue");
      const productId = rowId(dto.productId, EDIT_MESSAGES.productNotFound, "productId");
      return ctx.db.transaction(async (tx) => {
        const change = await setProductVisibility(tx, productId, dto.visible);
        if (change.before !== change.after) {
          await recordStaffAction(tx, staff, {
            action: "product.visibility",
            subjectType: "product",
            subjectId: String(productId),
            details: change,
          });
        }
        const [product] = await searchProducts(tx, "", 1, productId);
        if (!product) throw badUserInput(EDIT_MESSAGES.productNotFound, "productId");
        return product;
      });
    },
  }),
);

const CatalogueImportDto = builder.inputType("CatalogueImportDto", {
  fields: (f) => ({ id: f.id({ required: true }) }),
});

builder.queryField("catalogueImport", (f) =>
  f.field({
    type: CatalogueImport,
    nullable: true,
    description: "An import's progress, then its report.",
    args: { dto: f.arg({ type: CatalogueImportDto, required: true }) },
    resolve: (_root, { dto }, ctx) => {
      requireStaff(ctx, "catalogue");
      const id = Number(dto.id);
      return isRowId(id) ? readImport(ctx.db, id) : null;
    },
  }),
);

builder.queryField("catalogueImports", (f) =>
  f.field({
    type: [CatalogueImport],
    description: "The latest 20 imports, newest first.",
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx, "catalogue");
      return recentImports(ctx.db);
    },
  }),
);
