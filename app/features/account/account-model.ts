/** Pure helpers of the account screens: loyalty progress, labels, how an address reads. */

export interface LoyaltyLevelInfo {
  id: string;
  name: string;
  chargePercentage: number;
  chargeOffPercentage: number;
  /** Kopecks spent to reach the level. */
  requiredSpentAmount: number;
}

export interface LoyaltyProgress {
  /** Kopecks still to spend to reach the next level (0 at the top level). */
  remaining: number;
  /** 0–100, whole percent of the way from the current level's threshold to the next one's. */
  percent: number;
}

/**
 * How far a shopper is on the way to the next level. Where they stand (the level and the next)
 * is the shop API's (userOrderStatistics: docs/loyalty.md#levels); this only measures the way.
 */
export function loyaltyProgress(
  current: Pick<LoyaltyLevelInfo, "requiredSpentAmount"> | null,
  next: Pick<LoyaltyLevelInfo, "requiredSpentAmount"> | null,
  moneySpent: number,
): LoyaltyProgress {
  if (!next) return { remaining: 0, percent: 100 };
  const spent = Math.max(0, moneySpent);
  const floor = current?.requiredSpentAmount ?? 0;
  const span = next.requiredSpentAmount - floor;
  const done = Math.min(Math.max(spent - floor, 0), span);
  return {
    remaining: Math.max(0, next.requiredSpentAmount - spent),
    percent: span > 0 ? Math.floor((done / span) * 100) : 0,
  };
}

export const SEX_LABELS = {
  FEMALE: "Женский",
  MALE: "Мужской",
  UNISEX: "Унисекс",
  ANY: "Любой",
} as const;

export type SexValue = keyof typeof SEX_LABELS;

export const BONUS_REASON_LABELS = {
  REGISTRATION: "Бонус за регистрацию",
  ORDER_CASHBACK: "Кешбэк за заказ",
  ORDER_SPENT: "Оплата заказа бонусами",
  ORDER_REFUND: "Возврат по заказу",
  MANUAL: "Корректировка баланса",
} as const;

export type BonusReasonValue = keyof typeof BONUS_REASON_LABELS;

/** «Кешбэк за заказ №42»: the reason, with the order when there is one. */
export function bonusReasonText(reason: BonusReasonValue, orderId: string | null): string {
  const label = BONUS_REASON_LABELS[reason];
  return orderId && reason !== "REGISTRATION" ? `${label} №${orderId}` : label;
}

const signedNumber = new Intl.NumberFormat("ru-RU", { signDisplay: "always" });

/** «+5 000», «−300»: a bonus entry as the history shows it (a true minus sign). */
export function formatBonusAmount(amount: number): string {
  return signedNumber.format(amount).replace("-", "−");
}

export interface AddressParts {
  country: string;
  city: string;
  street: string;
  house: string;
  building?: string | null;
  apartment?: string | null;
  index?: string | null;
}

/** «125009, Россия, Москва, Тверская, д. 1, корп. 2, кв. 12» */
export function formatAddress(address: AddressParts): string {
  return [
    address.index,
    address.country,
    address.city,
    address.street,
    `д. ${address.house}`,
    address.building ? `корп. ${address.building}` : null,
    address.apartment ? `кв. ${address.apartment}` : null,
  ]
    .filter((part): part is string => Boolean(part))
    .join(", ");
}

/** The letters of the round avatar: name and surname, else the e-mail or a neutral sign. */
export function initials(person: {
  name?: string | null;
  surname?: string | null;
  email?: string | null;
}): string {
  const letters = [person.name, person.surname]
    .map((part) => part?.trim().charAt(0) ?? "")
    .join("");
  if (letters) return letters.toUpperCase();
  const fromEmail = person.email?.trim().charAt(0);
  return fromEmail ? fromEmail.toUpperCase() : "?";
}

/** «+7 999 123-45-67» from the API's +7XXXXXXXXXX; anything else as it is. */
export function formatPhone(phone: string): string {
  const match = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+7 ${match[1]} ${match[2]}-${match[3]}-${match[4]}` : phone;
}
