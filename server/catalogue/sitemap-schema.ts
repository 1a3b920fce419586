/**
 * The sitemap's reads of the catalogue (docs/seo.md#sitemap): the storefront streams
 * /sitemap/products-{n}.xml from `sitemapProducts` batches and lists the parts of
 * `sitemapProductParts` in /sitemap.xml.
 */
import { builder } from "../graphql/builder.ts";
import { badUserInput } from "../graphql/errors.ts";
import { isRowId } from "../graphql/ids.ts";
import {
  listSitemapParts,
  listSitemapProducts,
  type SitemapPartRow,
  type SitemapProductRow,
} from "./sitemap-service.ts";

/** The most products one request may ask for: a batch of a sitemap part. */
export const MAX_SITEMAP_BATCH = 1_000;
/** The most URLs one sitemap file may hold (sitemaps.org). */
export const MAX_SITEMAP_PART = 50_000;

const SitemapProduct = builder.objectRef<SitemapProductRow>("SitemapProduct").implement({
  description: "A live product as the sitemap lists it.",
  fields: (f) => ({
    id: f.exposeID("id", { description: "The cursor of the next batch." }),
    slug: f.exposeString("slug"),
    updatedAt: f.string({ resolve: (row) => row.updatedAt.toISOString() }),
  }),
});

const SitemapPart = builder.objectRef<SitemapPartRow>("SitemapPart").implement({
  description: "A run of live products in id order: one file of the sitemap.",
  fields: (f) => ({
    after: f.id({
      nullable: true,
      description: "The id the part starts after; null for the first.",
      resolve: (part) => (part.after === 0 ? null : part.after),
    }),
    count: f.exposeInt("count"),
    lastmod: f.string({ resolve: (part) => part.lastmod.toISOString() }),
  }),
});

function cursorOf(after: string | number | null | undefined): number {
  if (after === null || after === undefined) return 0;
  const id = Number(after);
  if (!isRowId(id)) throw badUserInput(`Неверный идентификатор товара: ${after}`, "after");
  return id;
}

const SitemapProductsDto = builder.inputType("SitemapProductsDto", {
  fields: (f) => ({
    after: f.id({ required: false, description: "The last id of the previous batch." }),
    limit: f.int({
      required: false,
      defaultValue: MAX_SITEMAP_BATCH,
      description: `Products in the batch, 1–${MAX_SITEMAP_BATCH}.`,
    }),
  }),
});

builder.queryField("sitemapProducts", (f) =>
  f.field({
    type: [SitemapProduct],
    description: "Live products in id order after a cursor: one batch of a sitemap part.",
    args: { dto: f.arg({ type: SitemapProductsDto, required: false }) },
    resolve: (_root, { dto }, { db }) => {
      const limit = dto?.limit ?? MAX_SITEMAP_BATCH;
      if (limit < 1 || limit > MAX_SITEMAP_BATCH) {
        throw badUserInput(`В одной выборке — от 1 до ${MAX_SITEMAP_BATCH} товаров`, "limit");
      }
      return listSitemapProducts(db, cursorOf(dto?.after), limit);
    },
  }),
);

const SitemapPartsDto = builder.inputType("SitemapPartsDto", {
  fields: (f) => ({
    size: f.int({
      required: false,
      defaultValue: MAX_SITEMAP_PART,
      description: `Products per part, 1–${MAX_SITEMAP_PART}.`,
    }),
  }),
});

builder.queryField("sitemapProductParts", (f) =>
  f.field({
    type: [SitemapPart],
    description: "The live products cut into sitemap parts of `size`, in id order.",
    args: { dto: f.arg({ type: SitemapPartsDto, required: false }) },
    resolve: (_root, { dto }, { db }) => {
      const size = dto?.size ?? MAX_SITEMAP_PART;
      if (size < 1 || size > MAX_SITEMAP_PART) {
        throw badUserInput(`В одной части — от 1 до ${MAX_SITEMAP_PART} товаров`, "size");
      }
      return listSitemapParts(db, size);
    },
  }),
);
