import type { DirectorySeed } from "./types.ts";

/**
 * Catalogue tree: directory → category → type → subtype. Category, type and subtype slugs are
 * each unique across the whole tree, so any of them can address a catalogue page on its own.
 */
export const directories = [
  {
    name: "Обувь",
    slug: "obuv",
    position: 1,
    categories: [
      {
        name: "Кроссовки",
        slug: "krossovki",
        imageKind: "sneaker",
        sizeGrid: "SHOES_ADULT",
        types: [
          {
            name: "Повседневные",
            slug: "lifestyle",
            subTypes: [
              { name: "Низкие", slug: "low" },
              { name: "Средние", slug: "mid" },
              { name: "Высокие", slug: "high" },
              { name: "На платформе", slug: "platform" },
            ],
          },
          {
            name: "Беговые",
            slug: "running",
            subTypes: [
              { name: "Для асфальта", slug: "road-running" },
              { name: "Со стабилизацией", slug: "stability-running" },
              { name: "Для соревнований", slug: "racing" },
            ],
          },
          {
            name: "Баскетбольные",
            slug: "basketball",
            subTypes: [
              { name: "Низкие баскетбольные", slug: "basketball-low" },
              { name: "Высокие баскетбольные", slug: "basketball-high" },
            ],
          },
          {
            name: "Треккинговые",
            slug: "trail",
            subTypes: [
              { name: "Для трейлраннинга", slug: "trail-running" },
              { name: "Для города и походов", slug: "hiking-shoes" },
            ],
          },
        ],
      },
      {
        name: "Кеды",
        slug: "kedy",
        imageKind: "high-sneaker",
        sizeGrid: "SHOES_ADULT",
        types: [
          {
            name: "Классические кеды",
            slug: "classic-kedy",
            subTypes: [
              { name: "Низкие кеды", slug: "kedy-low" },
              { name: "Высокие кеды", slug: "kedy-high" },
              { name: "Кеды на платформе", slug: "kedy-platform" },
            ],
          },
          {
            name: "Скейтерские",
            slug: "skate",
            subTypes: [
              { name: "Скейтерские низкие", slug: "skate-low" },
              { name: "Скейтерские высокие", slug: "skate-high" },
              { name: "Слипоны", slug: "slip-on" },
            ],
          },
        ],
      },
      {
        name: "Ботинки",
        slug: "botinki",
        imageKind: "boot",
        sizeGrid: "SHOES_ADULT",
        types: [
          {
            name: "Повседневные ботинки",
            slug: "casual-boots",
            subTypes: [
              { name: "На шнуровке", slug: "lace-up-boots" },
              { name: "Челси", slug: "chelsea-boots" },
              { name: "На платформе", slug: "platform-boots" },
            ],
          },
          {
            name: "Зимние",
            slug: "winter-boots",
            subTypes: [
              { name: "Угги", slug: "sheepskin-boots" },
              { name: "Утеплённые ботинки", slug: "insulated-boots" },
            ],
          },
          {
            name: "Треккинговые ботинки",
            slug: "hiking-boots",
            subTypes: [{ name: "С мембраной", slug: "membrane-boots" }],
          },
        ],
      },
      {
        name: "Сандалии и шлёпанцы",
        slug: "sandalii",
        imageKind: "sandal",
        sizeGrid: "SHOES_ADULT",
        types: [
          {
            name: "Сандалии",
            slug: "sandals",
            subTypes: [
              { name: "Спортивные сандалии", slug: "sport-sandals" },
              { name: "На пробковой подошве", slug: "cork-sandals" },
            ],
          },
          {
            name: "Шлёпанцы",
            slug: "slides",
            subTypes: [
              { name: "Слайды", slug: "pool-slides" },
              { name: "Восстанавливающие", slug: "recovery-slides" },
            ],
          },
          {
            name: "Сабо",
            slug: "clogs",
            subTypes: [
              { name: "Классические сабо", slug: "classic-clogs" },
              { name: "Утеплённые сабо", slug: "lined-clogs" },
            ],
          },
        ],
      },
      {
        name: "Детская обувь",
        slug: "detskaya-obuv",
        imageKind: "sneaker",
        sizeGrid: "SHOES_CHILDREN",
        types: [
          {
            name: "Детские кроссовки",
            slug: "kids-sneakers",
            subTypes: [
              { name: "Для дошкольников", slug: "preschool" },
              { name: "Для школьников", slug: "grade-school" },
            ],
          },
          {
            name: "Детские кеды",
            slug: "kids-kedy",
            subTypes: [{ name: "На шнурках и липучках", slug: "kids-kedy-classic" }],
          },
          {
            name: "Детские сабо и сандалии",
            slug: "kids-sandals",
            subTypes: [{ name: "Сабо", slug: "kids-clogs" }],
          },
        ],
      },
    ],
  },
  {
    name: "Одежда",
    slug: "odezhda",
    position: 2,
    categories: [
      {
        name: "Футболки",
        slug: "futbolki",
        imageKind: "tshirt",
        sizeGrid: "CLOTHING",
        types: [
          {
            name: "Футболки",
            slug: "tshirts",
            subTypes: [
              { name: "Базовые", slug: "basic-tshirts" },
              { name: "С принтом", slug: "printed-tshirts" },
              { name: "Оверсайз", slug: "oversized-tshirts" },
            ],
          },
          {
            name: "Лонгсливы",
            slug: "longsleeves",
            subTypes: [{ name: "Базовые лонгсливы", slug: "basic-longsleeves" }],
          },
          {
            name: "Поло",
            slug: "polo",
            subTypes: [{ name: "Классические поло", slug: "classic-polo" }],
          },
        ],
      },
      {
        name: "Худи и свитшоты",
        slug: "hudi",
        imageKind: "hoodie",
        sizeGrid: "CLOTHING",
        types: [
          {
            name: "Худи",
            slug: "hoodies",
            subTypes: [
              { name: "Без молнии", slug: "pullover-hoodies" },
              { name: "На молнии", slug: "zip-hoodies" },
            ],
          },
          {
            name: "Свитшоты",
            slug: "sweatshirts",
            subTypes: [
              { name: "Базовые свитшоты", slug: "basic-sweatshirts" },
              { name: "С логотипом", slug: "logo-sweatshirts" },
            ],
          },
          {
            name: "Олимпийки",
            slug: "track-tops",
            subTypes: [{ name: "Спортивные олимпийки", slug: "classic-track-tops" }],
          },
        ],
      },
      {
        name: "Куртки",
        slug: "kurtki",
        imageKind: "jacket",
        sizeGrid: "CLOTHING",
        types: [
          {
            name: "Пуховики",
            slug: "down-jackets",
            subTypes: [
              { name: "Короткие", slug: "short-down-jackets" },
              { name: "Удлинённые", slug: "long-down-jackets" },
            ],
          },
          {
            name: "Ветровки",
            slug: "windbreakers",
            subTypes: [
              { name: "С капюшоном", slug: "hooded-windbreakers" },
              { name: "Анораки", slug: "anoraks" },
            ],
          },
          {
            name: "Рабочие куртки и овершоты",
            slug: "overshirts",
            subTypes: [
              { name: "Овершоты", slug: "classic-overshirts" },
              { name: "Рабочие куртки", slug: "work-jackets" },
              { name: "Джинсовые куртки", slug: "denim-jackets" },
            ],
          },
          {
            name: "Флисовые",
            slug: "fleece-jackets",
            subTypes: [{ name: "Флиски на молнии", slug: "zip-fleece" }],
          },
        ],
      },
      {
        name: "Брюки",
        slug: "bryuki",
        imageKind: "pants",
        sizeGrid: "CLOTHING",
        types: [
          {
            name: "Спортивные брюки",
            slug: "sweatpants",
            subTypes: [
              { name: "Джоггеры", slug: "joggers" },
              { name: "Прямые спортивные", slug: "straight-sweatpants" },
            ],
          },
          {
            name: "Рабочие брюки и карго",
            slug: "work-pants",
            subTypes: [
              { name: "Карго", slug: "cargo-pants" },
              { name: "Рабочие брюки", slug: "carpenter-pants" },
            ],
          },
        ],
      },
      {
        name: "Джинсы",
        slug: "dzhinsy",
        imageKind: "pants",
        sizeGrid: "CLOTHING",
        types: [
          {
            name: "Прямые",
            slug: "straight-jeans",
            subTypes: [{ name: "Классическая посадка", slug: "regular-fit-jeans" }],
          },
          {
            name: "Зауженные",
            slug: "slim-jeans",
            subTypes: [
              { name: "Слим", slug: "slim-fit-jeans" },
              { name: "Зауженные книзу", slug: "tapered-jeans" },
            ],
          },
          {
            name: "Широкие",
            slug: "loose-jeans",
            subTypes: [
              { name: "Свободные", slug: "relaxed-jeans" },
              { name: "Бэгги", slug: "baggy-jeans" },
            ],
          },
        ],
      },
      {
        name: "Шорты",
        slug: "shorty",
        imageKind: "shorts",
        sizeGrid: "CLOTHING",
        types: [
          {
            name: "Спортивные шорты",
            slug: "sport-shorts",
            subTypes: [
              { name: "Беговые", slug: "running-shorts" },
              { name: "Баскетбольные", slug: "basketball-shorts" },
            ],
          },
          {
            name: "Повседневные шорты",
            slug: "casual-shorts",
            subTypes: [
              { name: "Трикотажные", slug: "fleece-shorts" },
              { name: "Джинсовые", slug: "denim-shorts" },
              { name: "Карго", slug: "cargo-shorts" },
            ],
          },
        ],
      },
    ],
  },
  {
    name: "Аксессуары",
    slug: "aksessuary",
    position: 3,
    categories: [
      {
        name: "Сумки и рюкзаки",
        slug: "sumki",
        imageKind: "bag",
        sizeGrid: "ONE_SIZE",
        types: [
          {
            name: "Рюкзаки",
            slug: "backpacks",
            subTypes: [
              { name: "Городские", slug: "city-backpacks" },
              { name: "Туристические", slug: "outdoor-backpacks" },
            ],
          },
          {
            name: "Сумки",
            slug: "bags",
            subTypes: [
              { name: "Через плечо", slug: "crossbody-bags" },
              { name: "Поясные", slug: "waist-bags" },
              { name: "Спортивные", slug: "duffel-bags" },
            ],
          },
        ],
      },
      {
        name: "Головные уборы",
        slug: "golovnye-ubory",
        imageKind: "cap",
        sizeGrid: "ONE_SIZE",
        types: [
          {
            name: "Кепки и панамы",
            slug: "caps",
            subTypes: [
              { name: "Бейсболки", slug: "baseball-caps" },
              { name: "Панамы", slug: "bucket-hats" },
            ],
          },
          {
            name: "Шапки",
            slug: "beanies",
            subTypes: [{ name: "Вязаные шапки", slug: "knit-beanies" }],
          },
        ],
      },
      {
        name: "Носки",
        slug: "noski",
        imageKind: "socks",
        sizeGrid: "SOCKS",
        types: [
          {
            name: "Носки",
            slug: "socks",
            subTypes: [
              { name: "Высокие", slug: "crew-socks" },
              { name: "Короткие", slug: "ankle-socks" },
            ],
          },
        ],
      },
    ],
  },
] as const satisfies readonly DirectorySeed[];

/** The header menu: the catalogue directories plus the "found it cheaper?" page. */
export const menuDirectories: readonly DirectorySeed[] = [
  ...directories,
  { name: "Нашли дешевле?", slug: "meet-price", position: 4, categories: [] },
];

export type DirectorySlug = (typeof directories)[number]["slug"];
export type CategorySlug = (typeof directories)[number]["categories"][number]["slug"];
type AnyCategory = (typeof directories)[number]["categories"][number];
export type TypeSlug = AnyCategory["types"][number]["slug"];
export type SubTypeSlug = AnyCategory["types"][number]["subTypes"][number]["slug"];
