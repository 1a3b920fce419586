/**
 * The whole shop's data model (spec §3), one Drizzle schema for PGlite and PostgreSQL.
 * Conventions: integer identity ids; every entity carries createdAt / updatedAt / deletedAt
 * (a row with deletedAt set is soft-deleted and never served); money is integer kopecks;
 * column names are snake_case, exposed in camelCase.
 */
import { getTableColumns, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// ─── Enums (spec §4 and §9) ─────────────────────────────────────────────────────────────────

export const orderStatusValues = [
  "ACCEPTED_IN_RUSSIA_STOCK_MEET",
  "ACCEPT_MEET_WAIT_PAID",
  "ARRANGED_EXCHANGE",
  "AWAITING_CALL",
  "AWAITING_PAY",
  "AWAITING_RESPONSE_FROM_SUPPLIER",
  "AWAITING_SENT_FROM_MEET",
  "CANCEL_PURCHASE",
  "CUSTOMS_CLEARANCE_IN_TURKEY",
  "CUSTOMS_CLEARANCE_IN_TURKEY_COMPLETED",
  "DELIVERED",
  "DELIVERED_BY_YANDEX_DELIVERY_OR_COURIER",
  "HANDED_OVER_FOR_DELIVERY",
  "ISSUED_REFUND",
  "PAID_READY_TO_SEND",
  "PURCHASED_FROM_SELLER",
  "SHIPPED_TO_RUSSIA_STOCK_MEET",
  "TRANSFERRED_FOR_DELIVERY_TO_RECIPIENT",
  "TRANSFERRED_TO_LOGISTICS_CENTER",
] as const;
export const orderStatus = pgEnum("order_status", orderStatusValues);

export const ageValues = ["ADULT", "CHILDREN"] as const;
export const age = pgEnum("age", ageValues);

export const deliverySpeedValues = ["FAST", "SLOW"] as const;
export const deliverySpeed = pgEnum("delivery_speed", deliverySpeedValues);

export const sexValues = ["ANY", "FEMALE", "MALE", "UNISEX"] as const;
export const sex = pgEnum("sex", sexValues);

export const seasonValues = [
  "AUTUMN",
  "AUTUMN_WINTER",
  "SPRING",
  "SPRING_SUMMER",
  "SUMMER",
  "WINTER",
] as const;
export const season = pgEnum("season", seasonValues);

export const collectionSlugValues = ["BESTSELLERS", "NEW_RELEASES"] as const;
export const collectionSlug = pgEnum("collection_slug", collectionSlugValues);

/** The sale filter's bands: a discount below or from 50 %. */
export const priceBandValues = ["LESS_THAN_50", "MORE_THAN_50"] as const;

export const supplierTypeValues = [
  "CONTRACTOR",
  "MEET_WAREHOUSE",
  "PRIVATE_SELLER",
  "TRADING_FLOOR",
] as const;
export const supplierType = pgEnum("supplier_type", supplierTypeValues);

/** Spec §9 materials; the label is what a shopper reads. */
export const materialLabels = {
  CANVAS: "Канвас",
  COMBINED: "Комбинированный",
  COTTON: "Хлопок",
  DENIM: "Деним",
  ECO_LEATHER: "Экокожа",
  FABRIC: "Ткань",
  FEATHER: "Перо",
  FLEECE: "Флис",
  LEATHER: "Кожа",
  MESH: "Сетка",
  METAL: "Металл",
  METALLIC_FIBERS: "Металлизированные волокна",
  MICROFIBER: "Микрофибра",
  NEOPRENE: "Неопрен",
  NUBUCK: "Нубук",
  NYLON: "Нейлон",
  PATENT_LEATHER: "Лакированная кожа",
  PLASTIC: "Пластик",
  POLYAMIDE: "Полиамид",
  POLYESTER: "Полиэстер",
  EVA: "EVA",
  POLYURETHANE: "Полиуретан",
  RUBBER: "Резина",
  SATIN: "Сатин",
  SPANDEX_ELASTANE: "Спандекс / эластан",
  SUEDE: "Замша",
  TEXTILE: "Текстиль",
  TPU: "TPU",
  VELOUR: "Велюр",
  WOOL: "Шерсть",
} as const;
export type Material = keyof typeof materialLabels;
export const materialValues = Object.keys(materialLabels) as [Material, ...Material[]];
export const material = pgEnum("material", materialValues);

/** Whether bonuses are earned on and may be spent for a product (item). */
export const bonusCalcStateValues = ["ENABLED", "CASHBACK_ONLY", "DISABLED"] as const;
export const bonusCalcState = pgEnum("bonus_calc_state", bonusCalcStateValues);

export const filterTypeValues = [
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
] as const;
export const filterType = pgEnum("filter_type", filterTypeValues);

export const reviewStateValues = ["PENDING", "PUBLISHED", "REJECTED"] as const;
export const reviewState = pgEnum("review_state", reviewStateValues);

export const accessLevelValues = ["USER", "MANAGER", "ADMIN"] as const;
export const accessLevel = pgEnum("access_level", accessLevelValues);

export const registrationSourceValues = ["PHONE", "EMAIL", "APP"] as const;
export const registrationSource = pgEnum("registration_source", registrationSourceValues);

export const promoCodeKindValues = ["PERCENT", "FIXED"] as const;
export const promoCodeKind = pgEnum("promo_code_kind", promoCodeKindValues);

export const paymentTypeValues = ["CARD_ONLINE", "SBP", "BONUSES_ONLY"] as const;
export const paymentType = pgEnum("payment_type", paymentTypeValues);

export const paymentStatusValues = ["PENDING", "SUCCEEDED", "CANCELED", "REFUNDED"] as const;
export const paymentStatus = pgEnum("payment_status", paymentStatusValues);

export const messageChannelValues = ["SMS", "EMAIL"] as const;
export const messageChannel = pgEnum("message_channel", messageChannelValues);

export const bonusReasonValues = [
  "REGISTRATION",
  "ORDER_CASHBACK",
  "ORDER_SPENT",
  "ORDER_REFUND",
  "MANUAL",
] as const;
export const bonusReason = pgEnum("bonus_reason", bonusReasonValues);

// ─── Shared columns ─────────────────────────────────────────────────────────────────────────

const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
};

/** Kopecks: integers, never negative. */
const money = (name: string) => integer(name).notNull().default(0);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export interface SeoTags {
  title: string;
  description: string;
  keywords: string;
}

// ─── Geography ──────────────────────────────────────────────────────────────────────────────

export const country = pgTable(
  "country",
  { id: id(), title: text("title").notNull(), alpha2: text("alpha2").notNull(), ...timestamps },
  (t) => [uniqueIndex("country_alpha2_key").on(t.alpha2)],
);

export const city = pgTable(
  "city",
  {
    id: id(),
    title: text("title").notNull(),
    countryId: integer("country_id")
      .notNull()
      .references(() => country.id),
    ...timestamps,
  },
  (t) => [
    index("city_country_idx").on(t.countryId),
    index("city_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

// ─── Loyalty and users ──────────────────────────────────────────────────────────────────────

export const loyaltyLevel = pgTable("loyalty_level", {
  id: id(),
  name: text("name").notNull(),
  /** Percent of a purchase returned as bonuses (cashback). */
  chargePercentage: smallint("charge_percentage").notNull(),
  /** Percent of a purchase that may be paid with bonuses. */
  chargeOffPercentage: smallint("charge_off_percentage").notNull(),
  /** Kopecks spent to reach the level. */
  requiredSpentAmount: money("required_spent_amount"),
  ...timestamps,
});

export const user = pgTable(
  "user",
  {
    id: id(),
    registrationSource: registrationSource("registration_source").notNull(),
    name: text("name"),
    surname: text("surname"),
    lastname: text("lastname"),
    avatarUrl: text("avatar_url"),
    sex: sex("sex"),
    /** +7XXXXXXXXXX */
    phone: text("phone"),
    email: text("email"),
    accessLevel: accessLevel("access_level").notNull().default("USER"),
    loyaltyLevelId: integer("loyalty_level_id").references(() => loyaltyLevel.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("user_phone_key")
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    uniqueIndex("user_email_key")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
  ],
);

/** 152-FZ: each consent to the processing of personal data, with its time, IP and text version. */
export const personalDataConsent = pgTable(
  "personal_data_consent",
  {
    id: id(),
    userId: integer("user_id").references(() => user.id),
    /** The phone or e-mail the consent was given for. */
    subject: text("subject").notNull(),
    textVersion: text("text_version").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("personal_data_consent_user_idx").on(t.userId)],
);

/** One-time sign-in codes: stored hashed, short-lived, with a bounded number of tries. */
export const authCode = pgTable(
  "auth_code",
  {
    id: id(),
    /** Normalised phone (+7…) or lower-case e-mail. */
    target: text("target").notNull(),
    channel: messageChannel("channel").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: smallint("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /** Who asked (IP / device fingerprint), for per-client cooldowns. */
    clientKey: text("client_key"),
    /** The asking client's IP, for a per-address hourly limit (a fingerprint is client-chosen). */
    ip: text("ip"),
    ...timestamps,
  },
  (t) => [
    index("auth_code_target_idx").on(t.target, t.createdAt),
    index("auth_code_client_idx").on(t.clientKey, t.createdAt),
    index("auth_code_ip_idx").on(t.ip, t.createdAt),
  ],
);

/** Refresh tokens, stored hashed; rotation keeps a family so a reused token revokes it. */
export const refreshToken = pgTable(
  "refresh_token",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id),
    tokenHash: text("token_hash").notNull(),
    familyId: uuid("family_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("refresh_token_hash_key").on(t.tokenHash),
    index("refresh_token_family_idx").on(t.familyId),
  ],
);

/** Messages the offline SMS and e-mail providers would have sent (visible to developers). */
export const outboxMessage = pgTable(
  "outbox_message",
  {
    id: id(),
    channel: messageChannel("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    ...timestamps,
  },
  (t) => [index("outbox_message_recipient_idx").on(t.recipient, t.createdAt)],
);

export const bonusTransaction = pgTable(
  "bonus_transaction",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id),
    /** Bonuses (1 bonus = 1 rouble); positive earned, negative spent. */
    amount: integer("amount").notNull(),
    reason: bonusReason("reason").notNull(),
    orderId: integer("order_id").references((): AnyPgColumn => order.id),
    ...timestamps,
  },
  (t) => [
    index("bonus_transaction_user_idx").on(t.userId),
    // The registration bonus is granted once per user, however often sign-up is retried.
    uniqueIndex("bonus_transaction_registration_key")
      .on(t.userId)
      .where(sql`${t.reason} = 'REGISTRATION'`),
  ],
);

export const address = pgTable(
  "address",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id),
    country: text("country").notNull(),
    countryId: integer("country_id").references(() => country.id),
    city: text("city").notNull(),
    cityId: integer("city_id").references(() => city.id),
    street: text("street").notNull(),
    house: text("house").notNull(),
    apartment: text("apartment"),
    building: text("building"),
    index: text("index"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    ...timestamps,
  },
  (t) => [index("address_user_idx").on(t.userId)],
);

// ─── Catalogue taxonomy ─────────────────────────────────────────────────────────────────────

/** A top-level section of the catalogue (spec §3 "Directory (category)"). */
export const directory = pgTable(
  "directory",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
    logoUrl: text("logo_url"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("directory_slug_live_key")
      .on(t.slug)
      .where(sql`${t.deletedAt} is null`),
    index("directory_position_idx").on(t.position),
  ],
);

/** Which filters a directory offers, in which order and under which name. */
export const directoryFilter = pgTable(
  "directory_filter",
  {
    id: id(),
    directoryId: integer("directory_id")
      .notNull()
      .references(() => directory.id),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    filterType: filterType("filter_type").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("directory_filter_key").on(t.directoryId, t.filterType)],
);

export const productCategory = pgTable(
  "product_category",
  {
    id: id(),
    directoryId: integer("directory_id")
      .notNull()
      .references(() => directory.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("product_category_slug_key").on(t.directoryId, t.slug)],
);

export const productType = pgTable(
  "product_type",
  {
    id: id(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => productCategory.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("product_type_slug_key").on(t.categoryId, t.slug)],
);

export const productSubType = pgTable(
  "product_sub_type",
  {
    id: id(),
    typeId: integer("type_id")
      .notNull()
      .references(() => productType.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("product_sub_type_slug_key").on(t.typeId, t.slug)],
);

export const brand = pgTable(
  "brand",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    positionScore: integer("position_score").notNull().default(0),
    logoUrl: text("logo_url"),
    description: text("description"),
    /** Other spellings shoppers type, e.g. Cyrillic «найк» for Nike. */
    aliases: text("aliases")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [uniqueIndex("brand_slug_key").on(t.slug)],
);

export const model = pgTable(
  "model",
  {
    id: id(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brand.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("model_slug_key").on(t.slug), index("model_brand_idx").on(t.brandId)],
);

export const color = pgTable(
  "color",
  {
    id: id(),
    name: text("name").notNull(),
    hex: text("hex").notNull(),
    slug: text("slug").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("color_slug_key").on(t.slug)],
);

export const sizeGrid = pgTable("size_grid", {
  id: id(),
  name: text("name").notNull(),
  sex: sex("sex").notNull(),
  ...timestamps,
});

/** A size a shopper picks ("42", "M", "ONE SIZE"), with its row in a size grid. */
export const size = pgTable(
  "size",
  {
    id: id(),
    name: text("name").notNull(),
    sizeGridId: integer("size_grid_id").references(() => sizeGrid.id),
    position: integer("position").notNull().default(0),
    eu: text("eu"),
    uk: text("uk"),
    us: text("us"),
    cm: text("cm"),
    height: text("height"),
    ...timestamps,
  },
  (t) => [index("size_grid_idx").on(t.sizeGridId, t.position)],
);

export const supplier = pgTable("supplier", {
  id: id(),
  name: text("name").notNull(),
  type: supplierType("type").notNull(),
  /** ISO country the goods ship from. */
  deliveryIsoCode: text("delivery_iso_code").notNull(),
  deliverySpeed: deliverySpeed("delivery_speed").notNull(),
  deliveryDaysMin: smallint("delivery_days_min").notNull(),
  deliveryDaysMax: smallint("delivery_days_max").notNull(),
  ...timestamps,
});

export const badge = pgTable("badge", {
  id: id(),
  title: text("title").notNull(),
  hexColor: text("hex_color").notNull(),
  hexBgColor: text("hex_bg_color").notNull(),
  hexBorderColor: text("hex_border_color").notNull(),
  logoUrl: text("logo_url"),
  ...timestamps,
});

// ─── Products ───────────────────────────────────────────────────────────────────────────────

export const product = pgTable(
  "product",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    skus: text("skus")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text("description"),
    aiName: text("ai_name"),
    aiDescription: text("ai_description"),
    active: boolean("active").notNull().default(true),
    /** Whether the 'Нашли дешевле?' price match is offered. */
    meetPrice: boolean("meet_price").notNull().default(false),
    sizeGuide: text("size_guide"),
    sizeGridId: integer("size_grid_id").references(() => sizeGrid.id),
    seasons: season("seasons")
      .array()
      .notNull()
      .default(sql`'{}'`),
    material: material("material")
      .array()
      .notNull()
      .default(sql`'{}'`),
    sex: sex("sex").notNull().default("UNISEX"),
    age: age("age").notNull().default("ADULT"),
    newArrival: boolean("new_arrival").notNull().default(false),
    unitSold: integer("unit_sold").notNull().default(0),
    bonusCalcState: bonusCalcState("bonus_calc_state").notNull().default("ENABLED"),
    /** Variants: a child product belongs to its parent. */
    parentId: integer("parent_id").references((): AnyPgColumn => product.id),
    modelId: integer("model_id").references(() => model.id),
    directoryId: integer("directory_id")
      .notNull()
      .references(() => directory.id),
    productCategoryId: integer("product_category_id").references(() => productCategory.id),
    productTypeId: integer("product_type_id").references(() => productType.id),
    productSubTypeId: integer("product_sub_type_id").references(() => productSubType.id),
    seoTags: jsonb("seo_tags").$type<SeoTags>(),
    /**
     * Denormalised from the cheapest live, unsold item: what the catalogue sorts and filters by.
     * Kept current by the code that changes items (null when nothing is for sale).
     */
    minPrice: integer("min_price"),
    maxSale: smallint("max_sale").notNull().default(0),
    /**
     * What is on sale, for facet counts (listing.ts countFacets): one key per distinct (size,
     * delivery speed, sale band) among the items a shopper can buy now (listing.ts
     * AVAILABLE_ITEM), `size_id * 100 + speed * 10 + band` (speed: 1-based position in the
     * delivery_speed enum; band: 0 no sale, 1 under 50 %, 2 from 50 %), ascending; with the
     * cheapest and dearest price of each key's items at the same positions. Empty when nothing
     * is for sale. Kept current by refreshProductDenormals.
     */
    offerKeys: integer("offer_keys")
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    offerMinPrices: integer("offer_min_prices")
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    offerMaxPrices: integer("offer_max_prices")
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** Full-text document (name, brand, model, category, colours) in the 'russian' config. */
    searchVector: tsvector("search_vector"),
    /** The same words, lower-cased and unaccented, for trigram and prefix matching. */
    searchText: text("search_text").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("product_slug_key").on(t.slug),
    index("product_listing_idx")
      .on(t.directoryId, t.productCategoryId)
      .where(sql`${t.deletedAt} is null and ${t.active}`),
    index("product_model_idx").on(t.modelId),
    index("product_type_idx").on(t.productTypeId),
    index("product_sub_type_idx").on(t.productSubTypeId),
    index("product_min_price_idx").on(t.minPrice),
    index("product_created_idx").on(t.createdAt),
    index("product_unit_sold_idx").on(t.unitSold),
    index("product_seasons_idx").using("gin", t.seasons),
    index("product_material_idx").using("gin", t.material),
    index("product_search_vector_idx").using("gin", t.searchVector),
    // Also product_search_cover_idx, (id) INCLUDE (search_vector, unit_sold, directory_id,
    // product_category_id) for live products: written by hand in migration 0003_search, as
    // drizzle cannot express INCLUDE (server/search reads it for broad queries).
    index("product_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // The columns of a listing by directory and category in any sort order (listing.ts), so
    // that it reads this narrow index instead of the wide product rows (index-only scans), in
    // price order within a directory (CHEAP_FIRST stops after a page). Rarer filters (model,
    // type, sex…) are left out: with them in, the planner scans this whole index for lookups
    // by model instead of using product_model_idx.
    index("product_listing_cover_idx")
      .on(t.directoryId, t.minPrice, t.productCategoryId, t.unitSold, t.maxSale, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.active}`),
  ],
);

/** What the API reads of a product: everything but the search document. */
export const productColumns = (() => {
  const { searchVector: _vector, searchText: _text, ...columns } = getTableColumns(product);
  return columns;
})();
export type ProductRow = { [K in keyof typeof productColumns]: (typeof product.$inferSelect)[K] };

export const productBrand = pgTable(
  "product_brand",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brand.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.brandId] }),
    index("product_brand_brand_idx").on(t.brandId),
  ],
);

export const productColor = pgTable(
  "product_color",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    colorId: integer("color_id")
      .notNull()
      .references(() => color.id),
    position: smallint("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.colorId] }),
    index("product_color_color_idx").on(t.colorId),
  ],
);

export const productBadge = pgTable(
  "product_badge",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    badgeId: integer("badge_id")
      .notNull()
      .references(() => badge.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.badgeId] })],
);

export const productImage = pgTable(
  "product_image",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    url: text("url").notNull(),
    alt: text("alt"),
    /** The lowest position is the picture shown first (and in the cart). */
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("product_image_product_idx").on(t.productId, t.position)],
);

export const productProperties = pgTable("product_properties", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => product.id),
  factoryDate: text("factory_date"),
  modelName: text("model_name"),
  material: text("material"),
  paddingMaterial: text("padding_material"),
  sole: text("sole"),
  additionalInfo: text("additional_info"),
  sex: text("sex"),
  seasons: text("seasons"),
  packaging: text("packaging"),
  fasteningType: text("fastening_type"),
  functionality: text("functionality"),
  toeStyle: text("toe_style"),
  shagHeight: text("shag_height"),
  heelType: text("heel_type"),
  ...timestamps,
});

/** One purchasable unit: a size of a product from a supplier, with its price details. */
export const productItem = pgTable(
  "product_item",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    sizeId: integer("size_id")
      .notNull()
      .references(() => size.id),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => supplier.id),
    deliveryIsoCode: text("delivery_iso_code").notNull(),
    deliverySpeed: deliverySpeed("delivery_speed").notNull(),
    active: boolean("active").notNull().default(true),
    isSold: boolean("is_sold").notNull().default(false),
    isReserved: boolean("is_reserved").notNull().default(false),
    price: money("price"),
    oldPrice: integer("old_price"),
    loyaltyPrice: integer("loyalty_price"),
    /** Bonuses earned when bought. */
    cashback: integer("cashback").notNull().default(0),
    /** Discount in percent against oldPrice. */
    sale: smallint("sale").notNull().default(0),
    bonusCalcState: bonusCalcState("bonus_calc_state").notNull().default("ENABLED"),
    ...timestamps,
  },
  (t) => [
    index("product_item_product_idx").on(t.productId),
    index("product_item_size_idx").on(t.sizeId),
    index("product_item_available_idx")
      .on(t.productId, t.price)
      .where(sql`${t.active} and not ${t.isSold} and ${t.deletedAt} is null`),
    // Items a shopper can buy (listing.ts AVAILABLE_ITEM) with what the item filters read:
    // by product, to check a product's items; by size, to start from the sizes chosen.
    index("product_item_offer_idx")
      .on(t.productId, t.sizeId, t.deliverySpeed, t.price, t.sale)
      .where(
        sql`${t.active} and not ${t.isSold} and not ${t.isReserved} and ${t.deletedAt} is null`,
      ),
    index("product_item_size_offer_idx")
      .on(t.sizeId, t.deliverySpeed, t.productId)
      .where(
        sql`${t.active} and not ${t.isSold} and not ${t.isReserved} and ${t.deletedAt} is null`,
      ),
    check("product_item_price_check", sql`${t.price} >= 0`),
  ],
);

// ─── Search ─────────────────────────────────────────────────────────────────────────────────

/**
 * The catalogue's vocabulary: every distinct word of the products' search text, against which
 * search corrects a shopper's typos (trigram similarity) before matching products. Derived
 * data, rebuilt by refreshProductDenormals.
 */
export const searchTerm = pgTable(
  "search_term",
  {
    /** Lower-cased, unaccented, as in product.search_text. */
    term: text("term").primaryKey(),
    /** Its lexeme in the 'russian' text search configuration; null for a stop word. */
    lexeme: text("lexeme"),
    /** Live products whose search text has the word. */
    products: integer("products").notNull().default(0),
  },
  (t) => [
    index("search_term_trgm_idx").using("gin", sql`${t.term} gin_trgm_ops`),
    index("search_term_lexeme_idx").on(t.lexeme),
  ],
);

// ─── Merchandising ──────────────────────────────────────────────────────────────────────────

export const collection = pgTable(
  "collection",
  {
    id: id(),
    title: text("title").notNull(),
    posterUrl: text("poster_url"),
    description: text("description"),
    slug: collectionSlug("slug").notNull(),
    active: boolean("active").notNull().default(true),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    finishAt: timestamp("finish_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("collection_slug_key")
      .on(t.slug)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const collectionProduct = pgTable(
  "collection_product",
  {
    collectionId: integer("collection_id")
      .notNull()
      .references(() => collection.id),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);

export const promoSelection = pgTable(
  "promo_selection",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    posterUrl: text("poster_url"),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex("promo_selection_slug_key").on(t.slug)],
);

export const promoSelectionProduct = pgTable(
  "promo_selection_product",
  {
    promoSelectionId: integer("promo_selection_id")
      .notNull()
      .references(() => promoSelection.id),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.promoSelectionId, t.productId] })],
);

export const promoCode = pgTable(
  "promo_code",
  {
    id: id(),
    code: text("code").notNull(),
    kind: promoCodeKind("kind").notNull(),
    /** Percent for PERCENT, kopecks for FIXED. */
    value: integer("value").notNull(),
    minOrderAmount: money("min_order_amount"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    active: boolean("active").notNull().default(true),
    description: text("description"),
    ...timestamps,
  },
  (t) => [uniqueIndex("promo_code_code_key").on(sql`upper(${t.code})`)],
);

// ─── Shopper state ──────────────────────────────────────────────────────────────────────────

export const favourite = pgTable(
  "favourite",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => user.id),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const cart = pgTable(
  "cart",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => user.id),
    promoCodeId: integer("promo_code_id").references(() => promoCode.id),
    /** Bonuses the shopper chose to spend on this cart. */
    bonusesToSpend: integer("bonuses_to_spend").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("cart_user_key").on(t.userId)],
);

export const cartItem = pgTable(
  "cart_item",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => cart.id),
    productItemId: integer("product_item_id")
      .notNull()
      .references(() => productItem.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productItemId] })],
);

export const review = pgTable(
  "review",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    userId: integer("user_id").references(() => user.id),
    /** Shown when the author has no name on file. */
    authorName: text("author_name"),
    rating: smallint("rating").notNull(),
    advantages: text("advantages"),
    disadvantages: text("disadvantages"),
    text: text("text"),
    state: reviewState("state").notNull().default("PENDING"),
    ...timestamps,
  },
  (t) => [
    index("review_product_idx").on(t.productId, t.state),
    check("review_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

export const reviewPhoto = pgTable(
  "review_photo",
  {
    id: id(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => review.id),
    url: text("url").notNull(),
    ...timestamps,
  },
  (t) => [index("review_photo_review_idx").on(t.reviewId)],
);

// ─── Delivery ───────────────────────────────────────────────────────────────────────────────

/** A pickup point of the delivery service (CDEK "PVZ"). */
export const pickupPoint = pgTable(
  "pickup_point",
  {
    id: id(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    uuid: uuid("uuid"),
    cityId: integer("city_id").references(() => city.id),
    cityUuid: text("city_uuid"),
    countryCode: text("country_code").notNull(),
    regionCode: integer("region_code"),
    region: text("region"),
    cityCode: integer("city_code"),
    city: text("city").notNull(),
    postalCode: text("postal_code"),
    longitude: doublePrecision("longitude").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    address: text("address").notNull(),
    addressFull: text("address_full").notNull(),
    addressComment: text("address_comment"),
    phones: jsonb("phones").$type<{ number: string; additional?: string }[]>(),
    email: text("email"),
    officeImageList: jsonb("office_image_list").$type<{ url: string }[]>(),
    workTime: text("work_time"),
    isDressingRoom: boolean("is_dressing_room").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("pickup_point_code_key").on(t.code),
    index("pickup_point_city_idx").on(t.cityId),
  ],
);

/** The offline delivery provider's tariffs: price and days to a city (or anywhere, cityId null). */
export const deliveryTariff = pgTable(
  "delivery_tariff",
  {
    id: id(),
    cityId: integer("city_id").references(() => city.id),
    /** PVZ (pickup point) or ADDRESS (courier). */
    kind: text("kind").notNull(),
    price: money("price"),
    daysMin: smallint("days_min").notNull(),
    daysMax: smallint("days_max").notNull(),
    ...timestamps,
  },
  (t) => [index("delivery_tariff_city_idx").on(t.cityId, t.kind)],
);

// ─── Orders ─────────────────────────────────────────────────────────────────────────────────

export interface AddressSnapshot {
  country: string;
  city: string;
  street: string;
  house: string;
  apartment?: string | null;
  building?: string | null;
  index?: string | null;
}

export interface PickupSnapshot {
  code: string;
  country_code: string;
  region_code?: number | null;
  region?: string | null;
  city_code?: number | null;
  city: string;
  postal_code?: string | null;
  longitude: number;
  latitude: number;
  address: string;
  address_full: string;
}

export const order = pgTable(
  "order",
  {
    id: id(),
    uuid: uuid("uuid").notNull().defaultRandom(),
    userId: integer("user_id").references(() => user.id),
    status: orderStatus("status").notNull().default("AWAITING_PAY"),
    name: text("name").notNull(),
    surname: text("surname"),
    lastname: text("lastname"),
    phone: text("phone").notNull(),
    email: text("email"),
    /** Bonuses spent (1 bonus = 1 rouble = 100 kopecks). */
    paidByBonuses: integer("paid_by_bonuses").notNull().default(0),
    /** Bonuses earned. */
    cashback: integer("cashback").notNull().default(0),
    totalPrice: money("total_price"),
    deliveryPrice: money("delivery_price"),
    discountValue: money("discount_value"),
    paid: boolean("paid").notNull().default(false),
    paymentType: paymentType("payment_type").notNull().default("CARD_ONLINE"),
    comment: text("comment"),
    addressDelivery: jsonb("address_delivery").$type<AddressSnapshot>(),
    cdekDelivery: jsonb("cdek_delivery").$type<PickupSnapshot>(),
    promoCodeId: integer("promo_code_id").references(() => promoCode.id),
    idempotencyKey: text("idempotency_key"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("order_uuid_key").on(t.uuid),
    uniqueIndex("order_idempotency_key").on(t.idempotencyKey),
    index("order_user_idx").on(t.userId, t.createdAt),
  ],
);

export const orderProductItem = pgTable(
  "order_product_item",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => order.id),
    productItemId: integer("product_item_id")
      .notNull()
      .references(() => productItem.id),
    status: orderStatus("status").notNull().default("AWAITING_PAY"),
    estimatedDeliveryDate: date("estimated_delivery_date", { mode: "string" }),
    soldPrice: money("sold_price"),
    trackCode: text("track_code"),
    cdekWaybillId: text("cdek_waybill_id"),
    ...timestamps,
  },
  (t) => [
    index("order_product_item_order_idx").on(t.orderId),
    index("order_product_item_item_idx").on(t.productItemId),
    index("order_product_item_created_idx").on(t.createdAt),
  ],
);

export const orderItemStatusHistory = pgTable(
  "order_item_status_history",
  {
    id: id(),
    orderProductItemId: integer("order_product_item_id")
      .notNull()
      .references(() => orderProductItem.id),
    status: orderStatus("status").notNull(),
    previousStatus: orderStatus("previous_status"),
    ...timestamps,
  },
  (t) => [index("order_item_status_history_item_idx").on(t.orderProductItemId, t.createdAt)],
);

export const payment = pgTable(
  "payment",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => order.id),
    provider: text("provider").notNull(),
    externalId: text("external_id"),
    status: paymentStatus("status").notNull().default("PENDING"),
    amount: money("amount"),
    confirmationUrl: text("confirmation_url"),
    ...timestamps,
  },
  (t) => [
    index("payment_order_idx").on(t.orderId),
    uniqueIndex("payment_external_key").on(t.provider, t.externalId),
  ],
);

// ─── Content and requests ───────────────────────────────────────────────────────────────────

export const blog = pgTable(
  "blog",
  {
    id: id(),
    posterUrl: text("poster_url"),
    title: text("title").notNull(),
    description: text("description"),
    slug: text("slug").notNull(),
    /** The source text of the article. */
    article: text("article"),
    /** Sanitised HTML rendered from the article. */
    html: text("html").notNull().default(""),
    seoTags: jsonb("seo_tags").$type<SeoTags>(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("blog_slug_key")
      .on(t.slug)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const urlMetadata = pgTable(
  "url_metadata",
  {
    id: id(),
    url: text("url").notNull(),
    name: text("name"),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    keywords: text("keywords").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("url_metadata_url_key")
      .on(t.url)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** 'Нашли дешевле?': a shopper shows a lower price elsewhere. */
export const priceRequest = pgTable("price_request", {
  id: id(),
  phone: text("phone").notNull(),
  userId: integer("user_id").references(() => user.id),
  productId: integer("product_id").references(() => product.id),
  imageUrls: text("image_urls")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  text: text("text"),
  ...timestamps,
});

/** A business partner's request to cooperate. */
export const cooperativeRequest = pgTable("cooperative_request", {
  id: id(),
  companyName: text("company_name").notNull(),
  companyType: text("company_type"),
  fullName: text("full_name").notNull(),
  inn: text("inn"),
  email: text("email"),
  phone: text("phone").notNull(),
  description: text("description"),
  ...timestamps,
});

/** A made-to-order request (/tovar-pod-zakaz). */
export const orderRequest = pgTable("order_request", {
  id: id(),
  userId: integer("user_id").references(() => user.id),
  name: text("name"),
  phone: text("phone").notNull(),
  text: text("text").notNull(),
  imageUrls: text("image_urls")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ...timestamps,
});
