/**
 * The seller's details as every page and legal document shows them.
 *
 * PLACEHOLDERS: the legal entity, registration numbers, addresses, phone and e-mail below are
 * invented for the demo shop (the e-mail domain is the reserved `.example`). Replace them with
 * the real company's details before launch; nothing here refers to a real organisation.
 */
export const COMPANY = {
  brand: "Meet Market",
  legalName: "Общество с ограниченной ответственностью «Мит Маркет»",
  shortName: "ООО «Мит Маркет»",
  inn: "7700000000",
  kpp: "770001001",
  ogrn: "1207700000000",
  legalAddress: "123112, г. Москва, ул. Примерная, д. 1, офис 101",
  postalAddress: "123112, г. Москва, ул. Примерная, д. 1, офис 101",
  stockAddress: "г. Москва, ул. Складская, д. 7 (приём и отправка заказов, без самовывоза)",
  bank: {
    name: "АО «Пример Банк», г. Москва",
    account: "40702810000000000000",
    correspondentAccount: "30101810000000000000",
    bik: "044500000",
  },
  phone: { display: "8 800 000-00-00", href: "tel:+78000000000" },
  email: "support@meet-market.example",
  privacyEmail: "privacy@meet-market.example",
  partnersEmail: "partners@meet-market.example",
  site: "meet-market.example",
  hours: "ежедневно с 9:00 до 21:00 по московскому времени",
} as const;

/** The edition date shown on the legal documents; bump it with every change of their text. */
export const LEGAL_EDITION = "1 февраля 2026 г.";

/**
 * Promises repeated on several pages; one place so they never disagree. The delivery days are
 * the demo's suppliers and tariffs in general words; an item's own window is the shop API's
 * (docs/checkout.md#delivery-window), and the pages say that one is the exact one.
 */
export const SHOP_FACTS = {
  registrationBonus: "5\u00a0000",
  bonusRate: "1\u00a0бонус\u00a0=\u00a01\u00a0₽",
  /** From the Moscow stock to a shopper in Moscow. */
  stockDeliveryDays: "1–3 дня",
  /** From a supplier in Turkey to the Moscow stock; the way across Russia comes on top. */
  turkeyDeliveryDays: "10–21 день",
  /** The same by a supplier's express line. */
  turkeyExpressDays: "5–9 дней",
  returnDays: 7,
} as const;
