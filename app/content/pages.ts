/**
 * The shop's own pages: address, heading (the <h1> and the <title>) and meta description.
 * Route modules take their heading from here and /sitemap lists them, so the two never differ.
 */
export interface PageInfo {
  path: string;
  title: string;
  description: string;
}

export const PAGES = {
  catalog: {
    path: "/catalog",
    title: "Каталог",
    description:
      "Каталог оригинальных кроссовок, одежды, обуви и аксессуаров с доставкой со склада в Москве и из Турции.",
  },
  search: {
    path: "/search",
    title: "Поиск",
    description: "Поиск по каталогу Meet Market: по названию модели, бренду или артикулу.",
  },
  blog: {
    path: "/blog",
    title: "Блог",
    description:
      "Статьи о кроссовках и стиле: как выбрать размер и беговую модель, ухаживать за обувью и отличить оригинал от подделки.",
  },
  cart: {
    path: "/cart",
    title: "Корзина",
    description: "Товары, которые вы выбрали в Meet Market.",
  },
  checkout: {
    path: "/checkout",
    title: "Оформление заказа",
    description: "Оформление заказа в Meet Market: получатель, доставка, оплата картой или СБП.",
  },
  favorites: {
    path: "/favorites",
    title: "Избранное",
    description: "Товары, которые вы отметили звёздочкой.",
  },
  account: {
    path: "/account",
    title: "Личный кабинет",
    description: "Заказы, бонусы, промокоды и личные данные покупателя Meet Market.",
  },
  accountOrders: {
    path: "/account/orders",
    title: "Мои заказы",
    description: "История заказов и статус каждого товара в пути.",
  },
  accountBonus: {
    path: "/account/bonus",
    title: "Бонусы",
    description: "Бонусный счёт, уровень в программе лояльности и история начислений.",
  },
  accountPromo: {
    path: "/account/promo",
    title: "Промокоды",
    description: "Ваши промокоды и условия их применения.",
  },
  auth: {
    path: "/auth",
    title: "Вход",
    description: "Вход в Meet Market по одноразовому коду из SMS или письма.",
  },
  enterCode: {
    path: "/enter-code",
    title: "Введите код",
    description: "Подтверждение входа в Meet Market одноразовым кодом.",
  },
  delivery: {
    path: "/delivery",
    title: "Доставка и оплата",
    description:
      "Доставка по России, в Беларусь, Казахстан и Армению: со склада в Москве за 1–3 дня, из Турции за 10–21 день. Пункты выдачи СДЭК и курьер, оплата картой или СБП.",
  },
  deliveryHowItWorks: {
    path: "/delivery/how-it-works",
    title: "Как работает доставка",
    description:
      "Путь заказа из Турции шаг за шагом: выкуп у поставщика, проверка, таможня, склад Meet Market в России и доставка. Что означает каждый статус.",
  },
  loyalty: {
    path: "/loyalty",
    title: "Программа лояльности",
    description:
      "Бонусы за каждую покупку: 1 бонус = 1 ₽, 5 000 бонусов за регистрацию, кешбэк и оплата бонусами растут с уровнем.",
  },
  faq: {
    path: "/info/faq",
    title: "Вопросы и ответы",
    description:
      "Ответы на частые вопросы: оригинальность, размер, сроки и стоимость доставки, оплата, возврат и обмен, бонусы и промокоды.",
  },
  contacts: {
    path: "/info/contacts",
    title: "Контакты",
    description:
      "Как связаться с Meet Market: телефон, электронная почта, часы работы поддержки и реквизиты.",
  },
  appsPromo: {
    path: "/info/appspromo",
    title: "Мобильное приложение",
    description:
      "Приложение Meet Market для iPhone и Android: 5 000 бонусов за регистрацию, статусы заказов в уведомлениях, избранное и корзина под рукой.",
  },
  partners: {
    path: "/info/partners",
    title: "Партнёрам",
    description:
      "Сотрудничество с Meet Market: поставщики, бренды, магазины, логистика, блогеры и корпоративные клиенты.",
  },
  madeToOrder: {
    path: "/tovar-pod-zakaz",
    title: "Товар под заказ",
    description:
      "Не нашли модель или размер в каталоге? Пришлите ссылку или фото — найдём у поставщиков в Турции и привезём под заказ.",
  },
  offer: {
    path: "/info/offer",
    title: "Оферта и условия продажи",
    description:
      "Документы Meet Market: публичная оферта, условия розничной продажи и политика обработки персональных данных.",
  },
  publicOffer: {
    path: "/info/offer/public-offer",
    title: "Публичная оферта",
    description:
      "Публичная оферта о продаже товаров дистанционным способом в интернет-магазине Meet Market.",
  },
  retailSale: {
    path: "/info/offer/retail-sale",
    title: "Условия розничной продажи",
    description:
      "Как Meet Market продаёт товары в розницу: информация о товаре, наличие, цены, заказ, доставка, получение, возврат и обмен.",
  },
  personalData: {
    path: "/info/offer/personal-data",
    title: "Политика обработки персональных данных",
    description:
      "Какие персональные данные обрабатывает Meet Market, зачем и на каком основании, сколько хранит и как реализовать свои права по 152-ФЗ.",
  },
  privacy: {
    path: "/privacy",
    title: "Политика конфиденциальности",
    description:
      "Коротко о том, какие данные собирает Meet Market, как их использует и защищает, и как управлять cookies.",
  },
  licence: {
    path: "/licence",
    title: "Лицензионное соглашение",
    description:
      "Условия использования материалов и программного обеспечения сайта и мобильного приложения Meet Market.",
  },
  sitemap: {
    path: "/sitemap",
    title: "Карта сайта",
    description: "Все разделы Meet Market на одной странице: каталог, блог, доставка, документы.",
  },
  mobileApp: {
    path: "/api/mobileapp",
    title: "Скачайте приложение Meet Market",
    description: "Приложение Meet Market в App Store, Google Play и RuStore.",
  },
} as const satisfies Record<string, PageInfo>;

export type PageKey = keyof typeof PAGES;

/** The static part of /sitemap, by section. */
export const SITEMAP_SECTIONS: readonly { title: string; pages: readonly PageKey[] }[] = [
  {
    title: "Покупателям",
    pages: [
      "delivery",
      "deliveryHowItWorks",
      "loyalty",
      "faq",
      "madeToOrder",
      "appsPromo",
      "contacts",
    ],
  },
  {
    title: "Покупки",
    pages: ["search", "favorites", "cart", "checkout"],
  },
  {
    title: "Личный кабинет",
    pages: ["auth", "account", "accountOrders", "accountBonus", "accountPromo"],
  },
  {
    title: "О нас",
    pages: ["blog", "partners"],
  },
  {
    title: "Документы",
    pages: ["offer", "publicOffer", "retailSale", "personalData", "privacy", "licence"],
  },
];

/** The three documents of /info/offer, in the order a buyer reads them. */
export const OFFER_DOCUMENTS = [
  "publicOffer",
  "retailSale",
  "personalData",
] as const satisfies readonly PageKey[];
