import { Page } from "~/ui/page.tsx";
import { SHOP_FACTS } from "~/content/company.ts";
import { PAGES } from "~/shell/pages.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { Notice } from "~/ui/notice.tsx";
import { StoreLinks } from "~/features/content/store-links.tsx";
import type { Route } from "./+types/info.appspromo";

const page = PAGES.appsPromo;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page);

const FEATURES = [
  {
    title: `${SHOP_FACTS.registrationBonus} бонусов за регистрацию`,
    text: `Зарегистрируйтесь в приложении и оплатите бонусами часть первого заказа. ${SHOP_FACTS.bonusRate}.`,
  },
  {
    title: "Статусы заказа в уведомлениях",
    text: "Узнаете, когда заказ выкуплен, прошёл таможню, прибыл на склад и готов к выдаче.",
  },
  {
    title: "Весь каталог с фильтрами",
    text: "Тот же ассортимент, что на сайте: фильтры по размеру, бренду, цвету, цене и сроку доставки.",
  },
  {
    title: "Ранний доступ к распродажам",
    text: "Акции и промокоды для пользователей приложения начинаются раньше, чем на сайте.",
  },
  {
    title: "Корзина и избранное везде",
    text: "Начните выбирать на сайте, а закончите в приложении: корзина, избранное и история поиска общие.",
  },
  {
    title: "Вход без пароля",
    text: "Вход по коду из SMS или письма, а бонусы и уровень в программе лояльности всегда перед глазами.",
  },
] as const;

export default function AppsPromo() {
  return (
    <Page
      title={page.title}
      lead={`Все кроссовки, одежда и обувь Meet Market в телефоне. Скачайте приложение и получите ${SHOP_FACTS.registrationBonus} бонусов за регистрацию.`}
    >
      <StoreLinks />

      <section aria-labelledby="app-features" className="mt-12">
        <h2 id="app-features" className="text-2xl font-semibold">
          Что умеет приложение
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl bg-neutral-100 p-5 dark:bg-neutral-900">
              <h3 className="font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="app-install" className="mt-12">
        <h2 id="app-install" className="text-2xl font-semibold">
          Как установить
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-5 text-neutral-800 dark:text-neutral-200">
          <li>
            Откройте App Store на iPhone или iPad, Google Play или RuStore на Android — ссылки выше.
          </li>
          <li>Найдите «Meet Market» и нажмите «Загрузить» или «Установить».</li>
          <li>Войдите по номеру телефона — бонусы придут на счёт сразу после регистрации.</li>
        </ol>
        <div className="mt-6">
          <Notice>
            На компьютере наведите камеру телефона на QR-код в подвале сайта — он откроет приложение
            в магазине для вашего телефона.
          </Notice>
        </div>
      </section>
    </Page>
  );
}
