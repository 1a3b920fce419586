import type { SizeGridRowSeed, SizeGridSeed } from "./types.ts";

/** A shoe row named after its EU size; cm is the foot length. */
export const shoe = (eu: string, uk: string, us: string, cm: string): SizeGridRowSeed => ({
  name: eu,
  eu,
  uk,
  us,
  cm,
});

/**
 * Conversion tables. Shoe grids follow the Nike/Jordan charts most sneaker brands are close to;
 * clothing uses Russian/EU numbering with chest girth in cm. For each kind the first grid is
 * the default one.
 */
export const sizeGrids: readonly SizeGridSeed[] = [
  {
    kind: "SHOES_ADULT",
    sex: "MALE",
    name: "Мужская обувь",
    rows: [
      shoe("39", "6", "6.5", "24.5"),
      shoe("40", "6", "7", "25"),
      shoe("40.5", "6.5", "7.5", "25.5"),
      shoe("41", "7", "8", "26"),
      shoe("42", "7.5", "8.5", "26.5"),
      shoe("42.5", "8", "9", "27"),
      shoe("43", "8.5", "9.5", "27.5"),
      shoe("44", "9", "10", "28"),
      shoe("44.5", "9.5", "10.5", "28.5"),
      shoe("45", "10", "11", "29"),
      shoe("45.5", "10.5", "11.5", "29.5"),
      shoe("46", "11", "12", "30"),
      shoe("47", "11.5", "12.5", "30.5"),
    ],
  },
  {
    kind: "SHOES_ADULT",
    sex: "FEMALE",
    name: "Женская обувь",
    rows: [
      shoe("35", "2", "4.5", "21.5"),
      shoe("35.5", "2.5", "5", "22"),
      shoe("36", "3", "5.5", "22.5"),
      shoe("36.5", "3.5", "6", "23"),
      shoe("37.5", "4", "6.5", "23.5"),
      shoe("38", "4.5", "7", "24"),
      shoe("38.5", "5", "7.5", "24.5"),
      shoe("39", "5.5", "8", "25"),
      shoe("40", "6", "8.5", "25.5"),
      shoe("40.5", "6.5", "9", "26"),
      shoe("41", "7", "9.5", "26.5"),
      shoe("42", "7.5", "10", "27"),
    ],
  },
  {
    kind: "SHOES_CHILDREN",
    sex: "UNISEX",
    name: "Детская обувь",
    rows: [
      shoe("28", "10.5", "11C", "17"),
      shoe("28.5", "11", "11.5C", "17.5"),
      shoe("29.5", "11.5", "12C", "18"),
      shoe("30", "12", "12.5C", "18.5"),
      shoe("31", "12.5", "13C", "19"),
      shoe("31.5", "13", "13.5C", "19.5"),
      shoe("32", "13.5", "1Y", "20"),
      shoe("33", "1", "1.5Y", "20.5"),
      shoe("33.5", "1.5", "2Y", "21"),
      shoe("34", "2", "2.5Y", "21.5"),
      shoe("35", "2.5", "3Y", "22"),
    ],
  },
  {
    kind: "CLOTHING",
    sex: "UNISEX",
    name: "Одежда",
    rows: [
      { name: "XS", eu: "44", uk: "34", us: "XS", cm: "86–89", height: "164–170" },
      { name: "S", eu: "46", uk: "36", us: "S", cm: "90–93", height: "170–176" },
      { name: "M", eu: "48", uk: "38", us: "M", cm: "94–97", height: "176–182" },
      { name: "L", eu: "50", uk: "40", us: "L", cm: "98–101", height: "176–182" },
      { name: "XL", eu: "52", uk: "42", us: "XL", cm: "102–105", height: "182–188" },
      { name: "XXL", eu: "54", uk: "44", us: "XXL", cm: "106–109", height: "182–188" },
    ],
  },
  {
    kind: "CLOTHING",
    sex: "FEMALE",
    name: "Женская одежда",
    rows: [
      { name: "XS", eu: "42", uk: "8", us: "4", cm: "82–85", height: "158–164" },
      { name: "S", eu: "44", uk: "10", us: "6", cm: "86–89", height: "164–170" },
      { name: "M", eu: "46", uk: "12", us: "8", cm: "90–93", height: "164–170" },
      { name: "L", eu: "48", uk: "14", us: "10", cm: "94–97", height: "170–176" },
      { name: "XL", eu: "50", uk: "16", us: "12", cm: "98–101", height: "170–176" },
      { name: "XXL", eu: "52", uk: "18", us: "14", cm: "102–105", height: "170–176" },
    ],
  },
  {
    kind: "SOCKS",
    sex: "UNISEX",
    name: "Носки",
    rows: [
      { name: "35–38", eu: "35–38", uk: "2.5–5", us: "3.5–5.5", cm: "22–24" },
      { name: "39–42", eu: "39–42", uk: "6–7.5", us: "6.5–8.5", cm: "24.5–26.5" },
      { name: "43–46", eu: "43–46", uk: "8.5–11", us: "9.5–12", cm: "27.5–30" },
    ],
  },
  {
    kind: "ONE_SIZE",
    sex: "UNISEX",
    name: "Без размера",
    rows: [{ name: "ONE SIZE", eu: "ONE SIZE", uk: "ONE SIZE", us: "ONE SIZE", cm: "—" }],
  },
];
