import { Page } from "~/ui/page.tsx";
import { COMPANY } from "~/content/company.ts";
import { PAGES } from "~/shell/pages.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import type { Route } from "./+types/info.contacts";

const page = PAGES.contacts;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page);

const link = "font-semibold underline underline-offset-2 hover:no-underline";

const REQUISITES: readonly [term: string, value: string][] = [
  ["Полное наименование", COMPANY.legalName],
  ["ИНН / КПП", `${COMPANY.inn} / ${COMPANY.kpp}`],
  ["ОГРН", COMPANY.ogrn],
  ["Юридический адрес", COMPANY.legalAddress],
  ["Почтовый адрес", COMPANY.postalAddress],
  ["Банк", COMPANY.bank.name],
  ["Расчётный счёт", COMPANY.bank.account],
  ["Корреспондентский счёт", COMPANY.bank.correspondentAccount],
  ["БИК", COMPANY.bank.bik],
];

export default function Contacts() {
  return (
    <Page
      title={page.title}
      contentKey="contacts"
      lead="Поможем выбрать размер, расскажем, где заказ, и решим любой вопрос с покупкой."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <section className="rounded-2xl bg-neutral-100 p-5 dark:bg-neutral-900">
          <h2 className="text-sm text-neutral-600 dark:text-neutral-400">Телефон</h2>
          <p className="mt-1 text-2xl font-bold">
            <a href={COMPANY.phone.href} className="whitespace-nowrap hover:underline">
              {COMPANY.phone.display}
            </a>
          </p>
          <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
            Звонок по России бесплатный, {COMPANY.hours}
          </p>
        </section>
        <section className="rounded-2xl bg-neutral-100 p-5 dark:bg-neutral-900">
          <h2 className="text-sm text-neutral-600 dark:text-neutral-400">Электронная почта</h2>
          <p className="mt-1 text-lg font-bold break-words">
            <a href={`mailto:${COMPANY.email}`} className="hover:underline">
              {COMPANY.email}
            </a>
          </p>
          <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
            Отвечаем в течение рабочего дня. Укажите номер заказа, если вопрос о нём.
          </p>
        </section>
      </div>

      <div className="mt-10 space-y-6 leading-relaxed text-neutral-800 dark:text-neutral-200">
        <section>
          <h2 className="text-2xl font-semibold">Прежде чем писать</h2>
          <p className="mt-3">
            Ответы на частые вопросы о сроках, оплате, возврате и бонусах собраны в разделе{" "}
            <a href={PAGES.faq.path} data-discover="true" className={link}>
              «{PAGES.faq.title}»
            </a>
            , а где сейчас заказ — видно в разделе{" "}
            <a
              href={PAGES.accountOrders.path}
              data-discover="true"

              className={link}
            >
              «{PAGES.accountOrders.title}»
            </a>
            .
          </p>
        </section>
        <section>
          <h2 className="text-2xl font-semibold">Сотрудничество</h2>
          <p className="mt-3">
            Поставщикам, брендам, блогерам и корпоративным клиентам —{" "}
            <a href={`mailto:${COMPANY.partnersEmail}`} className={link}>
              {COMPANY.partnersEmail}
            </a>{" "}
            и страница{" "}
            <a href={PAGES.partners.path} data-discover="true" className={link}>
              «{PAGES.partners.title}»
            </a>
            .
          </p>
        </section>
        <section>
          <h2 className="text-2xl font-semibold">Персональные данные</h2>
          <p className="mt-3">
            Запросы об обработке персональных данных и отзыв согласия —{" "}
            <a href={`mailto:${COMPANY.privacyEmail}`} className={link}>
              {COMPANY.privacyEmail}
            </a>{" "}
            или письмом по почтовому адресу ниже.
          </p>
        </section>
        <section>
          <h2 className="text-2xl font-semibold">Офис и склад</h2>
          <p className="mt-3">
            {COMPANY.brand} — интернет-магазин: заказы оформляются на сайте и в приложении, а
            приходят в пункт выдачи СДЭК или с курьером. Самовывоза со склада и приёма покупателей в
            офисе нет. Склад: {COMPANY.stockAddress}.
          </p>
        </section>
      </div>

      <section aria-labelledby="requisites-heading" className="mt-10">
        <h2 id="requisites-heading" className="text-2xl font-semibold">
          Реквизиты
        </h2>
        <dl className="mt-4 divide-y divide-neutral-200 rounded-2xl border border-neutral-200 text-sm dark:divide-neutral-700 dark:border-neutral-700">
          {REQUISITES.map(([term, value]) => (
            <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
              <dt className="text-neutral-500 dark:text-neutral-400">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </Page>
  );
}
