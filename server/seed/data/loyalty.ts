import type { LoyaltyLevelSeed } from "./types.ts";

/**
 * Loyalty levels, lowest first. chargePercentage: bonuses credited from a purchase;
 * chargeOffPercentage: share of an order that may be paid with bonuses; requiredSpentAmount:
 * total spent (kopecks) to reach the level.
 */
export const loyaltyLevels: readonly LoyaltyLevelSeed[] = [
  { name: "Базовый", chargePercentage: 3, chargeOffPercentage: 10, requiredSpentAmount: 0 },
  {
    name: "Серебряный",
    chargePercentage: 5,
    chargeOffPercentage: 20,
    requiredSpentAmount: 3_000_000,
  },
  {
    name: "Золотой",
    chargePercentage: 7,
    chargeOffPercentage: 30,
    requiredSpentAmount: 10_000_000,
  },
  {
    name: "Платиновый",
    chargePercentage: 10,
    chargeOffPercentage: 50,
    requiredSpentAmount: 30_000_000,
  },
];
