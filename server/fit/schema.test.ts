import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { withApi } from "../../tests/identity-kit.ts";

const SAVE = /* GraphQL */ `
  mutation Save($dto: FitDto!) {
    saveFit(dto: $dto) {
      footLengthMm
      brandSlug
      model
      size
      summary
    }
  }
`;

const MY_FIT = /* GraphQL */ `
  query MyFit {
    myFit {
      footLengthMm
      summary
    }
  }
`;

const FITS = /* GraphQL */ `
  query Fits($dto: ProductFitsDto!) {
    productFits(dto: $dto) {
      productId
      chart
      kind
      sizes
      message
    }
  }
`;

interface FitsData {
  productFits: {
    productId: string;
    chart: string;
    kind: string;
    sizes: string[];
    message: string;
  }[];
}

/** An adult men's (or unisex) shoe of a brand, on sale in the size given. */
async function shoeOf(db: Database, brandSlug: string, size: string): Promise<string> {
  const [row] = await db
    .select({ id: t.product.id })
    .from(t.product)
    .innerJoin(t.productBrand, eq(t.productBrand.productId, t.product.id))
    .innerJoin(t.brand, eq(t.brand.id, t.productBrand.brandId))
    .innerJoin(t.sizeGrid, eq(t.sizeGrid.id, t.product.sizeGridId))
    .innerJoin(t.productItem, eq(t.productItem.productId, t.product.id))
    .innerJoin(t.size, eq(t.size.id, t.productItem.sizeId))
    .where(
      and(
        eq(t.brand.slug, brandSlug),
        eq(t.sizeGrid.footwear, true),
        eq(t.product.age, "ADULT"),
        sql`${t.product.sex} <> 'FEMALE'`,
        eq(t.size.name, size),
        isNull(t.product.deletedAt),
      ),
    )
    .orderBy(asc(t.product.id))
    .limit(1);
  if (!row) throw new Error(`no ${brandSlug} shoe in ${size}`);
  return String(row.id);
}

describe("the size that fits", () => {
  it("reads Nike 42 as a 26.5 cm foot and marks adidas 43 and New Balance 42 for it", async () => {
    await withApi(async ({ ok, db }) => {
      const saved = await ok<{ saveFit: { footLengthMm: number; summary: string } }>(SAVE, {
        dto: { brand: "nike", model: "Air Force 1", size: "42" },
      });
      expect(saved.saveFit).toMatchObject({
        footLengthMm: 265,
        summary: "Стопа 26,5 см (Nike Air Force 1, 42)",
      });

      const adidas = await shoeOf(db, "adidas", "43");
      const newBalance = await shoeOf(db, "new-balance", "42");
      const { productFits } = await ok<FitsData>(FITS, {
        dto: { productIds: [adidas, newBalance], footLengthMm: 265 },
      });
      const byId = new Map(productFits.map((fit) => [fit.productId, fit]));
      expect(byId.get(adidas)).toMatchObject({
        kind: "FITS",
        sizes: ["43"],
        message: "Ваш размер — 43: стелька 26,5 см",
        chart: expect.stringMatching(/^adidas/),
      });
      expect(byId.get(newBalance)).toMatchObject({
        kind: "FITS",
        sizes: ["42"],
        message: "Ваш размер — 42: стелька 26,5 см",
        chart: expect.stringMatching(/^New Balance/),
      });
    });
  });

  it("keeps a signed-in shopper's fit and reads it when no length is given; a guest has none", async () => {
    await withApi(async ({ ok, signIn, db }) => {
      const adidas = await shoeOf(db, "adidas", "43");
      expect(await ok(MY_FIT)).toEqual({ myFit: null });
      expect(await ok<FitsData>(FITS, { dto: { productIds: [adidas] } })).toEqual({
        productFits: [],
      });

      const { accessToken } = await signIn("+79990000051");
      const auth = { token: accessToken };
      await ok(SAVE, { dto: { footLengthCm: 26.5 } }, auth);
      expect(await ok(MY_FIT, {}, auth)).toEqual({
        myFit: { footLengthMm: 265, summary: "Стопа 26,5 см" },
      });
      const { productFits } = await ok<FitsData>(FITS, { dto: { productIds: [adidas] } }, auth);
      expect(productFits[0]?.sizes).toEqual(["43"]);

      await ok(SAVE, { dto: { brand: "adidas", size: "44" } }, auth);
      expect(await ok(MY_FIT, {}, auth)).toEqual({
        myFit: { footLengthMm: 271, summary: "Стопа 27,1 см (adidas, 44)" },
      });
    });
  });

  it("has no fit for goods without a foot length", async () => {
    await withApi(async ({ ok, db }) => {
      const [clothing] = await db
        .select({ id: t.product.id })
        .from(t.product)
        .innerJoin(t.sizeGrid, eq(t.sizeGrid.id, t.product.sizeGridId))
        .where(eq(t.sizeGrid.footwear, false))
        .limit(1);
      const { productFits } = await ok<FitsData>(FITS, {
        dto: { productIds: [String(clothing?.id)], footLengthMm: 265 },
      });
      expect(productFits).toEqual([]);
    });
  });

  it("refuses what it cannot read", async () => {
    await withApi(async ({ fails }) => {
      const cases: [Record<string, unknown>, string][] = [
        [{ footLengthCm: 5 }, "Длина стопы — от 10 до 35 см"],
        [{ footLengthCm: 40 }, "Длина стопы — от 10 до 35 см"],
        [{ brand: "no-such-brand", size: "42" }, "Бренд «no-such-brand» не найден"],
        [{ brand: "adidas", size: "XL" }, "Размера XL нет в таблице adidas"],
        [{ brand: "adidas", size: "" }, "Укажите размер"],
        [{ size: "42" }, "Выберите бренд"],
      ];
      for (const [dto, message] of cases) {
        expect(await fails(SAVE, { dto })).toMatchObject({
          message,
          extensions: { code: "BAD_USER_INPUT" },
        });
      }
      expect(await fails(FITS, { dto: { productIds: ["1"], footLengthMm: 20 } })).toMatchObject({
        extensions: { code: "BAD_USER_INPUT" },
      });
    });
  });
});
