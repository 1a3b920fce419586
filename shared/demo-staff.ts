/**
 * The demo's staff, one member per role with a fixed phone (docs/back-office.md#the-demo): the
 * API seeds them in the demo only (server/staff/demo.ts) and /admin/sign-in lists them there.
 */
export const DEMO_STAFF = [
  { name: "Анна Владелец", phone: "+79990000101", role: "OWNER" },
  { name: "Борис Менеджер", phone: "+79990000102", role: "MANAGER" },
  { name: "Вера Склад", phone: "+79990000103", role: "WAREHOUSE" },
  { name: "Глеб Модератор", phone: "+79990000104", role: "MODERATOR" },
] as const;
