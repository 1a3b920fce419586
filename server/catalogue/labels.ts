/** What a shopper reads for the catalogue's enum values and filters (Russian). */
import type * as t from "../db/schema.ts";

type Season = (typeof t.seasonValues)[number];
type Sex = (typeof t.sexValues)[number];
type Age = (typeof t.ageValues)[number];
type DeliverySpeed = (typeof t.deliverySpeedValues)[number];
type PriceBand = (typeof t.priceBandValues)[number];
export type FilterType = (typeof t.filterTypeValues)[number];

export const seasonLabels: Record<Season, string> = {
  AUTUMN: "Осень",
  AUTUMN_WINTER: "Осень–зима",
  SPRING: "Весна",
  SPRING_SUMMER: "Весна–лето",
  SUMMER: "Лето",
  WINTER: "Зима",
};
export const sexLabels: Record<Sex, string> = {
  ANY: "Любой",
  FEMALE: "Женский",
  MALE: "Мужской",
  UNISEX: "Унисекс",
};
export const ageLabels: Record<Age, string> = { ADULT: "Взрослые", CHILDREN: "Детские" };
export const deliverySpeedLabels: Record<DeliverySpeed, string> = {
  FAST: "Быстрая доставка со склада в России",
  SLOW: "Доставка из Турции",
};
export const saleLabels: Record<PriceBand, string> = {
  LESS_THAN_50: "Скидка до 50 %",
  MORE_THAN_50: "Скидка от 50 %",
};

/** The filters, in the order a catalogue shows them, with their names. */
export const filterNames: Record<FilterType, string> = {
  CATEGORIES: "Категория",
  BRAND: "Бренд",
  MODEL: "Модель",
  SIZE: "Размер",
  PRICE: "Цена",
  COLOR_PALLETE: "Цвет",
  SALE: "Скидка",
  DELIVERY_SPEED: "Срок доставки",
  SEX: "Пол",
  AGE: "Возраст",
  SEASON: "Сезон",
  MATERIAL: "Материал",
};
export const filterOrder = Object.keys(filterNames) as FilterType[];
