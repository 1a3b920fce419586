/**
 * The rules of an item's price, old price and stock as the back office edits them
 * (docs/back-office.md#каталог-и-цены): the item form checks them as they are typed, the shop API
 * checks every change and every CSV row with them, with the same Russian messages. A price is
 * typed in roubles («12 990», «12990,50») and kept in kopecks.
 */
import { z } from "zod";

/** The dearest price the back office takes, kopecks: 9 999 999 ₽ (the catalogue filter's bound). */
export const MAX_ITEM_PRICE = 999_999_900;

export const CATALOGUE_MESSAGES = {
  priceMissing: "Укажите цену в рублях",
  priceNotANumber: "Цена — число в рублях, например 12990 или 12990,50",
  priceNotPositive: "Цена должна быть больше нуля",
  priceTooHigh: "Цена не может быть больше 9 999 999 ₽",
  oldPriceNotANumber: "Старая цена — число в рублях или пусто",
  oldPriceNotAbove: "Старая цена должна быть больше цены (или оставьте её пустой)",
  stockNotANumber: "Остаток — целое число: 0 или 1",
  stockNegative: "Остаток не может быть отрицательным",
  itemMissing: "Позиция не найдена: её удалили или номер неверен",
  stockOverOne:
    "Позиция — одна пара от одного поставщика: её остаток 0 (нет в наличии) или 1 (в наличии)",
} as const;

/**
 * Roubles as people type them into a form or a spreadsheet («12 990», «12990 ₽», «12990,50»,
 * «12990.5»), in kopecks; null when it is not such a number. Rounding never happens: a third
 * decimal is not a price.
 */
export function parseRoubles(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f₽]|руб\.?/g, "");
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Kopecks as a spreadsheet should show them: «12990» or «12990.50» (a dot, no spaces). */
export function formatRoubles(kopecks: number): string {
  const whole = Math.floor(kopecks / 100);
  const fraction = kopecks % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, "0")}`;
}

/**
 * The discount a shopper sees (the sale badge, «−25%») for a price under an old price: the whole
 * per cent, at least 1 while the old price is above the price, 0 without one
 * (docs/catalogue.md#products-and-product-items).
 */
export function saleOf(price: number, oldPrice: number | null): number {
  if (oldPrice === null || oldPrice <= price) return 0;
  return Math.min(99, Math.max(1, Math.round(((oldPrice - price) * 100) / oldPrice)));
}

const M = CATALOGUE_MESSAGES;

const price = z
  .number({ error: M.priceMissing })
  .int(M.priceNotANumber)
  .min(1, M.priceNotPositive)
  .max(MAX_ITEM_PRICE, M.priceTooHigh);

const oldPrice = z
  .number({ error: M.oldPriceNotANumber })
  .int(M.oldPriceNotANumber)
  .max(MAX_ITEM_PRICE, M.priceTooHigh)
  .nullable();

const stock = z
  .number({ error: M.stockNotANumber })
  .int(M.stockNotANumber)
  .min(0, M.stockNegative)
  .max(1, M.stockOverOne);

const aboveThePrice = <T extends { price: number; oldPrice: number | null }>(
  values: T,
  context: z.RefinementCtx,
) => {
  if (values.oldPrice !== null && values.oldPrice <= values.price) {
    context.addIssue({ code: "custom", message: M.oldPriceNotAbove, path: ["oldPrice"] });
  }
};

/** An item's values as the API is sent them: kopecks and whole units. */
export const itemValuesInput = z
  .object({ price, oldPrice: oldPrice.default(null), stock })
  .superRefine(aboveThePrice);
export type ItemValues = z.output<typeof itemValuesInput>;

/** Roubles as typed, read into kopecks; blank is null where `optional`. */
const typedRoubles = (missing: string, notANumber: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .transform((value, context) => {
      const kopecks = parseRoubles(value);
      if (kopecks === null) context.addIssue({ code: "custom", message: notANumber });
      return kopecks ?? 0;
    });

/** A whole number as typed. */
const typedInteger = (notANumber: string) =>
  z
    .string({ error: notANumber })
    .trim()
    .regex(/^-?\d{1,9}$/, notANumber)
    .transform(Number);

/** The item form («Цена», «Старая цена», «Остаток»), as typed: answers the API's values. */
export const itemValuesForm = z
  .object({
    itemId: z.coerce
      .number({ error: M.itemMissing })
      .int(M.itemMissing)
      .positive(M.itemMissing)
      .max(2_147_483_647, M.itemMissing),
    price: typedRoubles(M.priceMissing, M.priceNotANumber).pipe(price),
    oldPrice: z
      .string({ error: M.oldPriceNotANumber })
      .trim()
      .nullish()
      .transform((value, context) => {
        if (!value) return null;
        const kopecks = parseRoubles(value);
        if (kopecks === null) context.addIssue({ code: "custom", message: M.oldPriceNotANumber });
        return kopecks;
      })
      .pipe(oldPrice),
    stock: typedInteger(M.stockNotANumber).pipe(stock),
  })
  .superRefine(aboveThePrice);
