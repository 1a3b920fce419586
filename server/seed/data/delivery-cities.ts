/**
 * Where the offline delivery provider delivers (docs/checkout.md#offline-delivery): each demo city
 * outside Turkey with its centre (latitude, longitude), its postal code and how far it is from the
 * shop's stock in Moscow, which sets its tariff zone. Turkey is where goods come from, not where
 * the shop delivers.
 */
export interface DeliveryCitySeed {
  city: string;
  countryCode: "RU" | "BY" | "KZ" | "AM";
  lat: number;
  lon: number;
  postalCode: string;
  /** 0 Moscow and its region, 1 near, 2 far, 3 very far (Siberia, the Far East, abroad). */
  zone: 0 | 1 | 2 | 3;
}

const ru = (city: string, lat: number, lon: number, postalCode: string, zone: 0 | 1 | 2 | 3) =>
  ({ city, countryCode: "RU", lat, lon, postalCode, zone }) as const;

export const deliveryCities: readonly DeliveryCitySeed[] = [
  ru("Москва", 55.7558, 37.6173, "101000", 0),
  ru("Санкт-Петербург", 59.9343, 30.3351, "190000", 1),
  ru("Новосибирск", 55.0084, 82.9357, "630000", 3),
  ru("Екатеринбург", 56.8389, 60.6057, "620000", 2),
  ru("Казань", 55.7961, 49.1064, "420000", 1),
  ru("Нижний Новгород", 56.3269, 44.0059, "603000", 1),
  ru("Красноярск", 56.0153, 92.8932, "660000", 3),
  ru("Челябинск", 55.1644, 61.4368, "454000", 2),
  ru("Самара", 53.1959, 50.1002, "443000", 1),
  ru("Уфа", 54.7388, 55.9721, "450000", 2),
  ru("Ростов-на-Дону", 47.2357, 39.7015, "344000", 1),
  ru("Краснодар", 45.0355, 38.9753, "350000", 1),
  ru("Омск", 54.9885, 73.3242, "644000", 3),
  ru("Воронеж", 51.6755, 39.2089, "394000", 1),
  ru("Пермь", 58.0105, 56.2502, "614000", 2),
  ru("Волгоград", 48.708, 44.5133, "400000", 1),
  ru("Саратов", 51.5336, 46.0343, "410000", 1),
  ru("Тюмень", 57.1522, 65.5272, "625000", 2),
  ru("Тольятти", 53.5078, 49.4204, "445000", 1),
  ru("Ижевск", 56.8528, 53.2115, "426000", 2),
  ru("Барнаул", 53.3548, 83.7698, "656000", 3),
  ru("Ульяновск", 54.3142, 48.4031, "432000", 1),
  ru("Иркутск", 52.2978, 104.2964, "664000", 3),
  ru("Хабаровск", 48.4802, 135.0719, "680000", 3),
  ru("Махачкала", 42.9849, 47.5047, "367000", 2),
  ru("Ярославль", 57.6261, 39.8845, "150000", 1),
  ru("Владивосток", 43.1155, 131.8855, "690000", 3),
  ru("Оренбург", 51.7682, 55.097, "460000", 2),
  ru("Томск", 56.4846, 84.9476, "634000", 3),
  ru("Кемерово", 55.3547, 86.0873, "650000", 3),
  ru("Новокузнецк", 53.7865, 87.1552, "654000", 3),
  ru("Рязань", 54.6269, 39.6916, "390000", 0),
  ru("Набережные Челны", 55.7436, 52.3958, "423800", 2),
  ru("Астрахань", 46.3479, 48.0336, "414000", 2),
  ru("Киров", 58.6036, 49.668, "610000", 1),
  ru("Пенза", 53.1959, 45.0183, "440000", 1),
  ru("Балашиха", 55.7963, 37.9382, "143900", 0),
  ru("Липецк", 52.6031, 39.5708, "398000", 1),
  ru("Чебоксары", 56.1322, 47.2519, "428000", 1),
  ru("Калининград", 54.7104, 20.4522, "236000", 2),
  ru("Тула", 54.1931, 37.6173, "300000", 0),
  ru("Ставрополь", 45.0428, 41.9734, "355000", 2),
  ru("Курск", 51.7304, 36.1926, "305000", 1),
  ru("Улан-Удэ", 51.8335, 107.5841, "670000", 3),
  ru("Сочи", 43.5855, 39.7231, "354000", 2),
  ru("Тверь", 56.8587, 35.9176, "170000", 0),
  ru("Магнитогорск", 53.4072, 58.9791, "455000", 2),
  ru("Иваново", 57.0004, 40.9739, "153000", 1),
  ru("Брянск", 53.2434, 34.3636, "241000", 1),
  ru("Белгород", 50.5954, 36.5873, "308000", 1),
  ru("Сургут", 61.254, 73.3962, "628400", 3),
  ru("Владимир", 56.1291, 40.4066, "600000", 0),
  ru("Архангельск", 64.5393, 40.5187, "163000", 2),
  ru("Смоленск", 54.7826, 32.0453, "214000", 1),
  ru("Калуга", 54.5293, 36.2754, "248000", 0),
  ru("Мурманск", 68.9585, 33.0827, "183000", 2),
  ru("Якутск", 62.0355, 129.6755, "677000", 3),
  ru("Петрозаводск", 61.7849, 34.3469, "185000", 2),
  ru("Великий Новгород", 58.5215, 31.2755, "173000", 1),
  ru("Псков", 57.8194, 28.3318, "180000", 1),
  ru("Южно-Сахалинск", 46.9591, 142.7381, "693000", 3),
  ru("Петропавловск-Камчатский", 53.0452, 158.6483, "683000", 3),
  { city: "Минск", countryCode: "BY", lat: 53.9006, lon: 27.559, postalCode: "220000", zone: 2 },
  { city: "Гомель", countryCode: "BY", lat: 52.4345, lon: 30.9754, postalCode: "246000", zone: 2 },
  { city: "Могилёв", countryCode: "BY", lat: 53.9007, lon: 30.3314, postalCode: "212000", zone: 2 },
  { city: "Витебск", countryCode: "BY", lat: 55.1904, lon: 30.2049, postalCode: "210000", zone: 2 },
  { city: "Гродно", countryCode: "BY", lat: 53.6694, lon: 23.8131, postalCode: "230000", zone: 2 },
  { city: "Брест", countryCode: "BY", lat: 52.0976, lon: 23.7341, postalCode: "224000", zone: 2 },
  { city: "Алматы", countryCode: "KZ", lat: 43.222, lon: 76.8512, postalCode: "050000", zone: 3 },
  { city: "Астана", countryCode: "KZ", lat: 51.1605, lon: 71.4704, postalCode: "010000", zone: 3 },
  { city: "Шымкент", countryCode: "KZ", lat: 42.3417, lon: 69.5901, postalCode: "160000", zone: 3 },
  {
    city: "Караганда",
    countryCode: "KZ",
    lat: 49.8047,
    lon: 73.1094,
    postalCode: "100000",
    zone: 3,
  },
  { city: "Актобе", countryCode: "KZ", lat: 50.2839, lon: 57.167, postalCode: "030000", zone: 3 },
  {
    city: "Павлодар",
    countryCode: "KZ",
    lat: 52.2873,
    lon: 76.9674,
    postalCode: "140000",
    zone: 3,
  },
  {
    city: "Усть-Каменогорск",
    countryCode: "KZ",
    lat: 49.9483,
    lon: 82.6278,
    postalCode: "070000",
    zone: 3,
  },
  { city: "Ереван", countryCode: "AM", lat: 40.1792, lon: 44.4991, postalCode: "0010", zone: 3 },
  { city: "Гюмри", countryCode: "AM", lat: 40.7942, lon: 43.8453, postalCode: "3101", zone: 3 },
  { city: "Ванадзор", countryCode: "AM", lat: 40.8128, lon: 44.4883, postalCode: "2001", zone: 3 },
  { city: "Абовян", countryCode: "AM", lat: 40.2739, lon: 44.6256, postalCode: "2201", zone: 3 },
];

/**
 * The offline tariffs by zone, in kopecks, and the days from the stock in Moscow: a pickup point
 * (PVZ) and a courier to the door (ADDRESS). /delivery promises «от 290 ₽» and «от 490 ₽».
 */
export const zoneTariffs = {
  PVZ: [
    { price: 29_000, daysMin: 1, daysMax: 2 },
    { price: 39_000, daysMin: 2, daysMax: 4 },
    { price: 49_000, daysMin: 3, daysMax: 6 },
    { price: 69_000, daysMin: 5, daysMax: 10 },
  ],
  ADDRESS: [
    { price: 49_000, daysMin: 1, daysMax: 2 },
    { price: 59_000, daysMin: 2, daysMax: 4 },
    { price: 69_000, daysMin: 3, daysMax: 6 },
    { price: 89_000, daysMin: 5, daysMax: 10 },
  ],
} as const;

/** What every parcel after the first adds, in kopecks (offline tariffs). */
export const EXTRA_ITEM_PRICE = 5_000;

/**
 * Streets the offline pickup points and address suggestions use: common to most Russian-speaking
 * cities, so every demo city has them.
 */
export const commonStreets = [
  "ул Ленина",
  "пр-кт Мира",
  "ул Советская",
  "ул Гагарина",
  "ул Пушкина",
  "ул Кирова",
  "ул Московская",
  "ул Садовая",
  "ул Молодёжная",
  "ул Центральная",
] as const;

/** A few real streets of the biggest cities, for the suggestions a shopper there expects. */
export const cityStreets: Record<string, readonly string[]> = {
  Москва: [
    "ул Тверская",
    "ул Арбат",
    "Ленинский пр-кт",
    "ул Покровка",
    "Кутузовский пр-кт",
    "ул Профсоюзная",
  ],
  "Санкт-Петербург": [
    "Невский пр-кт",
    "ул Садовая",
    "Лиговский пр-кт",
    "ул Марата",
    "Московский пр-кт",
  ],
  Казань: ["ул Баумана", "ул Пушкина", "пр-кт Победы"],
  Екатеринбург: ["ул Малышева", "пр-кт Ленина", "ул Вайнера"],
  Новосибирск: ["Красный пр-кт", "ул Ленина", "ул Гоголя"],
};
