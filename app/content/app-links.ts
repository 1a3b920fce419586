/**
 * Where the mobile app is downloaded: used by the footer, /info/appspromo and the QR target
 * /api/mobileapp. Placeholders until the app is published — replace them with the real store
 * pages before launch.
 */
export const APP_STORE_URL = "https://apps.apple.com/ru/app/meet-market/id0000000000";
export const GOOGLE_PLAY_URL = "https://play.google.com/store/apps/details?id=ru.meetmarket.app";
export const RUSTORE_URL = "https://www.rustore.ru/catalog/app/ru.meetmarket.app";
