/** How the back office words a promo code's terms (docs/back-office.md#промокоды). */

export interface PromoTerms {
  kind: "PERCENT" | "FIXED";
  value: number;
  minOrderAmount: number | null;
  startsAt: string;
  endsAt: string | null;
  maxUses: number | null;
  oncePerShopper: boolean;
  brandName: string | null;
  categoryName: string | null;
  uses: number;
  state: string;
}

export const PROMO_STATE_LABELS: Record<string, string> = {
  ACTIVE: "Действует",
  SCHEDULED: "Ещё не начался",
  ENDED: "Закончился",
  DISABLED: "Выключен",
};

export const PROMO_FILTERS = [
  { value: "ALL", label: "Все" },
  { value: "ACTIVE", label: "Действующие" },
  { value: "ENDED", label: "Закончившиеся" },
  { value: "DISABLED", label: "Выключенные" },
] as const;

export type PromoFilter = (typeof PROMO_FILTERS)[number]["value"];

const roubles = (kopecks: number) =>
  `${(kopecks / 100).toLocaleString("ru-RU", { maximumFractionDigits: 2 })} ₽`;

const day = new Intl.DateTimeFormat("ru-RU", {
  timeZone: "Europe/Moscow",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** «−10 %» or «−500 ₽». */
export function discountLabel(code: Pick<PromoTerms, "kind" | "value">): string {
  return code.kind === "PERCENT" ? `−${code.value} %` : `−${roubles(code.value)}`;
}

/** The code's limits in words: minimum, uses, once per shopper, brand or category. */
export function limitsLabel(code: PromoTerms): string {
  const parts: string[] = [];
  if (code.minOrderAmount) parts.push(`от ${roubles(code.minOrderAmount)}`);
  if (code.maxUses !== null) parts.push(`до ${code.maxUses} заказов`);
  if (code.oncePerShopper) parts.push("один раз на покупателя");
  if (code.brandName) parts.push(`бренд ${code.brandName}`);
  if (code.categoryName) parts.push(`категория «${code.categoryName}»`);
  return parts.length === 0 ? "без ограничений" : parts.join(", ");
}

/** «с 1 ноября 2026 г. по 30 ноября 2026 г.», Moscow days (the end is the day before endsAt). */
export function datesLabel(code: Pick<PromoTerms, "startsAt" | "endsAt">): string {
  const from = `с ${day.format(new Date(code.startsAt))}`;
  if (code.endsAt === null) return `${from}, бессрочно`;
  const lastDay = new Date(new Date(code.endsAt).getTime() - 1);
  return `${from} по ${day.format(lastDay)}`;
}

/** «3 из 50» or «3». */
export function usesLabel(code: Pick<PromoTerms, "uses" | "maxUses">): string {
  return code.maxUses === null ? String(code.uses) : `${code.uses} из ${code.maxUses}`;
}

export function readPromoFilter(value: string | null): PromoFilter {
  return PROMO_FILTERS.find((filter) => filter.value === value)?.value ?? "ALL";
}
