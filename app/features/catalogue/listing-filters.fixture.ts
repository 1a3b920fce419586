/**
 * The catalogue's filters as the API declares them (`filterList`), for the storefront's tests:
 * tests/catalogue-filters.test.ts checks the API's declaration drives the same URL selection.
 */
import type { ListingFilter } from "./listing.ts";

const options = (
  key: string,
  filterType: ListingFilter["filterType"],
  name: string,
): ListingFilter => ({ key, kind: "OPTIONS", filterType, name });

export const LISTING_FILTERS: readonly ListingFilter[] = [
  options("categories", "CATEGORIES", "Категория"),
  options("brand", "BRAND", "Бренд"),
  options("model", "MODEL", "Модель"),
  options("size", "SIZE", "Размер"),
  { key: "price", kind: "PRICE", filterType: "PRICE", name: "Цена" },
  options("colorPallete", "COLOR_PALLETE", "Цвет"),
  options("sale", "SALE", "Скидка"),
  options("deliverySpeed", "DELIVERY_SPEED", "Срок доставки"),
  options("sex", "SEX", "Пол"),
  options("age", "AGE", "Возраст"),
  options("season", "SEASON", "Сезон"),
  options("material", "MATERIAL", "Материал"),
  options("fastening", "FASTENING", "Застёжка"),
];

export const LIST_FILTER_KEYS = LISTING_FILTERS.filter((filter) => filter.kind === "OPTIONS").map(
  (filter) => filter.key,
);
