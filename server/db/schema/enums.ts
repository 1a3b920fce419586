/** The shop's PostgreSQL enums and the values they allow. */
import { pgEnum } from "drizzle-orm/pg-core";
import { REQUEST_STATES } from "../../../shared/request-states.ts";

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

/**
 * An item in one of these has reached the shopper: it earns cashback and counts as money spent
 * (docs/loyalty.md#cashback). Here, beside the values, because the orders domain (which moves
 * items) and the account's statistics (which count them) both read it.
 */
export const receivedOrderStatuses = [
  "DELIVERED",
  "DELIVERED_BY_YANDEX_DELIVERY_OR_COURIER",
] as const satisfies readonly (typeof orderStatusValues)[number][];

/**
 * An item in one of these was given back or never bought: it earns nothing and counts towards no
 * level (docs/loyalty.md#what-counts-towards-a-level). Here for the same reason as the received.
 */
export const undoneOrderStatuses = [
  "CANCEL_PURCHASE",
  "ISSUED_REFUND",
] as const satisfies readonly (typeof orderStatusValues)[number][];

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

/** The materials (docs/catalogue.md#enumerations); the label is what a shopper reads. */
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

export const reviewStateValues = ["PENDING", "PUBLISHED", "REJECTED"] as const;
export const reviewState = pgEnum("review_state", reviewStateValues);

/** Where a request of the site's forms is in the staff's queue (docs/back-office.md#отзывы-и-заявки). */
export const requestStateValues = REQUEST_STATES;
export const requestState = pgEnum("request_state", requestStateValues);

export const accessLevelValues = ["USER", "MANAGER", "ADMIN"] as const;
export const accessLevel = pgEnum("access_level", accessLevelValues);

export const registrationSourceValues = ["PHONE", "EMAIL", "APP"] as const;
export const registrationSource = pgEnum("registration_source", registrationSourceValues);

export const promoCodeKindValues = ["PERCENT", "FIXED"] as const;
export const promoCodeKind = pgEnum("promo_code_kind", promoCodeKindValues);

/** Why the shop issued a personal promo code (docs/cart.md#personal-promo-codes). */
export const promoCodeOccasionValues = ["REGISTRATION", "BIRTHDAY", "GIFT"] as const;
export const promoCodeOccasion = pgEnum("promo_code_occasion", promoCodeOccasionValues);

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

/** A staff member's role in the back office (docs/back-office.md#roles). */
export const staffRoleValues = ["OWNER", "MANAGER", "WAREHOUSE", "MODERATOR"] as const;
export const staffRole = pgEnum("staff_role", staffRoleValues);

/**
 * Whom a code is for: a shopper signing in, a staff member (docs/back-office.md#sign-in), or a
 * guest confirming the phone or e-mail an alert is to go to (docs/alerts.md#a-guests-contact).
 */
export const codePurposeValues = ["SHOPPER", "STAFF", "ALERT"] as const;
export const codePurpose = pgEnum("code_purpose", codePurposeValues);

/** What an alert waits for (docs/alerts.md): a size back on sale, or a lower price. */
export const stockAlertKindValues = ["BACK_IN_STOCK", "PRICE_DROP"] as const;
export const stockAlertKind = pgEnum("stock_alert_kind", stockAlertKindValues);
