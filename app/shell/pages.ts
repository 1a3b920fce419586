/**
 * The shop's own pages: address and heading (the <h1> and the <title>). Route modules take their
 * heading from here and /sitemap lists them, so the two never differ. Every page's links need
 * these, so they are kept small: the meta descriptions live in ./page-descriptions.ts.
 */
export interface PageInfo {
  path: string;
  title: string;
}

export const PAGES = {
  catalogue: { path: "/catalog", title: "Каталог" },
  meetPrice: { path: "/catalog/meet-price", title: "Нашли дешевле?" },
  search: { path: "/search", title: "Поиск" },
  blog: { path: "/blog", title: "Блог" },
  cart: { path: "/cart", title: "Корзина" },
  checkout: { path: "/checkout", title: "Оформление заказа" },
  favourites: { path: "/favorites", title: "Избранное" },
  account: { path: "/account", title: "Личный кабинет" },
  accountOrders: { path: "/account/orders", title: "Мои заказы" },
  accountBonus: { path: "/account/bonus", title: "Бонусы" },
  accountPromo: { path: "/account/promo", title: "Промокоды" },
  accountAlerts: { path: "/account/alerts", title: "Уведомления о товарах" },
  auth: { path: "/auth", title: "Вход" },
  enterCode: { path: "/enter-code", title: "Введите код" },
  delivery: { path: "/delivery", title: "Доставка и оплата" },
  deliveryHowItWorks: { path: "/delivery/how-it-works", title: "Как работает доставка" },
  loyalty: { path: "/loyalty", title: "Программа лояльности" },
  faq: { path: "/info/faq", title: "Вопросы и ответы" },
  contacts: { path: "/info/contacts", title: "Контакты" },
  appsPromo: { path: "/info/appspromo", title: "Мобильное приложение" },
  partners: { path: "/info/partners", title: "Партнёрам" },
  madeToOrder: { path: "/tovar-pod-zakaz", title: "Товар под заказ" },
  offer: { path: "/info/offer", title: "Оферта и условия продажи" },
  publicOffer: { path: "/info/offer/public-offer", title: "Публичная оферта" },
  retailSale: { path: "/info/offer/retail-sale", title: "Условия розничной продажи" },
  personalData: {
    path: "/info/offer/personal-data",
    title: "Политика обработки персональных данных",
  },
  privacy: { path: "/privacy", title: "Политика конфиденциальности" },
  licence: { path: "/licence", title: "Лицензионное соглашение" },
  sitemap: { path: "/sitemap", title: "Карта сайта" },
  mobileApp: { path: "/api/mobileapp", title: "Скачайте приложение Meet Market" },
} as const satisfies Record<string, PageInfo>;

export type PageKey = keyof typeof PAGES;
