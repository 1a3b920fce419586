import type { BadgeSeed } from "./types.ts";

/** Product badges drawn over the picture in the catalogue and on the product page. */
export const badges: readonly BadgeSeed[] = [
  { title: "Хит", hexColor: "#FFFFFF", hexBgColor: "#B83A1B", hexBorderColor: "#B83A1B" },
  { title: "Новинка", hexColor: "#FFFFFF", hexBgColor: "#2B59C3", hexBorderColor: "#2B59C3" },
  { title: "Эксклюзив", hexColor: "#C9A23F", hexBgColor: "#111111", hexBorderColor: "#C9A23F" },
  {
    title: "Последний размер",
    hexColor: "#B3261E",
    hexBgColor: "#FDECEA",
    hexBorderColor: "#F2B8B5",
  },
  {
    title: "Лимитированная серия",
    hexColor: "#FFFFFF",
    hexBgColor: "#5B3E96",
    hexBorderColor: "#5B3E96",
  },
  {
    title: "Выбор редакции",
    hexColor: "#1E5631",
    hexBgColor: "#E8F3EC",
    hexBorderColor: "#A3CFB4",
  },
];
