import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { Page } from "~/ui/page.tsx";
import { PAGES } from "~/shell/pages.ts";
import { focusRing } from "~/ui/focus-ring.ts";

const SECTIONS = [
  { to: PAGES.account.path, label: "Профиль" },
  { to: PAGES.accountOrders.path, label: "Заказы" },
  { to: PAGES.accountBonus.path, label: "Бонусы" },
  { to: PAGES.accountPromo.path, label: "Промокоды" },
  { to: PAGES.accountAlerts.path, label: "Уведомления" },
  { to: PAGES.favourites.path, label: "Избранное" },
] as const;

/** The account's own menu: a row of chips on phones, a column beside the content from desktops. */
export function AccountNav() {
  return (
    <nav aria-label="Личный кабинет" className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
      <ul className="flex gap-2 lg:flex-col lg:gap-1">
        {SECTIONS.map((section) => (
          <li key={section.to} className="shrink-0">
            <NavLink
              to={section.to}
              end
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-full px-4 whitespace-nowrap transition lg:rounded-xl ${focusRing} ${
                  isActive
                    ? "bg-brand font-semibold text-white dark:bg-white dark:text-neutral-900"
                    : "bg-neutral-100 hover:bg-neutral-200 dark:bg-neutral-900 dark:hover:bg-neutral-800"
                }`
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** «Выйти»: a plain form post, so signing out works without JavaScript too. */
export function SignOutButton() {
  return (
    <Form method="post" action="/resources/sign-out">
      <button
        type="submit"
        className={`flex min-h-11 w-full items-center rounded-full px-4 text-left text-red-700 hover:bg-red-50 lg:rounded-xl dark:text-red-400 dark:hover:bg-red-950 ${focusRing}`}
      >
        Выйти
      </button>
    </Form>
  );
}

/** Every account screen: the page frame, the account menu and the screen's content. */
export function AccountLayout({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const isProfile = title === PAGES.account.title;
  return (
    <Page
      title={title}
      lead={lead}
      wide
      breadcrumbs={isProfile ? [] : [{ label: PAGES.account.title, to: PAGES.account.path }]}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
        <aside className="flex min-w-0 flex-col gap-2 lg:sticky lg:top-24 lg:self-start">
          <AccountNav />
          <div className="hidden lg:block">
            <SignOutButton />
          </div>
        </aside>
        <div className="max-w-3xl min-w-0">{children}</div>
      </div>
    </Page>
  );
}

/** A titled block of an account screen. */
export function AccountSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      id={id}
      className="scroll-mt-24 rounded-3xl border border-neutral-200 p-5 md:p-6 dark:border-neutral-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-semibold">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
