import { requireStaffSession } from "~/features/admin/session.server.ts";
import { navFor, ROLE_LABELS } from "~/features/admin/nav.ts";
import type { Route } from "./+types/admin._index";

/** /admin: the dashboard (docs/back-office.md#the-dashboard). */
export async function loader(args: Route.LoaderArgs) {
  const { staff } = await requireStaffSession(args, "dashboard");
  return { name: staff.name, role: staff.role, sections: navFor(staff.permissions).slice(1) };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { name, role, sections } = loaderData;
  return (
    <section>
      <h1 className="text-2xl font-black">Здравствуйте, {name}</h1>
      <p className="mt-1 text-neutral-600 dark:text-neutral-400">
        Ваша роль: {ROLE_LABELS[role] ?? role}
      </p>
      {sections.length ? (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {sections.map((entry) => (
            <li key={entry.path}>
              <a
                href={entry.path}
                className="block rounded-xl border border-neutral-200 p-4 hover:border-neutral-400 dark:border-neutral-800"
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
