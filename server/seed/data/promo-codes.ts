import type { PromoCodeSeed } from "./types.ts";

/**
 * Demo promo codes. SUMMER2025 is still switched on but its dates are over (expired by date);
 * PARTNER20 is switched off (inactive by flag).
 */
export const promoCodes: readonly PromoCodeSeed[] = [
  {
    code: "WELCOME10",
    kind: "PERCENT",
    value: 10,
    minOrderAmount: 500_000,
    startsAt: "2025-01-01T00:00:00.000Z",
    endsAt: null,
    active: true,
    description: "Скидка 10% на первый заказ от 5 000 ₽.",
  },
  {
    code: "MEET500",
    kind: "FIXED",
    value: 50_000,
    minOrderAmount: 700_000,
    startsAt: "2025-03-01T00:00:00.000Z",
    endsAt: null,
    active: true,
    description: "Скидка 500 ₽ на заказ от 7 000 ₽.",
  },
  {
    code: "SNEAKERS15",
    kind: "PERCENT",
    value: 15,
    minOrderAmount: 1_500_000,
    startsAt: "2025-09-01T00:00:00.000Z",
    endsAt: "2026-12-31T20:59:59.000Z",
    active: true,
    description: "Скидка 15% на заказ от 15 000 ₽ — до конца 2026 года.",
  },
  {
    code: "FREESHIP",
    kind: "FIXED",
    value: 49_000,
    minOrderAmount: 300_000,
    startsAt: "2025-06-01T00:00:00.000Z",
    endsAt: null,
    active: true,
    description: "Компенсируем доставку: минус 490 ₽ к заказу от 3 000 ₽.",
  },
  {
    code: "SUMMER2025",
    kind: "PERCENT",
    value: 20,
    minOrderAmount: 1_000_000,
    startsAt: "2025-06-01T00:00:00.000Z",
    endsAt: "2025-08-31T20:59:59.000Z",
    active: true,
    description: "Летняя распродажа 2025: скидка 20% на заказ от 10 000 ₽. Акция завершена.",
  },
  {
    code: "PARTNER20",
    kind: "PERCENT",
    value: 20,
    minOrderAmount: 0,
    startsAt: "2025-02-01T00:00:00.000Z",
    endsAt: null,
    active: false,
    description: "Скидка 20% для партнёров магазина. Промокод отключён.",
  },
];
