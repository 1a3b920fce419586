import { __iconNode as smartphoneIcon } from "lucide-react/dist/esm/icons/smartphone";
import { Link } from "react-router";
import { SHOP_FACTS } from "~/content/company.ts";
import { PAGES } from "~/shell/pages.ts";
import { Icon } from "~/ui/icon.tsx";

/** The mobile app: what it gives (the registration bonus) and the way to its page. */
export function AppPromo() {
  return (
    <section
      aria-labelledby="app-promo-heading"
      className="below-fold mt-12 flex flex-col gap-6 overflow-hidden rounded-3xl bg-neutral-950 p-6 text-white md:mt-16 md:flex-row md:items-center md:p-10 dark:bg-neutral-100 dark:text-neutral-950"
    >
      <Icon node={smartphoneIcon} className="size-14 shrink-0 text-accent md:size-20" />
      <div className="min-w-0 flex-1">
        <h2 id="app-promo-heading" className="text-2xl font-black tracking-tight md:text-3xl">
          Приложение Meet Market
        </h2>
        <p className="mt-2 max-w-2xl text-neutral-300 dark:text-neutral-700">
          {SHOP_FACTS.registrationBonus} бонусов за регистрацию, статусы заказа в уведомлениях и
          ранний доступ к распродажам.
        </p>
      </div>
      <Link
        to={PAGES.appsPromo.path}
        className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-white px-6 py-2.5 font-semibold text-neutral-950 transition hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white dark:bg-neutral-950 dark:text-white dark:hover:bg-neutral-800 dark:focus-visible:outline-neutral-950"
      >
        Скачать приложение
      </Link>
    </section>
  );
}
