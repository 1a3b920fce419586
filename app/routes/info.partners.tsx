import { data } from "react-router";
import { Page, Prose } from "~/ui/page.tsx";
import { COMPANY } from "~/content/company.ts";
import { PAGES } from "~/shell/pages.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { CooperativeForm } from "~/features/requests/cooperative-form.tsx";
import { RequestReceipt } from "~/features/requests/request-form.tsx";
import { readReceipt, sendCooperativeRequest } from "~/features/requests/requests.server.ts";
import type { Route } from "./+types/info.partners";

const page = PAGES.partners;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page);

export async function loader({ request }: Route.LoaderArgs) {
  const { receipt, headers } = await readReceipt(request, "cooperative");
  return data({ receipt, pageLoadTime: Date.now() }, { headers });
}

/** The partnership request (docs/requests.md#partnership). */
export function action({ request, context }: Route.ActionArgs) {
  return sendCooperativeRequest(request, context);
}

const PARTNERS = [
  {
    title: "Поставщики и дистрибьюторы",
    text: "Официальные дистрибьюторы, торговые дома и оптовые центры в Турции и других странах. Регулярные закупки с оплатой до отгрузки, забираем товар своей логистикой из Стамбула.",
  },
  {
    title: "Бренды",
    text: "Официальное присутствие в каталоге, запуск коллекций и эксклюзивных расцветок, совместные подборки и акции для наших покупателей.",
  },
  {
    title: "Логистика и таможня",
    text: "Перевозчики на направлении Турция — Россия, таможенные представители и службы доставки последней мили.",
  },
  {
    title: "Блогеры и медиа",
    text: "Обзоры, подборки и персональные промокоды для аудитории. Предоставляем товар для съёмок и платим за результат.",
  },
  {
    title: "Корпоративные клиенты",
    text: "Кроссовки и одежда для команд, подарки сотрудникам и клиентам: подберём модели и размеры, выставим счёт, предоставим закрывающие документы.",
  },
  {
    title: "Магазины и шоурумы",
    text: "Поставки оригинальных товаров под заказ из Турции для магазинов и реселлеров с проверкой подлинности.",
  },
] as const;

export default function Partners({ loaderData, actionData }: Route.ComponentProps) {
  const { receipt, pageLoadTime } = loaderData;
  return (
    <Page
      title={page.title}
      lead="Мы открыты к сотрудничеству с теми, кто, как и мы, работает с оригинальными вещами и ценит честные условия."
    >
      <section aria-labelledby="partners-who">
        <h2 id="partners-who" className="text-2xl font-semibold">
          С кем мы работаем
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {PARTNERS.map((partner) => (
            <li
              key={partner.title}
              className="rounded-2xl border border-neutral-200 p-5 dark:border-neutral-700"
            >
              <h3 className="font-semibold">{partner.title}</h3>
              <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{partner.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-12">
        <Prose>
          <h2>Что мы предлагаем</h2>
          <ul>
            <li>Покупателей по всей России, в Беларуси, Казахстане и Армении.</li>
            <li>Собственный склад в Москве и логистический центр в Стамбуле.</li>
            <li>Проверку подлинности каждой пары перед отправкой покупателю.</li>
            <li>Прозрачные условия, договор и своевременные расчёты.</li>
          </ul>

          <h2>Как подать заявку</h2>
          <p>Чтобы мы быстрее подготовили предложение, укажите в заявке:</p>
          <ul>
            <li>название компании и её организационно-правовую форму (ООО, ИП и т. п.);</li>
            <li>ИНН;</li>
            <li>имя контактного лица, e-mail и телефон;</li>
            <li>коротко — что вы предлагаете или какое сотрудничество вам интересно.</li>
          </ul>
          <p>Менеджер свяжется с вами в течение рабочего дня.</p>
        </Prose>
      </div>

      {receipt ? (
        <RequestReceipt id={receipt.id} title="Заявка отправлена" again={page.path}>
          <p>
            Менеджер свяжется с вами в течение рабочего дня. Если удобнее написать самим — пишите на{" "}
            <a
              href={`mailto:${COMPANY.partnersEmail}`}
              className="font-semibold underline underline-offset-2"
            >
              {COMPANY.partnersEmail}
            </a>{" "}
            и укажите номер заявки.
          </p>
        </RequestReceipt>
      ) : (
        <CooperativeForm reply={actionData} pageLoadTime={pageLoadTime} />
      )}
    </Page>
  );
}
