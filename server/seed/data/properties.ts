import type { CategorySlug, SubTypeSlug, TypeSlug } from "./directories.ts";
import type { Material, SpecificationPhrases } from "./types.ts";

/**
 * What a product's «Характеристики» table may say, by the kind of goods it is: each type of the
 * catalogue tree (./directories.ts) has its own phrases, and a subtype may narrow them (a low
 * sneaker is never «выше щиколотки», a Chelsea boot has no laces). The generator
 * (server/seed/products.ts) picks one phrase of each list, so a phrase belongs in a list only
 * when it is true of every product of that type or subtype (docs/catalogue.md#demo-catalogue).
 */

const ORIGINAL = ["Оригинал. Проверен перед отправкой", "Товар из официальной поставки"];
const PHOTO_COLOUR = "Цвет может незначительно отличаться от фото";

/** Shoes: how a size fits is the size guide's to say, never these notes'. */
const SHOE_NOTES = [...ORIGINAL, PHOTO_COLOUR, "Стелька съёмная"];
const SUEDE_SHOE_NOTES = [...SHOE_NOTES, "Не стирать в машине — только ручная чистка"];
const RUBBER_SHOE_NOTES = [...ORIGINAL, PHOTO_COLOUR, "Можно мыть тёплой водой"];
const GARMENT_NOTES = [...ORIGINAL, PHOTO_COLOUR, "Можно стирать при 30 °C"];
const ACCESSORY_NOTES = [...ORIGINAL, PHOTO_COLOUR];

const LACED_SHOE_BOX = ["Фирменная коробка", "Фирменная коробка, бумага, запасные шнурки"];
const SHOE_BOX = ["Фирменная коробка"];
const BOOT_BOX = ["Фирменная коробка", "Пыльник и фирменная коробка"];
const SLIDE_PACKAGING = ["Фирменная коробка", "Картонная бирка без коробки"];
const GARMENT_BAG = ["Фирменный пакет", "Пакет с зип-замком"];
const ACCESSORY_PACKAGING = ["Фирменный пакет", "Картонная бирка без коробки"];

const LOW = ["Низкое, ниже щиколотки"];
const MID = ["Среднее, до щиколотки"];
const HIGH = ["Высокое, выше щиколотки"];

const SNEAKER_LINING = ["Текстиль", "Сетка", "Натуральная кожа"];
/** A sneaker's sole is rubber; foam only where the model is made with EVA. */
const SNEAKER_SOLE = ["Резина", "Литая резина"];
const FOAM_SOLE = ["Вспененный EVA с резиновыми вставками"];
const TREAD_SOLE = ["Литая резина с протектором", "Резина с глубоким протектором"];

const lifestyleSneakers: SpecificationPhrases = {
  sole: SNEAKER_SOLE,
  soleByMaterial: { EVA: FOAM_SOLE },
  paddingMaterial: SNEAKER_LINING,
  packaging: LACED_SHOE_BOX,
  fasteningType: ["Шнурки"],
  functionality: ["Для ежедневной носки", "Дышащий верх", "Амортизация", "Лёгкий вес"],
  toeStyle: ["Круглый"],
  heelType: ["Плоская подошва", "Утолщённая пятка"],
  shagHeight: LOW,
  additionalInfo: SUEDE_SHOE_NOTES,
};

const classicKedy: SpecificationPhrases = {
  sole: ["Резина"],
  paddingMaterial: ["Текстиль"],
  packaging: LACED_SHOE_BOX,
  fasteningType: ["Шнурки"],
  functionality: ["Для ежедневной носки", "Лёгкий вес"],
  toeStyle: ["Круглый", "Усиленный резиной"],
  heelType: ["Плоская подошва"],
  shagHeight: LOW,
  additionalInfo: SHOE_NOTES,
};

const clogs: SpecificationPhrases = {
  sole: ["Вспененный EVA"],
  paddingMaterial: ["Без подкладки"],
  packaging: SLIDE_PACKAGING,
  fasteningType: ["Без застёжки"],
  functionality: ["Лёгкий вес", "Быстро сохнет"],
  toeStyle: ["Закрытый"],
  heelType: ["Плоская подошва"],
  shagHeight: LOW,
  additionalInfo: RUBBER_SHOE_NOTES,
};

const tops: SpecificationPhrases = {
  paddingMaterial: ["Без подкладки"],
  packaging: GARMENT_BAG,
  functionality: ["Для ежедневной носки", "Дышащий материал"],
  additionalInfo: GARMENT_NOTES,
};

const jeans: SpecificationPhrases = {
  paddingMaterial: ["Без подкладки"],
  packaging: GARMENT_BAG,
  functionality: ["Для ежедневной носки"],
  additionalInfo: GARMENT_NOTES,
};

/** Every type of the catalogue tree, with what is true of all its goods. */
export const specificationsByType: Record<TypeSlug, SpecificationPhrases> = {
  lifestyle: lifestyleSneakers,
  running: {
    sole: ["Вспененный EVA с резиновыми вставками", "Пена с резиновым протектором"],
    paddingMaterial: ["Сетка", "Текстиль"],
    packaging: LACED_SHOE_BOX,
    fasteningType: ["Шнурки"],
    functionality: ["Амортизация", "Лёгкий вес", "Дышащий верх"],
    toeStyle: ["Круглый"],
    heelType: ["Перепад с пятки на носок 8 мм", "Перепад с пятки на носок 10 мм"],
    shagHeight: LOW,
    additionalInfo: SHOE_NOTES,
  },
  basketball: {
    sole: ["Литая резина с протектором", "Резина"],
    paddingMaterial: ["Текстиль", "Сетка"],
    packaging: LACED_SHOE_BOX,
    fasteningType: ["Шнурки"],
    functionality: ["Амортизация", "Поддержка стопы"],
    toeStyle: ["Круглый"],
    heelType: ["Утолщённая пятка"],
    shagHeight: LOW,
    additionalInfo: SHOE_NOTES,
  },
  trail: {
    sole: TREAD_SOLE,
    paddingMaterial: ["Сетка", "Текстиль"],
    packaging: LACED_SHOE_BOX,
    fasteningType: ["Шнурки", "Быстрая шнуровка"],
    functionality: ["Поддержка стопы", "Амортизация", "Водоотталкивающая пропитка"],
    toeStyle: ["Закруглённый, с защитным мысом", "Усиленный резиной"],
    heelType: ["Перепад с пятки на носок 8 мм", "Перепад с пятки на носок 10 мм"],
    shagHeight: LOW,
    additionalInfo: SHOE_NOTES,
  },
  "classic-kedy": classicKedy,
  skate: {
    ...classicKedy,
    sole: ["Вулканизированная резина", "Вафельная резиновая подошва"],
    toeStyle: ["Круглый"],
    additionalInfo: SUEDE_SHOE_NOTES,
  },
  "casual-boots": {
    sole: ["Полиуретан", "Литая резина с протектором"],
    paddingMaterial: ["Натуральная кожа", "Текстиль"],
    packaging: BOOT_BOX,
    fasteningType: ["Шнурки"],
    functionality: ["Для ежедневной носки", "Водоотталкивающая пропитка"],
    toeStyle: ["Круглый"],
    heelType: ["Низкий каблук"],
    shagHeight: [...HIGH, "Голенище 15 см"],
    additionalInfo: SUEDE_SHOE_NOTES,
  },
  "winter-boots": {
    sole: ["Вспененный EVA с резиновыми вставками", "Литая резина с протектором"],
    paddingMaterial: ["Искусственный мех", "Синтепон"],
    packaging: BOOT_BOX,
    fasteningType: ["Шнурки", "Молния"],
    functionality: ["Сохраняет тепло"],
    toeStyle: ["Круглый"],
    heelType: ["Без каблука"],
    shagHeight: [...MID, ...HIGH],
    additionalInfo: SUEDE_SHOE_NOTES,
  },
  "hiking-boots": {
    sole: TREAD_SOLE,
    paddingMaterial: ["Текстиль с мембраной"],
    packaging: LACED_SHOE_BOX,
    fasteningType: ["Шнурки"],
    functionality: ["Водонепроницаемая мембрана", "Поддержка стопы"],
    toeStyle: ["Закруглённый, с защитным мысом"],
    heelType: ["Утолщённая пятка"],
    shagHeight: [...MID, ...HIGH],
    additionalInfo: SUEDE_SHOE_NOTES,
  },
  sandals: {
    sole: ["Литая резина с протектором", "Вспененный EVA"],
    paddingMaterial: ["Без подкладки"],
    packaging: SLIDE_PACKAGING,
    fasteningType: ["Липучки"],
    functionality: ["Быстро сохнет", "Лёгкий вес"],
    toeStyle: ["Открытый"],
    heelType: ["Плоская подошва"],
    shagHeight: LOW,
    additionalInfo: RUBBER_SHOE_NOTES,
  },
  slides: {
    sole: ["Вспененный EVA"],
    paddingMaterial: ["Без подкладки"],
    packaging: SLIDE_PACKAGING,
    fasteningType: ["Без застёжки"],
    functionality: ["Быстро сохнет", "Лёгкий вес"],
    toeStyle: ["Открытый"],
    heelType: ["Плоская подошва"],
    shagHeight: LOW,
    additionalInfo: RUBBER_SHOE_NOTES,
  },
  clogs,
  // Children's shoes may close with Velcro: no spare laces in their box.
  "kids-sneakers": {
    ...lifestyleSneakers,
    packaging: SHOE_BOX,
    fasteningType: ["Шнурки", "Липучки"],
    heelType: ["Плоская подошва"],
  },
  "kids-kedy": { ...classicKedy, packaging: SHOE_BOX, fasteningType: ["Шнурки", "Липучки"] },
  "kids-sandals": clogs,

  tshirts: tops,
  longsleeves: tops,
  polo: tops,
  hoodies: {
    paddingMaterial: ["Без подкладки"],
    paddingByMaterial: { FLEECE: ["Флис (начёс)"] },
    packaging: GARMENT_BAG,
    functionality: ["Сохраняет тепло", "Для ежедневной носки"],
    additionalInfo: GARMENT_NOTES,
  },
  sweatshirts: {
    paddingMaterial: ["Без подкладки"],
    paddingByMaterial: { FLEECE: ["Флис (начёс)"] },
    packaging: GARMENT_BAG,
    functionality: ["Сохраняет тепло", "Для ежедневной носки"],
    additionalInfo: GARMENT_NOTES,
  },
  "track-tops": {
    paddingMaterial: ["Без подкладки"],
    packaging: GARMENT_BAG,
    functionality: ["Для ежедневной носки", "Для спорта"],
    additionalInfo: GARMENT_NOTES,
  },
  "down-jackets": {
    paddingMaterial: ["Синтепон"],
    paddingByMaterial: { FEATHER: ["Пух и перо 80/20"] },
    packaging: GARMENT_BAG,
    functionality: ["Сохраняет тепло", "Водоотталкивающая пропитка"],
    additionalInfo: [...ACCESSORY_NOTES, "Деликатная стирка при 30 °C"],
  },
  windbreakers: {
    paddingMaterial: ["Сетка", "Без подкладки"],
    packaging: GARMENT_BAG,
    functionality: ["Защита от ветра", "Водоотталкивающая пропитка", "Лёгкий вес"],
    additionalInfo: GARMENT_NOTES,
  },
  overshirts: {
    paddingMaterial: ["Без подкладки"],
    packaging: GARMENT_BAG,
    functionality: ["Для ежедневной носки"],
    additionalInfo: GARMENT_NOTES,
  },
  "fleece-jackets": {
    paddingMaterial: ["Без подкладки"],
    packaging: GARMENT_BAG,
    functionality: ["Сохраняет тепло", "Быстро сохнет"],
    additionalInfo: GARMENT_NOTES,
  },
  sweatpants: {
    paddingMaterial: ["Без подкладки"],
    paddingByMaterial: { FLEECE: ["Флис (начёс)"] },
    packaging: GARMENT_BAG,
    functionality: ["Для ежедневной носки", "Для спорта"],
    additionalInfo: GARMENT_NOTES,
  },
  "work-pants": {
    paddingMaterial: ["Без подкладки"],
    packaging: GARMENT_BAG,
    functionality: ["Износостойкая ткань", "Для ежедневной носки"],
    additionalInfo: GARMENT_NOTES,
  },
  "straight-jeans": jeans,
  "slim-jeans": jeans,
  "loose-jeans": jeans,
  "sport-shorts": {
    paddingMaterial: ["Без подкладки"],
    packaging: GARMENT_BAG,
    functionality: ["Быстро сохнет", "Отводит влагу", "Лёгкий вес"],
    additionalInfo: GARMENT_NOTES,
  },
  "casual-shorts": {
    paddingMaterial: ["Без подкладки"],
    packaging: GARMENT_BAG,
    functionality: ["Для ежедневной носки"],
    additionalInfo: GARMENT_NOTES,
  },

  backpacks: {
    paddingMaterial: ["Текстиль"],
    packaging: ACCESSORY_PACKAGING,
    functionality: ["Для ежедневной носки", "Водоотталкивающая пропитка"],
    additionalInfo: ACCESSORY_NOTES,
  },
  bags: {
    paddingMaterial: ["Текстиль", "Без подкладки"],
    packaging: ACCESSORY_PACKAGING,
    functionality: ["Для ежедневной носки"],
    additionalInfo: ACCESSORY_NOTES,
  },
  caps: {
    paddingMaterial: ["Без подкладки"],
    packaging: ACCESSORY_PACKAGING,
    functionality: ["Защита от солнца"],
    additionalInfo: ACCESSORY_NOTES,
  },
  beanies: {
    paddingMaterial: ["Без подкладки"],
    packaging: ACCESSORY_PACKAGING,
    functionality: ["Сохраняет тепло"],
    additionalInfo: ACCESSORY_NOTES,
  },
  // Socks have no lining to speak of: the table leaves the row out.
  socks: {
    paddingMaterial: [null],
    packaging: ["Картонная бирка без коробки"],
    functionality: ["Отводит влагу", "Для ежедневной носки"],
    additionalInfo: GARMENT_NOTES,
  },
};

/** Where a subtype says more than its type. */
export const specificationsBySubType: Partial<Record<SubTypeSlug, Partial<SpecificationPhrases>>> =
  {
    mid: { shagHeight: MID },
    high: { shagHeight: HIGH },
    platform: { heelType: ["Платформа"] },
    "stability-running": { functionality: ["Поддержка стопы", "Амортизация"] },
    "basketball-high": { shagHeight: HIGH },
    "kedy-high": { shagHeight: HIGH },
    "kedy-platform": { shagHeight: HIGH, heelType: ["Платформа"] },
    "skate-high": { shagHeight: HIGH },
    "slip-on": { fasteningType: ["Без застёжки", "Эластичные вставки"], packaging: SHOE_BOX },
    "chelsea-boots": {
      fasteningType: ["Эластичные вставки"],
      shagHeight: HIGH,
      packaging: BOOT_BOX,
    },
    "platform-boots": { fasteningType: ["Шнурки и молния"], heelType: ["Платформа"] },
    "sheepskin-boots": {
      paddingMaterial: ["Натуральная овчина"],
      fasteningType: ["Без застёжки"],
      packaging: SHOE_BOX,
    },
    "cork-sandals": {
      sole: ["Пробка и латекс, подмётка из EVA"],
      fasteningType: ["Пряжка"],
      functionality: ["Для ежедневной носки", "Анатомическая стелька"],
    },
    "recovery-slides": { functionality: ["Амортизация", "Лёгкий вес"] },
    "lined-clogs": { paddingMaterial: ["Искусственный мех"], functionality: ["Сохраняет тепло"] },
    "running-shorts": { paddingMaterial: ["Сетка"] },
    "work-jackets": { paddingMaterial: ["Текстиль"], functionality: ["Износостойкая ткань"] },
    "duffel-bags": { functionality: ["Водоотталкивающая пропитка"] },
    "waist-bags": { paddingMaterial: ["Без подкладки"] },
  };

/**
 * A model seeded into a category that lacks its type takes the type that fits it there, and the
 * subtype that fits within (an Air Force 1 among children's shoes is a children's sneaker, never
 * a children's clog); without an entry the generator picks one of the category's own.
 */
export const typeEquivalents: Partial<Record<TypeSlug, Partial<Record<CategorySlug, TypeSlug>>>> = {
  lifestyle: { kedy: "classic-kedy", "detskaya-obuv": "kids-sneakers" },
  "classic-kedy": { "detskaya-obuv": "kids-kedy" },
  clogs: { "detskaya-obuv": "kids-sandals" },
};

/** The subtype a model's own subtype becomes in another category's type. */
export const subTypeEquivalents: Partial<Record<SubTypeSlug, SubTypeSlug>> = {
  low: "kedy-low",
  mid: "kedy-high",
  high: "kedy-high",
};

/**
 * What a model is made of that is not what a shopper reads as its material: the sole of a shoe
 * (its own row) and a jacket's filling (its lining's).
 */
export const notTheOuterMaterial: readonly Material[] = ["RUBBER", "EVA", "FEATHER"];
