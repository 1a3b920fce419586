import type { BrandSeed } from "./types.ts";

/** Brands of the demo catalogue; a higher positionScore puts the brand higher in lists. */
export const brands = [
  {
    name: "Nike",
    slug: "nike",
    positionScore: 100,
    description:
      "Американский спортивный гигант из Орегона. Air Force 1, Air Max и Dunk давно стали классикой уличного стиля, а беговые Pegasus и Vomero — одними из самых популярных тренировочных моделей в мире.",
    aliases: ["найк", "найки", "найк эйр"],
  },
  {
    name: "Jordan",
    slug: "jordan",
    positionScore: 97,
    description:
      "Линейка Nike, созданная в 1985 году для Майкла Джордана. Air Jordan 1, 3, 4 и 11 — самые узнаваемые баскетбольные силуэты, которые носят далеко за пределами площадки.",
    aliases: ["джордан", "джорданы", "эйр джордан", "аир джордан"],
  },
  {
    name: "adidas",
    slug: "adidas",
    positionScore: 98,
    description:
      "Немецкий бренд с тремя полосками. Samba, Gazelle, Superstar и Stan Smith — вечные модели adidas Originals, а Ultraboost и Adizero отвечают за беговое направление.",
    aliases: ["адидас", "адик", "адидас ориджиналс", "адидасы"],
  },
  {
    name: "New Balance",
    slug: "new-balance",
    positionScore: 95,
    description:
      "Бостонская компания, которая до сих пор шьёт часть обуви в США и Великобритании. Известна «папиными» кроссовками 574, 990 и 2002R и массивной 9060.",
    aliases: ["нью беланс", "нью бэланс", "нью баланс", "нб"],
  },
  {
    name: "Puma",
    slug: "puma",
    positionScore: 86,
    description:
      "Немецкий бренд из Херцогенаурах, основанный Рудольфом Дасслером. Suede Classic, Palermo и Speedcat — модели с богатой историей в футболе, автоспорте и хип-хопе.",
    aliases: ["пума", "пумы"],
  },
  {
    name: "Reebok",
    slug: "reebok",
    positionScore: 80,
    description:
      "Британский по происхождению бренд, выпустивший первые кроссовки для аэробики. Club C 85 и Classic Leather — минималистичная кожаная классика на каждый день.",
    aliases: ["рибок", "рибоки", "рибук"],
  },
  {
    name: "ASICS",
    slug: "asics",
    positionScore: 90,
    description:
      "Японский производитель беговой обуви с технологией амортизации GEL. Gel-Kayano 14, Gel-1130 и Gel-NYC вернули ретро-раннинг в моду, а Nimbus и GT-2000 любят марафонцы.",
    aliases: ["асикс", "асиксы", "ассикс"],
  },
  {
    name: "Converse",
    slug: "converse",
    positionScore: 84,
    description:
      "Американская марка, чьи кеды Chuck Taylor All Star выпускаются больше ста лет. Chuck 70 — премиальная версия с плотным холстом и мягкой стелькой.",
    aliases: ["конверс", "конверсы", "конверсы олл стар"],
  },
  {
    name: "Vans",
    slug: "vans",
    positionScore: 83,
    description:
      "Калифорнийский бренд, выросший из скейт-культуры. Old Skool с фирменной полосой, Sk8-Hi и Slip-On узнают по вафельной подошве.",
    aliases: ["ванс", "вансы", "ванс олд скул"],
  },
  {
    name: "Saucony",
    slug: "saucony",
    positionScore: 70,
    description:
      "Американский беговой бренд с 1898 года. Ретро-модели Shadow 6000 и Jazz Original популярны в городе, а Endorphin — среди тех, кто гонится за личными рекордами.",
    aliases: ["сокони", "саукони", "сакони"],
  },
  {
    name: "Salomon",
    slug: "salomon",
    positionScore: 88,
    description:
      "Французский производитель снаряжения из Анси. Трейловые XT-6 и Speedcross превратились из горной обуви в один из главных трендов городского гардероба.",
    aliases: ["саломон", "соломон", "саломоны"],
  },
  {
    name: "On",
    slug: "on",
    positionScore: 85,
    description:
      "Швейцарский бренд беговой обуви с подошвой CloudTec из полых «облачков». Cloud 5 и Cloudmonster одинаково хороши на пробежке и в городе.",
    aliases: ["он", "он раннинг", "он клауд", "клауд"],
  },
  {
    name: "HOKA",
    slug: "hoka",
    positionScore: 82,
    description:
      "Бренд из французских Альп, который сделал максимальную амортизацию нормой. Clifton, Bondi и Speedgoat выбирают и бегуны, и те, кто весь день на ногах.",
    aliases: ["хока", "хоки", "хока ван ван"],
  },
  {
    name: "Timberland",
    slug: "timberland",
    positionScore: 81,
    description:
      "Американский бренд из Нью-Гэмпшира. Жёлтые водостойкие ботинки 6-Inch Premium выпускаются с 1973 года и остаются главной зимней классикой.",
    aliases: ["тимберленд", "тимберленды", "тимбы"],
  },
  {
    name: "Dr. Martens",
    slug: "dr-martens",
    positionScore: 79,
    description:
      "Британская обувь на фирменной подошве AirWair с жёлтой строчкой. Ботинки 1460 на восьми люверсах носят с 1960 года — от панков до офисных модников.",
    aliases: ["доктор мартинс", "мартинсы", "доктор мартенс", "мартенсы", "др мартинс"],
  },
  {
    name: "FILA",
    slug: "fila",
    positionScore: 60,
    description:
      "Итальянский бренд, основанный в 1911 году в Бьелле. Массивные Disruptor стали символом моды девяностых и вернулись вместе с трендом на «чанки»-кроссовки.",
    aliases: ["фила", "филы"],
  },
  {
    name: "Under Armour",
    slug: "under-armour",
    positionScore: 62,
    description:
      "Американский бренд спортивной экипировки из Балтимора. Компрессионная одежда, баскетбольные кроссовки Стефена Карри и беговые HOVR.",
    aliases: ["андер армор", "андер армур", "андерармор"],
  },
  {
    name: "The North Face",
    slug: "the-north-face",
    positionScore: 87,
    description:
      "Калифорнийский бренд экипировки для гор, основанный в 1966 году. Пуховик Nuptse 1996 и флиска Denali — культовые вещи и в экспедиции, и в мегаполисе.",
    aliases: ["норт фейс", "зе норт фейс", "тнф", "норс фейс"],
  },
  {
    name: "Carhartt WIP",
    slug: "carhartt-wip",
    positionScore: 78,
    description:
      "Европейская линия американской рабочей марки Carhartt. Плотные худи Chase, брюки Double Knee и куртка Detroit — рабочая одежда, переосмысленная для города.",
    aliases: ["кархарт", "кархартт", "кархарт вип"],
  },
  {
    name: "Stone Island",
    slug: "stone-island",
    positionScore: 76,
    description:
      "Итальянский бренд Массимо Остери, известный экспериментами с тканями и окрашиванием готовых изделий. Съёмный шеврон с компасом узнают издалека.",
    aliases: ["стон айленд", "стоун айленд", "стоник"],
  },
  {
    name: "Levi's",
    slug: "levis",
    positionScore: 77,
    description:
      "Компания из Сан-Франциско, которая в 1873 году запатентовала джинсы с заклёпками. Модель 501 — эталон прямых джинсов, а куртка Trucker — эталон джинсовки.",
    aliases: ["левайс", "ливайс", "левис", "левайсы"],
  },
  {
    name: "Lacoste",
    slug: "lacoste",
    positionScore: 72,
    description:
      "Французская марка теннисиста Рене Лакоста с крокодилом на груди. Поло L.12.12 из хлопкового пике впервые вышло в 1933 году и с тех пор почти не изменилось.",
    aliases: ["лакост", "лакоста", "лакосте"],
  },
  {
    name: "Tommy Hilfiger",
    slug: "tommy-hilfiger",
    positionScore: 66,
    description:
      "Американская марка в стиле преппи с флагом в цветах белого, синего и красного. Базовые футболки, худи и кожаные кеды на каждый день.",
    aliases: ["томми хилфигер", "томми", "томи хилфигер"],
  },
  {
    name: "Calvin Klein",
    slug: "calvin-klein",
    positionScore: 65,
    description:
      "Нью-йоркский бренд минималистичной одежды. Линия Calvin Klein Jeans с монограммой CK — худи, футболки и денимы для повседневного гардероба.",
    aliases: ["кельвин кляйн", "кельвин кляин", "кельвин", "келвин кляйн"],
  },
  {
    name: "Champion",
    slug: "champion",
    positionScore: 64,
    description:
      "Американский производитель спортивной одежды с 1919 года. Технология Reverse Weave, при которой ткань кроится поперёк, не даёт худи садиться после стирки.",
    aliases: ["чемпион", "чампион"],
  },
  {
    name: "Stüssy",
    slug: "stussy",
    positionScore: 74,
    description:
      "Калифорнийский бренд Шона Стюсси, с которого начался стритвир. Рукописный логотип на базовых футболках и худи — один из самых узнаваемых в уличной моде.",
    aliases: ["стусси", "стуси", "стасси", "стюсси"],
  },
  {
    name: "Columbia",
    slug: "columbia",
    positionScore: 68,
    description:
      "Американский бренд одежды для активного отдыха из Портленда. Тёплые флиски, утеплённые куртки и треккинговые ботинки с мембраной по разумным ценам.",
    aliases: ["коламбия", "колумбия", "коламбиа"],
  },
  {
    name: "Mizuno",
    slug: "mizuno",
    positionScore: 58,
    description:
      "Японский производитель спортивной обуви с 1906 года. Беговые Wave Rider с пластиной Wave держат форму и дают упругий отскок на каждый шаг.",
    aliases: ["мизуно", "мицуно"],
  },
  {
    name: "Onitsuka Tiger",
    slug: "onitsuka-tiger",
    positionScore: 73,
    description:
      "Японская марка, из которой выросла ASICS. Тонкие кожаные Mexico 66 с полосами Tiger Stripes — те самые жёлтые кроссовки из «Убить Билла».",
    aliases: ["оницука тайгер", "оницука", "онитсука", "оницука тигр"],
  },
  {
    name: "UGG",
    slug: "ugg",
    positionScore: 75,
    description:
      "Калифорнийский бренд обуви из овчины. Угги Classic Ultra Mini и слипоны Tasman согревают в мороз и подходят для спокойной городской зимы.",
    aliases: ["угги", "агг", "уги", "угг"],
  },
  {
    name: "Birkenstock",
    slug: "birkenstock",
    positionScore: 69,
    description:
      "Немецкая обувная марка с анатомической стелькой из пробки и латекса. Arizona с двумя ремешками и закрытые сабо Boston носят с весны до осени.",
    aliases: ["биркеншток", "биркенштоки", "биркенсток"],
  },
  {
    name: "Crocs",
    slug: "crocs",
    positionScore: 63,
    description:
      "Американский бренд лёгких сабо из материала Croslite. Classic Clog с отверстиями под джибитсы — удобная обувь для дачи, пляжа и города.",
    aliases: ["крокс", "кроксы", "крокси"],
  },
  {
    name: "Kappa",
    slug: "kappa",
    positionScore: 52,
    description:
      "Итальянский бренд из Турина с логотипом Omini — силуэтами сидящих спиной друг к другу мужчины и женщины. Спортивные костюмы с лампасами Banda.",
    aliases: ["каппа", "капа"],
  },
  {
    name: "Diadora",
    slug: "diadora",
    positionScore: 54,
    description:
      "Итальянский бренд из обувного края под Тревизо, основанный в 1948 году. Ретро-кроссовки N9000 и Camaro родом из беговой и теннисной классики восьмидесятых.",
    aliases: ["диадора"],
  },
  {
    name: "Merrell",
    slug: "merrell",
    positionScore: 56,
    description:
      "Американский производитель треккинговой обуви. Ботинки Moab с мембраной Gore-Tex — одни из самых продаваемых походных моделей в мире.",
    aliases: ["меррелл", "мерелл", "меррел"],
  },
  {
    name: "New Era",
    slug: "new-era",
    positionScore: 61,
    description:
      "Официальный производитель кепок Главной лиги бейсбола. Бейсболки 9FORTY и 59FIFTY с логотипами команд MLB — главный головной убор стритвира.",
    aliases: ["нью эра", "ньюэра", "нью ера"],
  },
  {
    name: "Herschel Supply Co.",
    slug: "herschel",
    positionScore: 50,
    description:
      "Канадский бренд рюкзаков и сумок из Ванкувера. Little America с ремешками на магнитах — один из самых узнаваемых городских рюкзаков.",
    aliases: ["хершель", "гершель", "хершел"],
  },
  {
    name: "Eastpak",
    slug: "eastpak",
    positionScore: 51,
    description:
      "Американский бренд рюкзаков с тридцатилетней гарантией. Padded Pak'r — тот самый школьный рюкзак, который переживает и школу, и университет.",
    aliases: ["истпак", "истпаки"],
  },
] as const satisfies readonly BrandSeed[];

export type BrandSlug = (typeof brands)[number]["slug"];
