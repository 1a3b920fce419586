import { isRouteErrorResponse, Outlet } from "react-router";
import { AdminFrame, AdminRefusal } from "~/features/back-office/frame.tsx";
import { navFor } from "~/features/back-office/nav.ts";
import { requireStaffSession } from "~/features/back-office/session.server.ts";
import type { Route } from "./+types/admin";

export const handle = { backOffice: true };

export const meta: Route.MetaFunction = () => [
  { title: "Кабинет — Meet Market" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * /admin and every page under it (docs/back-office.md#pages): a signed-in staff member, the
 * sections their role may open. Each page's own loader asks for its permission again.
 */
export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaffSession(args, "dashboard");
  return { staff: { name: staff.name, role: staff.role }, nav: navFor(staff.permissions) };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame staff={loaderData.staff} nav={loaderData.nav}>
      <Outlet />
    </AdminFrame>
  );
}

/** What the staff read of a 4xx: the 404's own words, else the page's Russian reason. */
function refusalMessage(status: number, reason: unknown): string {
  // notFound() throws the spec's 'Page not found: {path}' (docs/storefront.md#error-screens).
  if (status === 404) return "Страница не найдена";
  return typeof reason === "string" && /[а-яё]/i.test(reason)
    ? reason
    : "Запрос не выполнен. Обновите страницу";
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status >= 400 && error.status < 500) {
    return (
      <AdminRefusal status={error.status} message={refusalMessage(error.status, error.data)} />
    );
  }
  return <AdminRefusal status={500} message="Что-то пошло не так. Обновите страницу" />;
}
