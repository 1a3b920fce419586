/**
 * How /account/promo words a promo code's terms (docs/cart.md#personal-promo-codes): pure, from
 * what the shop API answers, money in kopecks until shown.
 */
import { formatDate } from "~/lib/dates.ts";
import { formatPrice } from "~/lib/money.ts";

export interface PromoCodeView {
  code: string;
  kind: "PERCENT" | "FIXED";
  value: number;
  minOrderAmount: number | null;
  endsAt: string | null;
  description: string | null;
  oncePerShopper: boolean;
  personal: boolean;
  occasion: "REGISTRATION" | "BIRTHDAY" | "GIFT" | null;
  brandName: string | null;
  categoryName: string | null;
  usedAt: string | null;
  state: "ACTIVE" | "USED" | "EXPIRED";
}

export const OCCASION_LABELS = {
  REGISTRATION: "За регистрацию",
  BIRTHDAY: "Ко дню рождения",
  GIFT: "Подарок магазина",
} as const;

export const STATE_LABELS = {
  ACTIVE: "Действует",
  USED: "Использован",
  EXPIRED: "Срок действия истёк",
} as const;

/** «Скидка 10 %» or «Скидка 500 ₽». */
export function discountText(code: Pick<PromoCodeView, "kind" | "value">): string {
  return code.kind === "PERCENT" ? `Скидка ${code.value} %` : `Скидка ${formatPrice(code.value)}`;
}

/** The conditions, one line each: minimum, brand, category, once, until when. */
export function termsOf(code: PromoCodeView): string[] {
  const terms: string[] = [];
  if (code.minOrderAmount) terms.push(`На заказ от ${formatPrice(code.minOrderAmount)}`);
  if (code.brandName) terms.push(`Только на товары ${code.brandName}`);
  if (code.categoryName) terms.push(`Только в категории «${code.categoryName}»`);
  if (code.oncePerShopper) terms.push("Можно использовать один раз");
  if (code.endsAt) {
    terms.push(
      `${code.state === "EXPIRED" ? "Действовал" : "Действует"} до ${formatDate(code.endsAt)}`,
    );
  } else {
    terms.push("Без срока действия");
  }
  if (code.usedAt) terms.push(`Использован в заказе ${formatDate(code.usedAt)}`);
  return terms;
}
