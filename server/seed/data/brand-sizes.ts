import { shoe } from "./sizes.ts";
import type { BrandSizeGridSeed } from "./types.ts";

/**
 * Brands' own shoe charts, from the charts they publish, rounded to the millimetre: approximate
 * (docs/fit.md#brand-grids). The shop's grids (sizes.ts) follow Nike's, so Nike and Jordan need
 * none. adidas counts EU sizes in thirds and its foot lengths in thirds of an inch, so its EU 42
 * is a shorter foot than Nike's; New Balance's EU numbers skip differently from Nike's.
 */
export const brandSizeGrids: readonly BrandSizeGridSeed[] = [
  {
    brandSlug: "adidas",
    sex: "MALE",
    name: "adidas, мужская обувь",
    rows: [
      shoe("38⅔", "5.5", "6", "23.8"),
      shoe("39⅓", "6", "6.5", "24.2"),
      shoe("40", "6.5", "7", "24.6"),
      shoe("40⅔", "7", "7.5", "25"),
      shoe("41⅓", "7.5", "8", "25.5"),
      shoe("42", "8", "8.5", "25.9"),
      shoe("42⅔", "8.5", "9", "26.3"),
      shoe("43⅓", "9", "9.5", "26.7"),
      shoe("44", "9.5", "10", "27.1"),
      shoe("44⅔", "10", "10.5", "27.6"),
      shoe("45⅓", "10.5", "11", "28"),
      shoe("46", "11", "11.5", "28.4"),
      shoe("46⅔", "11.5", "12", "28.8"),
      shoe("47⅓", "12", "12.5", "29.3"),
    ],
  },
  {
    brandSlug: "adidas",
    sex: "FEMALE",
    name: "adidas, женская обувь",
    rows: [
      shoe("36", "3.5", "5", "22.1"),
      shoe("36⅔", "4", "5.5", "22.5"),
      shoe("37⅓", "4.5", "6", "22.9"),
      shoe("38", "5", "6.5", "23.3"),
      shoe("38⅔", "5.5", "7", "23.8"),
      shoe("39⅓", "6", "7.5", "24.2"),
      shoe("40", "6.5", "8", "24.6"),
      shoe("40⅔", "7", "8.5", "25"),
      shoe("41⅓", "7.5", "9", "25.5"),
      shoe("42", "8", "9.5", "25.9"),
    ],
  },
  {
    brandSlug: "new-balance",
    sex: "MALE",
    name: "New Balance, мужская обувь",
    rows: [
      shoe("39.5", "6", "6.5", "24.5"),
      shoe("40", "6.5", "7", "25"),
      shoe("40.5", "7", "7.5", "25.5"),
      shoe("41.5", "7.5", "8", "26"),
      shoe("42", "8", "8.5", "26.5"),
      shoe("42.5", "8.5", "9", "27"),
      shoe("43", "9", "9.5", "27.5"),
      shoe("44", "9.5", "10", "28"),
      shoe("44.5", "10", "10.5", "28.5"),
      shoe("45", "10.5", "11", "29"),
      shoe("45.5", "11", "11.5", "29.5"),
      shoe("46.5", "11.5", "12", "30"),
      shoe("47.5", "12.5", "13", "31"),
    ],
  },
  {
    brandSlug: "new-balance",
    sex: "FEMALE",
    name: "New Balance, женская обувь",
    rows: [
      shoe("35", "3", "5", "22"),
      shoe("36", "3.5", "5.5", "22.5"),
      shoe("36.5", "4", "6", "23"),
      shoe("37", "4.5", "6.5", "23.5"),
      shoe("37.5", "5", "7", "24"),
      shoe("38", "5.5", "7.5", "24.5"),
      shoe("39", "6", "8", "25"),
      shoe("40", "6.5", "8.5", "25.5"),
      shoe("40.5", "7", "9", "26"),
      shoe("41", "7.5", "9.5", "26.5"),
      shoe("41.5", "8", "10", "27"),
      shoe("42", "8.5", "10.5", "27.5"),
    ],
  },
];
