import type { ColorSeed } from "./types.ts";

/** Catalogue colours: the name shoppers filter by and the swatch drawn next to it. */
export const colors: readonly ColorSeed[] = [
  { name: "Чёрный", hex: "#111111", slug: "black" },
  { name: "Белый", hex: "#FFFFFF", slug: "white" },
  { name: "Серый", hex: "#8E8E93", slug: "grey" },
  { name: "Графитовый", hex: "#3F4246", slug: "graphite" },
  { name: "Бежевый", hex: "#D8C3A5", slug: "beige" },
  { name: "Молочный", hex: "#F3EDE2", slug: "cream" },
  { name: "Коричневый", hex: "#6F4E37", slug: "brown" },
  { name: "Песочный", hex: "#C2A878", slug: "sand" },
  { name: "Синий", hex: "#1F3A93", slug: "blue" },
  { name: "Тёмно-синий", hex: "#1B2440", slug: "navy" },
  { name: "Голубой", hex: "#8EC5E8", slug: "light-blue" },
  { name: "Зелёный", hex: "#2E7D4F", slug: "green" },
  { name: "Оливковый", hex: "#6B6B3A", slug: "olive" },
  { name: "Хаки", hex: "#8A8559", slug: "khaki" },
  { name: "Красный", hex: "#C8102E", slug: "red" },
  { name: "Бордовый", hex: "#6D1A36", slug: "burgundy" },
  { name: "Розовый", hex: "#F4A7B9", slug: "pink" },
  { name: "Фиолетовый", hex: "#6A4C93", slug: "purple" },
  { name: "Жёлтый", hex: "#F5C518", slug: "yellow" },
  { name: "Оранжевый", hex: "#F26B1D", slug: "orange" },
  { name: "Мультиколор", hex: "#7F5AF0", slug: "multicolor" },
  { name: "Серебристый", hex: "#C0C3C7", slug: "silver" },
  { name: "Золотистый", hex: "#C9A23F", slug: "gold" },
];
