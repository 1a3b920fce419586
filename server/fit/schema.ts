/**
 * The size that fits, in the API (docs/fit.md): saveFit computes a shopper's foot length from
 * what they said and keeps it for a signed-in shopper (a guest's is kept by the storefront, which
 * passes it back); productFits marks the size of each product that fits it.
 */
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import type { ShopContext } from "../graphql/context.ts";
import { badUserInput } from "../graphql/errors.ts";
import { isRowId } from "../graphql/ids.ts";
import { signedOutError } from "../graphql/viewer.ts";
import { FOOT_MAX_MM, FOOT_MIN_MM, fitMessage, formatCm, markedSizes } from "./fit.ts";
import {
  footFromSize,
  forgetFit,
  productFits,
  shoeCharts,
  storedFit,
  storeFit,
} from "./service.ts";

/** At most this many products' fits per call (a cart's lines, a page of a listing). */
export const MAX_FIT_PRODUCTS = 100;

interface FitView {
  footLengthMm: number;
  brandId: number | null;
  brandSlug: string | null;
  brandName: string | null;
  model: string | null;
  size: string | null;
}

/** The signed-in shopper's id; null for a guest; an expired token is refreshed and retried. */
async function viewerId(ctx: ShopContext): Promise<number | null> {
  const viewer = await ctx.viewer();
  if (viewer.ok) return viewer.userId;
  if (viewer.reason === "missing") return null;
  throw signedOutError(viewer.reason);
}

async function brandOf(ctx: ShopContext, by: { slug: string } | { id: number }) {
  const [row] = await ctx.db
    .select({ id: t.brand.id, slug: t.brand.slug, name: t.brand.name })
    .from(t.brand)
    .where(
      and(
        "slug" in by ? eq(t.brand.slug, by.slug) : eq(t.brand.id, by.id),
        isNull(t.brand.deletedAt),
      ),
    );
  return row ?? null;
}

const ShopperFit = builder.objectRef<FitView>("ShopperFit").implement({
  description: "What fits a shopper: their foot length, and the size they said it from.",
  fields: (f) => ({
    footLengthMm: f.exposeInt("footLengthMm"),
    brandSlug: f.exposeString("brandSlug", { nullable: true }),
    brandName: f.exposeString("brandName", { nullable: true }),
    model: f.exposeString("model", { nullable: true }),
    size: f.exposeString("size", { nullable: true }),
    summary: f.string({
      description: "«Стопа 26,5 см (Nike Air Force 1, 42)», as the shopper reads it.",
      resolve: (fit) => {
        const said = [fit.brandName, fit.model].filter(Boolean).join(" ");
        const source = fit.size ? ` (${said ? `${said}, ` : ""}${fit.size})` : "";
        return `Стопа ${formatCm(fit.footLengthMm)}${source}`;
      },
    }),
  }),
});

const FitDto = builder.inputType("FitDto", {
  description:
    "What fits: the foot's length in centimetres, or a size of a brand (and model) the shopper owns.",
  fields: (f) => ({
    footLengthCm: f.float({ required: false }),
    brand: f.string({ required: false, description: "The brand's slug." }),
    model: f.string({ required: false }),
    size: f.string({ required: false }),
  }),
});

const FitInput = z.union([
  z.object({
    footLengthCm: z
      .number()
      .min(FOOT_MIN_MM / 10, "Длина стопы — от 10 до 35 см")
      .max(FOOT_MAX_MM / 10, "Длина стопы — от 10 до 35 см"),
  }),
  z.object({
    brand: z.string().trim().min(1, "Выберите бренд").max(100),
    model: z
      .string()
      .trim()
      .max(80, "Модель — не длиннее 80 знаков")
      .nullish()
      .transform((value) => value || null),
    size: z.string().trim().min(1, "Укажите размер").max(20, "Размер не найден"),
  }),
]);

builder.mutationField("saveFit", (f) =>
  f.field({
    type: ShopperFit,
    description:
      "Computes what fits from the foot's length or a size the shopper owns; keeps it for a signed-in shopper (a guest's is the storefront's to keep).",
    args: { dto: f.arg({ type: FitDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const byLength = dto.footLengthCm !== null && dto.footLengthCm !== undefined;
      const parsed = FitInput.safeParse(
        byLength
          ? { footLengthCm: dto.footLengthCm }
          : { brand: dto.brand ?? "", model: dto.model, size: dto.size ?? "" },
      );
      if (!parsed.success) {
        const issue = parsed.error.issues.at(-1);
        throw badUserInput(issue?.message ?? "Неверные данные", String(issue?.path[0] ?? ""));
      }
      const input = parsed.data;
      let fit: FitView;
      if ("footLengthCm" in input) {
        const footLengthMm = Math.round(input.footLengthCm * 10);
        fit = {
          footLengthMm,
          brandId: null,
          brandSlug: null,
          brandName: null,
          model: null,
          size: null,
        };
      } else {
        const brand = await brandOf(ctx, { slug: input.brand });
        if (!brand) throw badUserInput(`Бренд «${input.brand}» не найден`, "brand");
        const footLengthMm = footFromSize(await shoeCharts(ctx.db, brand.id), input.size);
        if (footLengthMm === null) {
          throw badUserInput(`Размера ${input.size} нет в таблице ${brand.name}`, "size");
        }
        fit = {
          footLengthMm,
          brandId: brand.id,
          brandSlug: brand.slug,
          brandName: brand.name,
          model: input.model,
          size: input.size,
        };
      }
      const userId = await viewerId(ctx);
      if (userId !== null) {
        await storeFit(
          ctx.db,
          userId,
          {
            footLengthMm: fit.footLengthMm,
            brandId: fit.brandId,
            model: fit.model,
            size: fit.size,
          },
          ctx.providers.clock.now(),
        );
      }
      return fit;
    },
  }),
);

builder.mutationField("forgetFit", (f) =>
  f.boolean({
    description: "Forgets the signed-in shopper's fit; for a guest, nothing to do (true).",
    resolve: async (_root, _args, ctx) => {
      const userId = await viewerId(ctx);
      if (userId !== null) await forgetFit(ctx.db, userId);
      return true;
    },
  }),
);

async function myFit(ctx: ShopContext): Promise<FitView | null> {
  const userId = await viewerId(ctx);
  if (userId === null) return null;
  const stored = await storedFit(ctx.db, userId);
  if (!stored) return null;
  const brand = stored.brandId === null ? null : await brandOf(ctx, { id: stored.brandId });
  return {
    footLengthMm: stored.footLengthMm,
    brandId: brand?.id ?? null,
    brandSlug: brand?.slug ?? null,
    brandName: brand?.name ?? null,
    model: stored.model,
    size: stored.size,
  };
}

builder.queryField("myFit", (f) =>
  f.field({
    type: ShopperFit,
    nullable: true,
    description: "The signed-in shopper's fit; null for a guest or a shopper who has not said.",
    resolve: (_root, _args, ctx) => myFit(ctx),
  }),
);

export const FitKind = builder.enumType("FitKind", {
  description:
    "FITS: one size fits; BETWEEN: the foot falls between two; SMALLER/LARGER: outside the sizes.",
  values: ["FITS", "BETWEEN", "SMALLER", "LARGER"] as const,
});

interface ProductFitView {
  productId: number;
  chart: string;
  kind: "FITS" | "BETWEEN" | "SMALLER" | "LARGER";
  sizes: string[];
  message: string;
  footLengthMm: number;
}

const ProductFit = builder.objectRef<ProductFitView>("ProductFit").implement({
  description: "Which of a footwear product's sizes fits a foot, and why.",
  fields: (f) => ({
    productId: f.id({ resolve: (fit) => fit.productId }),
    footLengthMm: f.exposeInt("footLengthMm"),
    chart: f.exposeString("chart", { description: "Whose size chart the lengths are from." }),
    kind: f.field({ type: FitKind, resolve: (fit) => fit.kind }),
    sizes: f.exposeStringList("sizes", {
      description: "The size that fits, or the two the foot falls between; none outside.",
    }),
    message: f.exposeString("message", { description: "«Ваш размер — 42.5: стелька 27 см»." }),
  }),
});

const ProductFitsDto = builder.inputType("ProductFitsDto", {
  fields: (f) => ({
    productIds: f.idList({ required: true }),
    footLengthMm: f.int({
      required: false,
      description: "A guest's foot length (from saveFit); a signed-in shopper's is kept.",
    }),
  }),
});

builder.queryField("productFits", (f) =>
  f.field({
    type: [ProductFit],
    description:
      "The fit of each footwear product for the foot given, or else the signed-in shopper's; none without either, none for other goods.",
    args: { dto: f.arg({ type: ProductFitsDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      if (dto.productIds.length > MAX_FIT_PRODUCTS) {
        throw badUserInput(`Не больше ${MAX_FIT_PRODUCTS} товаров`, "productIds");
      }
      const ids = [...new Set(dto.productIds.map(Number))];
      if (!ids.every(isRowId)) throw badUserInput("Товар не найден", "productIds");
      let footMm = dto.footLengthMm ?? null;
      if (footMm !== null && (footMm < FOOT_MIN_MM || footMm > FOOT_MAX_MM)) {
        throw badUserInput("Длина стопы — от 10 до 35 см", "footLengthMm");
      }
      footMm ??= (await myFit(ctx))?.footLengthMm ?? null;
      if (footMm === null) return [];
      const foot = footMm;
      const fits = await productFits(ctx.db, ids, foot);
      return fits.map(({ productId, chart, fit }) => ({
        productId,
        chart,
        kind: fit.kind,
        sizes: markedSizes(fit),
        message: fitMessage(fit, foot),
        footLengthMm: foot,
      }));
    },
  }),
);
