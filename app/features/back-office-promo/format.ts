/** How the back office words a promo code's terms (docs/back-office.md#промокоды). */
import { formatRoubles } from "../../../shared/catalogue-prices.ts";
import { moscowDay } from "../../../shared/promo-codes.ts";

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

/** Whose codes the list shows: the shop's own, or the shoppers' personal ones (read-only). */
export const PROMO_OWNERS = [
  { value: "SHOP", label: "Общие" },
  { value: "PERSONAL", label: "Личные покупателей" },
] as const;

export type PromoOwner = (typeof PROMO_OWNERS)[number]["value"];

export function readPromoOwner(value: string | null): PromoOwner {
  return value === "PERSONAL" ? "PERSONAL" : "SHOP";
}

/** Why the shop gave a shopper their personal code. */
export const PROMO_OCCASION_LABELS: Record<string, string> = {
  REGISTRATION: "за регистрацию",
  BIRTHDAY: "ко дню рождения",
  GIFT: "подарок",
};

/** The list's address for a filter and a page (page 1 has none). */
export function promoListHref(
  filter: { state: PromoFilter; owner: PromoOwner; query: string },
  page: number,
): string {
  const params = new URLSearchParams();
  if (filter.owner !== "SHOP") params.set("owner", filter.owner);
  if (filter.state !== "ALL") params.set("state", filter.state);
  if (filter.query) params.set("q", filter.query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/admin/promo?${search}` : "/admin/promo";
}

/** A code's terms as the edit form's fields (docs/back-office.md#промокоды), typed as the create form's. */
export type PromoFormDefaults = ReturnType<typeof promoFormDefaults>;

export function promoFormDefaults(
  code: PromoTerms & { code: string; brandId?: string | null; categoryId?: string | null },
) {
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === "PERCENT" ? String(code.value) : formatRoubles(code.value),
    minOrder: code.minOrderAmount ? formatRoubles(code.minOrderAmount) : "",
    startsOn: moscowDay(new Date(code.startsAt)),
    // endsAt is the first moment it no longer works: the last day is the one before.
    endsOn: code.endsAt ? moscowDay(new Date(new Date(code.endsAt).getTime() - 1)) : "",
    maxUses: code.maxUses === null ? "" : String(code.maxUses),
    oncePerShopper: code.oncePerShopper ? "on" : "",
    brandId: code.brandId ?? "",
    categoryId: code.categoryId ?? "",
  };
}

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
