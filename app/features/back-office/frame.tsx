import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import type { AdminNavEntry } from "./nav.ts";
import { ROLE_LABELS } from "./nav.ts";

/** The back office's frame (docs/back-office.md#pages): its name, the role's sections, sign-out. */
export function AdminFrame({
  staff,
  nav,
  children,
}: {
  staff: { name: string; role: string };
  nav: readonly AdminNavEntry[];
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-neutral-200 bg-neutral-900 text-white dark:border-neutral-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <a href="/admin" className="font-black tracking-tight">
            Meet Market · кабинет
          </a>
          <nav
            aria-label="Разделы кабинета"
            className="order-3 w-full overflow-x-auto sm:order-none sm:w-auto"
          >
            <ul className="flex gap-1">
              {nav.map((entry) => (
                <li key={entry.path}>
                  <NavLink
                    to={entry.path}
                    end={entry.path === "/admin"}
                    className={({ isActive }) =>
                      `block rounded-lg px-3 py-2 text-sm whitespace-nowrap ${isActive ? "bg-white text-neutral-900" : "hover:bg-neutral-700"}`
                    }
                  >
                    {entry.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span data-testid="admin-staff">
              {staff.name} · {ROLE_LABELS[staff.role] ?? staff.role}
            </span>
            <Form method="post" action="/admin/sign-out" reloadDocument>
              <button
                type="submit"
                className="rounded-lg border border-white/40 px-3 py-1.5 hover:bg-neutral-700"
              >
                Выйти
              </button>
            </Form>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
    </div>
  );
}

/** A refused page of the back office (403), in Russian. */
export function AdminRefusal({ status, message }: { status: number; message: string }) {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-black">{status}</p>
      <p className="text-lg">{message}</p>
      <div className="flex gap-3">
        <a href="/admin" className="underline underline-offset-2">
          В кабинет
        </a>
        <a href="/admin/sign-in" className="underline underline-offset-2">
          Войти другим сотрудником
        </a>
      </div>
    </main>
  );
}
