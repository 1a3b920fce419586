/**
 * The rules of a promo code as the back office creates it (docs/back-office.md#промокоды): ONE
 * zod schema, which the form checks (conform) and the shop API checks again, with the same
 * Russian messages. It speaks the form's language (text fields, days) and gives what the cart's
 * rules read (docs/cart.md#promo-code-rules): percent or kopecks, moments in Moscow time.
 */
import { z } from "zod";
import { parseRoubles } from "./catalogue-prices.ts";
import { FIELD_TWICE } from "./form-messages.ts";

export const PROMO_MESSAGES = {
  codeMissing: "Введите код",
  codeFormat: "Код — от 3 до 32 заглавных латинских букв и цифр, например SPRING10",
  codeTaken: "Такой код уже есть",
  kindMissing: "Выберите вид скидки: процент или рубли",
  valueMissing: "Укажите размер скидки",
  percentRange: "Процент — целое число от 1 до 99",
  roublesFormat: "Скидка в рублях — число больше нуля, например 500",
  minFormat: "Минимальная сумма — число в рублях или пусто",
  dayFormat: "Дата — день в виде ГГГГ-ММ-ДД",
  startsMissing: "Укажите дату начала",
  endsBeforeStart: "Дата окончания не раньше даты начала",
  usesFormat: "Число использований — целое от 1 до 1 000 000 или пусто",
  brandAndCategory: "Выберите бренд или категорию, не оба сразу",
  targetFormat: "Выберите бренд или категорию из списка",
  brandMissing: "Такого бренда нет",
  categoryMissing: "Такой категории нет",
  notFound: "Промокод не найден",
  codeFixed: "Код после создания не меняется: выключите этот и создайте новый",
  kindFixed: "Вид скидки после создания не меняется: выключите этот код и создайте новый",
  targetFixed: "Бренд и категорию после создания не изменить: выключите код и создайте новый",
  valueUsed:
    "По коду уже оформлены заказы: размер скидки не изменить — выключите его и создайте новый",
  usesBelowUsed: "Лимит заказов не может быть меньше, чем заказов с кодом уже оформлено",
  personalReadOnly: "Личные промокоды покупателей здесь только для просмотра",
} as const;

const M = PROMO_MESSAGES;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of a Moscow day (UTC+3, no daylight saving) as a moment; null for no such day. */
export function moscowDayStart(day: string): Date | null {
  if (!DAY.test(day)) return null;
  const utc = new Date(`${day}T00:00:00Z`);
  // 2026-02-31 is no day (Date would roll it over to March).
  if (Number.isNaN(utc.getTime()) || utc.toISOString().slice(0, 10) !== day) return null;
  return new Date(utc.getTime() - 3 * 3_600_000);
}

/** The Moscow day of a moment, «ГГГГ-ММ-ДД». */
export function moscowDay(moment: Date): string {
  return new Date(moment.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

const optionalText = z.string({ error: FIELD_TWICE }).trim().optional();
const id = z
  .string({ error: M.targetFormat })
  .trim()
  .regex(/^\d{1,10}$/, M.targetFormat)
  .optional();

/** The create form's fields (and the createPromoCode dto's), checked and turned into a code's terms. */
export const promoCodeForm = z
  .object({
    code: z
      .string({ error: M.codeMissing })
      .trim()
      .min(1, M.codeMissing)
      .transform((code) => code.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]{3,32}$/, M.codeFormat)),
    kind: z.enum(["PERCENT", "FIXED"], { error: M.kindMissing }),
    value: z.string({ error: M.valueMissing }).trim().min(1, M.valueMissing),
    minOrder: optionalText,
    startsOn: z.string({ error: M.startsMissing }).trim().min(1, M.startsMissing),
    endsOn: optionalText,
    maxUses: optionalText,
    oncePerShopper: z.preprocess(
      (value) => value === true || value === "on" || value === "true",
      z.boolean(),
    ),
    brandId: id,
    categoryId: id,
  })
  .transform((form, context) => {
    const fail = (message: string, path: string) => {
      context.addIssue({ code: "custom", message, path: [path] });
      return z.NEVER;
    };
    let value: number;
    if (form.kind === "PERCENT") {
      value = /^\d{1,2}$/.test(form.value) ? Number(form.value) : 0;
      if (value < 1 || value > 99) return fail(M.percentRange, "value");
    } else {
      value = parseRoubles(form.value) ?? 0;
      if (value <= 0) return fail(M.roublesFormat, "value");
    }
    const minOrderAmount = form.minOrder ? parseRoubles(form.minOrder) : null;
    if (form.minOrder && minOrderAmount === null) return fail(M.minFormat, "minOrder");
    const startsAt = moscowDayStart(form.startsOn);
    if (!startsAt) return fail(M.dayFormat, "startsOn");
    let endsAt: Date | null = null;
    if (form.endsOn) {
      const lastDay = moscowDayStart(form.endsOn);
      if (!lastDay) return fail(M.dayFormat, "endsOn");
      if (lastDay < startsAt) return fail(M.endsBeforeStart, "endsOn");
      // The code works through its last day, Moscow time.
      endsAt = new Date(lastDay.getTime() + 86_400_000);
    }
    const maxUses = form.maxUses
      ? /^\d{1,7}$/.test(form.maxUses)
        ? Number(form.maxUses)
        : 0
      : null;
    if (maxUses !== null && (maxUses < 1 || maxUses > 1_000_000)) {
      return fail(M.usesFormat, "maxUses");
    }
    if (form.brandId && form.categoryId) return fail(M.brandAndCategory, "categoryId");
    return {
      code: form.code,
      kind: form.kind,
      value,
      minOrderAmount,
      startsAt,
      endsAt,
      maxUses,
      oncePerShopper: form.oncePerShopper,
      brandId: form.brandId ? Number(form.brandId) : null,
      productCategoryId: form.categoryId ? Number(form.categoryId) : null,
    };
  });

export type PromoCodeTerms = z.output<typeof promoCodeForm>;
export type PromoCodeFormInput = z.input<typeof promoCodeForm>;
