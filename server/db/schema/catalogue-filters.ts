/**
 * The catalogue's filters, each declared once (docs/catalogue.md#filters, decision
 * docs/decisions/038-catalogue-filters-declared-once.md): its key (the ProductFilterDto field,
 * the facet of DirectoryFilters and the storefront's URL parameter), its FilterType (how a
 * section names it), the heading a shopper reads, and how it reads a product (its `kind`).
 *
 * Everything else is made from this list: the GraphQL input and facets
 * (server/catalogue/filter-schema.ts), the SQL listing and facet counts (listing-service.ts,
 * facet-service.ts), the in-memory index (catalogue-snapshot.ts, catalogue-dense.ts,
 * catalogue-count.ts), the labels, the sections' filter lists of the seed, and, through the API's
 * `catalogueFilters` query, the storefront's URL selection and headings.
 *
 * A filter of kind "enum" is wholly generic: a product column of a PostgreSQL enum (or an array of
 * one, `many`), its values with their labels. Adding one is a declaration here with its enum and
 * column (productFilterColumns, which server/db/schema/products.ts spreads into the product
 * table), a migration and its data in the seed. The other kinds (a dictionary of the catalogue
 * looked up by slug, an item filter, the price) are read by code of their own in each engine.
 *
 * It lives with the database schema because the database's enums and columns are made from it,
 * and server/db is below every domain (server/catalogue reads it; it reads no domain).
 */
import { sql } from "drizzle-orm";
import { pgEnum } from "drizzle-orm/pg-core";
import { materialLabels } from "./enums.ts";

type Labels = Readonly<Record<string, string>>;

interface Common {
  /** The ProductFilterDto field, the DirectoryFilters facet and the URL parameter. */
  key: string;
  /** How a section lists it (directory_filter.filter_type). */
  filterType: string;
  /** The heading a shopper reads. */
  label: string;
}

/**
 * How a filter reads a product:
 * - "enum": a product column (`column`) of the PostgreSQL enum `pgType` (an array of it when
 *   `many`); its GraphQL enum `graphqlEnum`, its values and their labels `labels`;
 * - "category", "model": a product's id column looked up by slug (product_category, model);
 * - "brand", "colour": a link table looked up by slug (product_brand, product_color);
 * - "size", "deliverySpeed", "sale": a product matches when one of its available items does
 *   (with the other item filters and the price: listing-service.ts itemConditions);
 * - "price": the range `minPrice`…`maxPrice` in kopecks (the storefront's priceFrom/priceTo).
 */
export type CatalogueFilter = Common &
  (
    | {
        kind: "enum";
        column: string;
        pgType: string;
        many: boolean;
        graphqlEnum: string;
        labels: Labels;
      }
    | { kind: "category" | "model" | "brand" | "colour" | "size" | "price" }
    | { kind: "deliverySpeed" | "sale"; graphqlEnum: string; labels: Labels }
  );

export const seasonLabels = {
  AUTUMN: "Осень",
  AUTUMN_WINTER: "Осень–зима",
  SPRING: "Весна",
  SPRING_SUMMER: "Весна–лето",
  SUMMER: "Лето",
  WINTER: "Зима",
} as const;
export const sexLabels = {
  ANY: "Любой",
  FEMALE: "Женский",
  MALE: "Мужской",
  UNISEX: "Унисекс",
} as const;
export const ageLabels = { ADULT: "Взрослые", CHILDREN: "Детские" } as const;
export const deliverySpeedLabels = {
  FAST: "Быстрая доставка со склада в России",
  SLOW: "Доставка из Турции",
} as const;
export const saleLabels = {
  LESS_THAN_50: "Скидка до 50 %",
  MORE_THAN_50: "Скидка от 50 %",
} as const;

/** How a pair of shoes is fastened (the product page's «Застёжка» reads the same). */
export const fasteningLabels = {
  LACES: "Шнурки",
  VELCRO: "Липучки",
  ZIP: "Молния",
  BUCKLE: "Пряжка",
  SLIP_ON: "Без застёжки",
} as const;
export type Fastening = keyof typeof fasteningLabels;
export const fasteningValues = Object.keys(fasteningLabels) as [Fastening, ...Fastening[]];
export const fastening = pgEnum("fastening", fasteningValues);

/**
 * The product table's columns of the filters declared since decision 038
 * (server/db/schema/products.ts spreads them in): a new filter's column is written here, beside
 * its declaration.
 */
export const productFilterColumns = {
  fastenings: fastening("fastenings")
    .array()
    .notNull()
    .default(sql`'{}'`),
};

/** Every catalogue filter, in the order a section without its own order shows them. */
export const CATALOGUE_FILTERS = [
  { key: "categories", filterType: "CATEGORIES", label: "Категория", kind: "category" },
  { key: "brand", filterType: "BRAND", label: "Бренд", kind: "brand" },
  { key: "model", filterType: "MODEL", label: "Модель", kind: "model" },
  { key: "size", filterType: "SIZE", label: "Размер", kind: "size" },
  { key: "price", filterType: "PRICE", label: "Цена", kind: "price" },
  { key: "colorPallete", filterType: "COLOR_PALLETE", label: "Цвет", kind: "colour" },
  {
    key: "sale",
    filterType: "SALE",
    label: "Скидка",
    kind: "sale",
    graphqlEnum: "PriceBand",
    labels: saleLabels,
  },
  {
    key: "deliverySpeed",
    filterType: "DELIVERY_SPEED",
    label: "Срок доставки",
    kind: "deliverySpeed",
    graphqlEnum: "DeliverySpeed",
    labels: deliverySpeedLabels,
  },
  {
    key: "sex",
    filterType: "SEX",
    label: "Пол",
    kind: "enum",
    column: "sex",
    pgType: "sex",
    many: false,
    graphqlEnum: "Sex",
    labels: sexLabels,
  },
  {
    key: "age",
    filterType: "AGE",
    label: "Возраст",
    kind: "enum",
    column: "age",
    pgType: "age",
    many: false,
    graphqlEnum: "Age",
    labels: ageLabels,
  },
  {
    key: "season",
    filterType: "SEASON",
    label: "Сезон",
    kind: "enum",
    column: "seasons",
    pgType: "season",
    many: true,
    graphqlEnum: "Season",
    labels: seasonLabels,
  },
  {
    key: "material",
    filterType: "MATERIAL",
    label: "Материал",
    kind: "enum",
    column: "material",
    pgType: "material",
    many: true,
    graphqlEnum: "Material",
    labels: materialLabels,
  },
  {
    key: "fastening",
    filterType: "FASTENING",
    label: "Застёжка",
    kind: "enum",
    column: "fastenings",
    pgType: "fastening",
    many: true,
    graphqlEnum: "Fastening",
    labels: fasteningLabels,
  },
] as const satisfies readonly CatalogueFilter[];

export type CatalogueFilterDeclaration = (typeof CATALOGUE_FILTERS)[number];
export type FilterKey = CatalogueFilterDeclaration["key"];
export type FilterType = CatalogueFilterDeclaration["filterType"];
/** The filters of kind "enum", the generic ones. */
export type EnumFilter = Extract<CatalogueFilterDeclaration, { kind: "enum" }>;
export type EnumFilterKey = EnumFilter["key"];

/** filter_type's values as the first migration made them; later filters' come after, in order. */
const FIRST_FILTER_TYPES = [
  "CATEGORIES",
  "SEASON",
  "DELIVERY_SPEED",
  "SEX",
  "AGE",
  "BRAND",
  "MODEL",
  "COLOR_PALLETE",
  "SIZE",
  "MATERIAL",
  "SALE",
  "PRICE",
] as const satisfies readonly FilterType[];

export const filterTypeValues = [
  ...FIRST_FILTER_TYPES,
  ...CATALOGUE_FILTERS.map((filter) => filter.filterType).filter(
    (type) => !(FIRST_FILTER_TYPES as readonly string[]).includes(type),
  ),
] as [FilterType, ...FilterType[]];
export const filterType = pgEnum("filter_type", filterTypeValues);
