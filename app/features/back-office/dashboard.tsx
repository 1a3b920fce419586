import { formatPrice } from "~/lib/money.ts";
import type { AdminNavEntry } from "./nav.ts";
import { ROLE_LABELS } from "./nav.ts";

/** What /admin's loader answers (app/routes/admin._index.tsx). */
export interface DashboardData {
  staff: { name: string; role: string; permissions: readonly string[] };
  board: {
    ordersToday: number;
    paidToday: number;
    byStatus: readonly { status: string; orders: number }[];
    requestsToday: number;
    reviewsPending: number;
  };
  labels: readonly { status: string; name: string }[];
  nav: readonly AdminNavEntry[];
}

function Figure({ label, value, href }: { label: string; value: string; href?: string }) {
  const body = (
    <>
      <span className="block text-sm text-neutral-600 dark:text-neutral-400">{label}</span>
      <span className="mt-1 block text-2xl font-black">{value}</span>
    </>
  );
  const frame = "block rounded-xl border border-neutral-200 p-4 dark:border-neutral-800";
  return href ? (
    <a href={href} className={`${frame} hover:border-neutral-400`}>
      {body}
    </a>
  ) : (
    <div className={frame}>{body}</div>
  );
}

/**
 * The dashboard (docs/back-office.md#the-dashboard): today's orders and money, the orders waiting
 * on each status, the requests and reviews waiting, each a link to the section that handles it
 * when the role may open it.
 */
export function Dashboard({ staff, board, labels, nav }: DashboardData) {
  const may = (permission: string) => staff.permissions.includes(permission);
  const name = new Map(labels.map((term) => [term.status, term.name]));
  return (
    <section>
      <h1 className="text-2xl font-black">Здравствуйте, {staff.name}</h1>
      <p className="mt-1 text-neutral-600 dark:text-neutral-400">
        Ваша роль: {ROLE_LABELS[staff.role] ?? staff.role}
      </p>
      <div className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure
          label="Заказов сегодня"
          value={String(board.ordersToday)}
          href={may("orders") ? "/admin/orders" : undefined}
        />
        <Figure label="Оплачено сегодня" value={formatPrice(board.paidToday)} />
        <Figure
          label="Заявок сегодня"
          value={String(board.requestsToday)}
          href={may("requests") ? "/admin/requests" : undefined}
        />
        <Figure
          label="Отзывов ждут модерации"
          value={String(board.reviewsPending)}
          href={may("reviews") ? "/admin/reviews" : undefined}
        />
      </div>
      <h2 className="mt-8 text-lg font-bold">Заказы в работе по статусам</h2>
      {board.byStatus.length ? (
        <ul className="mt-3 divide-y divide-neutral-200 dark:divide-neutral-800">
          {board.byStatus.map((row) => (
            <li key={row.status} className="flex justify-between gap-4 py-2">
              {may("orders") ? (
                <a
                  href={`/admin/orders?status=${row.status}`}
                  className="underline underline-offset-2"
                >
                  {name.get(row.status) ?? row.status}
                </a>
              ) : (
                <span>{name.get(row.status) ?? row.status}</span>
              )}
              <span className="font-bold">{row.orders}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-neutral-600 dark:text-neutral-400">Заказов в работе нет.</p>
      )}
      {nav.length > 1 ? (
        <nav aria-label="Разделы" className="mt-8 flex flex-wrap gap-2">
          {nav.slice(1).map((entry) => (
            <a
              key={entry.path}
              href={entry.path}
              className="rounded-lg border border-neutral-300 px-3 py-2 text-sm dark:border-neutral-700"
            >
              {entry.label}
            </a>
          ))}
        </nav>
      ) : null}
    </section>
  );
}
