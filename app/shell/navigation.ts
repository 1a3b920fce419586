/** The six links of the top menu (docs/storefront.md#top-menu-and-mobile-menu), in order. */
export const topMenu = [
  { label: "Мобильное приложение", to: "/info/appspromo" },
  { label: "Доставка", to: "/delivery" },
  { label: "Программа лояльности", to: "/loyalty" },
  { label: "FAQ", to: "/info/faq" },
  { label: "Наш блог", to: "/blog" },
  { label: "Контакты", to: "/info/contacts" },
] as const;

/** Menu entries that are not catalogue sections: hidden or set apart in the mobile menu. */
export const HIDDEN_IN_MOBILE_MENU = new Set(["", "search"]);
export const HIGHLIGHTED_SLUG = "meet-price";

export interface MenuDirectory {
  id: string;
  name: string;
  slug: string;
}

/** Top menu and header links go to /catalog/any/{slug}; the footer's to /catalog/{slug}. */
export const menuHref = (slug: string) => `/catalog/any/${slug}`;

/** What the menus show of the sections, as a key of their kept HTML (app/ui/kept-markup.tsx). */
export const directoriesKey = (directories: readonly MenuDirectory[]) =>
  directories.map((directory) => `${directory.id}/${directory.slug}/${directory.name}`).join("|");
