import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inRollback } from "../../tests/database.ts";
import { type Database, selectRows } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { CATALOGUE_MESSAGES, itemValuesForm } from "../../shared/catalogue-prices.ts";
import { EDIT_MESSAGES, editItem, searchProducts, setProductVisibility } from "./edit.ts";
import { itemsOfProduct } from "./items.ts";

/** An item on sale whose product is visible, with its product's denormalised cheapest price. */
async function itemOnSale(db: Database, extra = sql`true`) {
  const [row] = await selectRows<{ id: number; product_id: number }>(
    db,
    sql`select i.id, i.product_id from product_item i join product p on p.id = i.product_id
      where i.active and not i.is_sold and not i.is_reserved and i.deleted_at is null
        and p.active and p.deleted_at is null and ${extra}
      order by i.id limit 1`,
  );
  if (!row) throw new Error("the seed has no item on sale");
  return row;
}

const minPrice = async (db: Database, productId: number) =>
  (
    await db
      .select({ minPrice: t.product.minPrice })
      .from(t.product)
      .where(eq(t.product.id, productId))
  )[0]?.minPrice;

describe("editing an item in the back office", () => {
  it("sets the price and old price, computes the sale, and refreshes the product's cheapest price", async () => {
    await inRollback(async (db) => {
      const { id, product_id } = await itemOnSale(db);
      const edit = await editItem(db, id, { price: 100_00, oldPrice: 400_00, stock: 1 });
      expect(edit.after).toEqual({ price: 100_00, oldPrice: 400_00, stock: 1 });
      expect(edit.item).toMatchObject({ price: 100_00, oldPrice: 400_00, sale: 75, stock: 1 });
      expect(await minPrice(db, product_id)).toBe(100_00);

      const cleared = await editItem(db, id, { price: 200_00, oldPrice: null, stock: 1 });
      expect(cleared.before).toMatchObject({ price: 100_00, oldPrice: 400_00 });
      expect(cleared.item).toMatchObject({ oldPrice: null, sale: 0 });
    });
  });

  it("withdraws a pair with stock 0 and puts it back with 1", async () => {
    await inRollback(async (db) => {
      const { id } = await itemOnSale(db);
      const out = await editItem(db, id, { price: 5000_00, oldPrice: null, stock: 0 });
      expect(out.item).toMatchObject({ stock: 0, state: "WITHDRAWN" });
      const back = await editItem(db, id, { price: 5000_00, oldPrice: null, stock: 1 });
      expect(back.item).toMatchObject({ stock: 1, state: "ON_SALE" });
    });
  });

  it.each([
    [{ price: 0, oldPrice: null, stock: 1 }, CATALOGUE_MESSAGES.priceNotPositive, "price"],
    [
      { price: 100_00, oldPrice: 100_00, stock: 1 },
      CATALOGUE_MESSAGES.oldPriceNotAbove,
      "oldPrice",
    ],
    [{ price: 100_00, oldPrice: null, stock: -1 }, CATALOGUE_MESSAGES.stockNegative, "stock"],
    [{ price: 100_00, oldPrice: null, stock: 1.5 }, CATALOGUE_MESSAGES.stockNotANumber, "stock"],
    [{ price: 100_00, oldPrice: null, stock: 2 }, CATALOGUE_MESSAGES.stockOverOne, "stock"],
  ])("refuses %j in Russian, naming the field", async (values, message, field) => {
    await inRollback(async (db) => {
      const { id } = await itemOnSale(db);
      await expect(editItem(db, id, values)).rejects.toMatchObject({
        message,
        extensions: { code: "BAD_USER_INPUT", field },
      });
    });
  });

  it("refuses an unknown item, stock for a sold pair, and withdrawing a reserved one", async () => {
    await inRollback(async (db) => {
      await expect(
        editItem(db, 2_000_000_000, { price: 100_00, oldPrice: null, stock: 1 }),
      ).rejects.toMatchObject({ message: EDIT_MESSAGES.itemNotFound });
      const { id } = await itemOnSale(db);
      await db.update(t.productItem).set({ isSold: true }).where(eq(t.productItem.id, id));
      await expect(
        editItem(db, id, { price: 100_00, oldPrice: null, stock: 1 }),
      ).rejects.toMatchObject({ message: EDIT_MESSAGES.sold });
      // A sold pair's price may still be corrected; it stays sold and its stock 0.
      const sold = await editItem(db, id, { price: 100_00, oldPrice: null, stock: 0 });
      expect(sold.item).toMatchObject({ state: "SOLD", stock: 0, price: 100_00 });

      const reserved = await itemOnSale(db, sql`i.id <> ${id}`);
      await db
        .update(t.productItem)
        .set({ isReserved: true })
        .where(eq(t.productItem.id, reserved.id));
      await expect(
        editItem(db, reserved.id, { price: 100_00, oldPrice: null, stock: 0 }),
      ).rejects.toMatchObject({ message: EDIT_MESSAGES.reserved });
    });
  });

  it("reads the form's roubles into kopecks with the same rules", () => {
    expect(
      itemValuesForm.parse({ itemId: "7", price: "12 990,50", oldPrice: "", stock: "1" }),
    ).toEqual({ itemId: 7, price: 1_299_050, oldPrice: null, stock: 1 });
    const refused = itemValuesForm.safeParse({
      itemId: "7",
      price: "12990",
      oldPrice: "9 000",
      stock: "x",
    });
    expect(refused.error?.issues.map((issue) => issue.message).sort()).toEqual(
      [CATALOGUE_MESSAGES.oldPriceNotAbove, CATALOGUE_MESSAGES.stockNotANumber].sort(),
    );
  });
});

describe("a product's visibility and the back office's search", () => {
  it("hides and shows a product", async () => {
    await inRollback(async (db) => {
      const { product_id } = await itemOnSale(db);
      expect(await setProductVisibility(db, product_id, false)).toEqual({
        before: true,
        after: false,
      });
      const [row] = await db.select().from(t.product).where(eq(t.product.id, product_id));
      expect(row?.active).toBe(false);
      expect(await setProductVisibility(db, product_id, true)).toEqual({
        before: false,
        after: true,
      });
      await expect(setProductVisibility(db, 2_000_000_000, true)).rejects.toMatchObject({
        message: EDIT_MESSAGES.productNotFound,
      });
    });
  });

  it("finds products by name, slug and brand, and lists a product's items", async () => {
    await inRollback(async (db) => {
      const { product_id } = await itemOnSale(db);
      const [product] = await db.select().from(t.product).where(eq(t.product.id, product_id));
      if (!product) throw new Error("no product");
      const bySlug = await searchProducts(db, product.slug);
      expect(bySlug.map((found) => found.id)).toContain(product_id);
      const byName = await searchProducts(db, product.name.toUpperCase());
      expect(byName.map((found) => found.id)).toContain(product_id);
      const [first] = byName.filter((found) => found.id === product_id);
      expect(first?.brand).not.toBe("");
      const byBrand = await searchProducts(db, first?.brand ?? "");
      expect(byBrand.length).toBeGreaterThan(0);
      expect(await searchProducts(db, "нет-такого-товара-100%")).toEqual([]);
      const items = await itemsOfProduct(db, product_id);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.productId === product_id)).toBe(true);
    });
  });
});
