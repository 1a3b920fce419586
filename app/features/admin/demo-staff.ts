/**
 * The demo's staff, one per role with a fixed phone (docs/back-office.md#the-demo), shown on
 * /admin/sign-in in the demo only. The same list as server/staff/demo.ts (a test holds them equal).
 */
export const DEMO_STAFF_ACCOUNTS = [
  { name: "Анна Владелец", phone: "+79990000101", role: "OWNER" },
  { name: "Борис Менеджер", phone: "+79990000102", role: "MANAGER" },
  { name: "Вера Склад", phone: "+79990000103", role: "WAREHOUSE" },
  { name: "Глеб Модератор", phone: "+79990000104", role: "MODERATOR" },
] as const;
