/**
 * The back office's navigation (docs/back-office.md#pages): ONE list, each entry with the
 * permission its page needs; the frame shows only the entries the staff member's role allows
 * (the pages and the API check again). A new section adds its entry here.
 */

/** What a role may do (docs/back-office.md#roles), as the API's StaffPermission names it. */
export type AdminPermission =
  "dashboard" | "orders" | "catalogue" | "promo" | "requests" | "reviews" | "staff" | "audit";

export interface AdminNavEntry {
  label: string;
  path: string;
  permission: AdminPermission;
}

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { label: "Сводка", path: "/admin", permission: "dashboard" },
  { label: "Заказы", path: "/admin/orders", permission: "orders" },
  { label: "Каталог", path: "/admin/catalogue", permission: "catalogue" },
  { label: "Отзывы", path: "/admin/reviews", permission: "reviews" },
  { label: "Заявки", path: "/admin/requests", permission: "requests" },
  { label: "Промокоды", path: "/admin/promo", permission: "promo" },
  { label: "Сотрудники", path: "/admin/staff", permission: "staff" },
  { label: "Журнал", path: "/admin/audit", permission: "audit" },
];

/** The entries a staff member with these permissions may open. */
export function navFor(permissions: readonly string[]): AdminNavEntry[] {
  return ADMIN_NAV.filter((entry) => permissions.includes(entry.permission));
}

export const ROLE_LABELS: Record<string, string> = {
  OWNER: "Владелец",
  MANAGER: "Менеджер",
  WAREHOUSE: "Склад",
  MODERATOR: "Модератор",
};
