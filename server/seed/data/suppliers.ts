import type { SupplierSeed } from "./types.ts";

/**
 * Where offers come from, and their days to the Moscow stock: its own goods are sent the day of
 * the order or the next, a Moscow seller's within days, Turkish partners' in two to three weeks
 * (an express line in one to two).
 */
export const suppliers: readonly SupplierSeed[] = [
  {
    name: "Склад Meet Market (Москва)",
    type: "MEET_WAREHOUSE",
    deliveryIsoCode: "RU",
    deliverySpeed: "FAST",
    deliveryDaysMin: 0,
    deliveryDaysMax: 1,
  },
  {
    name: "Торговый дом «Лалели» (Стамбул)",
    type: "TRADING_FLOOR",
    deliveryIsoCode: "TR",
    deliverySpeed: "SLOW",
    deliveryDaysMin: 12,
    deliveryDaysMax: 21,
  },
  {
    name: "Оптовый центр «Мертер» (Стамбул)",
    type: "TRADING_FLOOR",
    deliveryIsoCode: "TR",
    deliverySpeed: "SLOW",
    deliveryDaysMin: 10,
    deliveryDaysMax: 18,
  },
  {
    name: "«Босфор Спорт Трейд» (Стамбул)",
    type: "CONTRACTOR",
    deliveryIsoCode: "TR",
    deliverySpeed: "SLOW",
    deliveryDaysMin: 10,
    deliveryDaysMax: 16,
  },
  {
    name: "«Эгейский текстиль» (Измир)",
    type: "CONTRACTOR",
    deliveryIsoCode: "TR",
    deliverySpeed: "SLOW",
    deliveryDaysMin: 14,
    deliveryDaysMax: 21,
  },
  {
    name: "«Анадолу Экспресс» (Стамбул)",
    type: "CONTRACTOR",
    deliveryIsoCode: "TR",
    deliverySpeed: "FAST",
    deliveryDaysMin: 5,
    deliveryDaysMax: 9,
  },
  {
    name: "Частный продавец Эмре Й. (Измир)",
    type: "PRIVATE_SELLER",
    deliveryIsoCode: "TR",
    deliverySpeed: "SLOW",
    deliveryDaysMin: 12,
    deliveryDaysMax: 20,
  },
  {
    name: "Частный продавец Артём С. (Москва)",
    type: "PRIVATE_SELLER",
    deliveryIsoCode: "RU",
    deliverySpeed: "FAST",
    deliveryDaysMin: 1,
    deliveryDaysMax: 3,
  },
];
