import type { CollectionSeed, PromoSelectionSeed } from "./types.ts";

/** The two product collections shown on the home page. */
export const collections: readonly CollectionSeed[] = [
  {
    slug: "BESTSELLERS",
    title: "Бестселлеры",
    description:
      "Модели, которые покупают чаще всего: проверенная классика и главные хиты сезона в наличии.",
  },
  {
    slug: "NEW_RELEASES",
    title: "Новинки",
    description:
      "Свежие поступления от Nike, adidas, New Balance и других брендов — первыми у вас.",
  },
];

/** Promotional selections for banners on the home page. */
export const promoSelections: readonly PromoSelectionSeed[] = [
  {
    title: "Скидки до 50%",
    slug: "skidki-do-50",
    description: "Кроссовки, худи и куртки со скидкой от 30 до 50% — пока есть ваш размер.",
  },
  {
    title: "Готовимся к зиме",
    slug: "gotovimsya-k-zime",
    description: "Пуховики, утеплённые ботинки, угги и шапки, чтобы встретить холода во всеоружии.",
  },
  {
    title: "Быстрая доставка из Москвы",
    slug: "bystraya-dostavka-iz-moskvy",
    description:
      "Товары со склада в Москве: отправляем в день заказа, доставка от одного до трёх дней.",
  },
];
