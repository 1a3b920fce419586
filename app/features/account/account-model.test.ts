import { describe, expect, it } from "vitest";
import {
  bonusReasonText,
  formatAddress,
  formatBonusAmount,
  formatPhone,
  initials,
  type LoyaltyLevelInfo,
  loyaltyProgress,
} from "./account-model.ts";

const level = (id: string, name: string, requiredSpentAmount: number): LoyaltyLevelInfo => ({
  id,
  name,
  chargePercentage: 3,
  chargeOffPercentage: 10,
  requiredSpentAmount,
});

const base = level("1", "Базовый", 0);
const silver = level("2", "Серебряный", 3_000_000);
const gold = level("3", "Золотой", 10_000_000);

describe("loyaltyProgress", () => {
  it("starts a new shopper at 0 % of the way to the second level", () => {
    expect(loyaltyProgress(base, silver, 0)).toEqual({ remaining: 3_000_000, percent: 0 });
  });

  it("measures the way between the current threshold and the next, rounding down", () => {
    expect(loyaltyProgress(base, silver, 1_000_000)).toEqual({
      remaining: 2_000_000,
      percent: 33,
    });
    expect(loyaltyProgress(silver, gold, 6_500_000)).toEqual({
      remaining: 3_500_000,
      percent: 50,
    });
  });

  it("measures from the level's threshold when the API's next level is past one already spent", () => {
    expect(loyaltyProgress(base, gold, 4_000_000)).toEqual({ remaining: 6_000_000, percent: 40 });
  });

  it("is complete at the top, and with no level at all", () => {
    expect(loyaltyProgress(gold, null, 12_000_000)).toEqual({ remaining: 0, percent: 100 });
    expect(loyaltyProgress(null, null, 0)).toEqual({ remaining: 0, percent: 100 });
  });
});

describe("account labels", () => {
  it("names bonus entries, with the order where there is one", () => {
    expect(bonusReasonText("REGISTRATION", null)).toBe("Бонус за регистрацию");
    expect(bonusReasonText("ORDER_CASHBACK", "42")).toBe("Кешбэк за заказ №42");
    expect(bonusReasonText("ORDER_SPENT", null)).toBe("Оплата заказа бонусами");
  });

  it("signs bonus amounts", () => {
    expect(formatBonusAmount(5000)).toBe("+5\u00a0000");
    expect(formatBonusAmount(-300)).toBe("−300");
  });

  it("reads an address from the postcode to the flat", () => {
    expect(
      formatAddress({
        country: "Россия",
        city: "Москва",
        street: "Тверская",
        house: "1",
        building: "2",
        apartment: "12",
        index: "125009",
      }),
    ).toBe("125009, Россия, Москва, Тверская, д. 1, корп. 2, кв. 12");
    expect(
      formatAddress({ country: "Россия", city: "Казань", street: "Баумана", house: "5" }),
    ).toBe("Россия, Казань, Баумана, д. 5");
  });

  it("draws initials from the name, else the e-mail", () => {
    expect(initials({ name: "анна", surname: "Иванова" })).toBe("АИ");
    expect(initials({ name: null, email: "boris@example.ru" })).toBe("B");
    expect(initials({})).toBe("?");
  });

  it("spaces a Russian phone number", () => {
    expect(formatPhone("+79991234567")).toBe("+7 999 123-45-67");
    expect(formatPhone("+375291234567")).toBe("+375291234567");
  });
});
