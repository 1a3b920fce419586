import { Link } from "react-router";
import { Page, Prose } from "~/ui/page.tsx";
import { SHOP_FACTS } from "~/content/company.ts";
import { OrderVocabularyQuery } from "~/features/orders/vocabulary-documents.server.ts";
import { sideStatuses, statusName } from "~/features/orders/order-vocabulary.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { PAGES } from "~/shell/pages.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { Notice } from "~/ui/notice.tsx";
import type { Route } from "./+types/delivery.how-it-works";
import { StepNumber } from "~/features/content/step-number.tsx";

const page = PAGES.deliveryHowItWorks;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page);

/** The stages and the statuses' names are the shop API's (docs/orders.md#the-way-of-an-order). */
export async function loader({ context }: Route.LoaderArgs) {
  const { orderVocabulary } = await shopQuery(context, OrderVocabularyQuery, {});
  return { vocabulary: orderVocabulary };
}

export default function DeliveryHowItWorks({ loaderData }: Route.ComponentProps) {
  const { vocabulary } = loaderData;
  return (
    <Page
      title={page.title}
      breadcrumbs={[{ label: PAGES.delivery.title, to: PAGES.delivery.path }]}
      lead={`Большая часть ассортимента приезжает от поставщиков из Турции: там шире выбор и ниже цены. Путь до нашего склада в Москве занимает ${SHOP_FACTS.turkeyDeliveryDays}, дальше посылка едет к вам, и на каждом шаге вы видите статус заказа.`}
    >
      <ol className="relative space-y-8 border-l-2 border-neutral-200 pl-8 dark:border-neutral-700">
        {vocabulary.stages.map((stage, index) => (
          <li key={stage.title} className="relative">
            <StepNumber
              n={index + 1}
              className="absolute top-0 -left-[3.05rem] size-9 ring-4 ring-white dark:ring-neutral-950"
            />
            <h2 className="text-xl font-semibold">{stage.title}</h2>
            {stage.duration ? (
              <p className="mt-1 text-sm text-neutral-500 dark:text-neutral-400">
                Обычно {stage.duration}
              </p>
            ) : null}
            <p className="mt-2 text-neutral-700 dark:text-neutral-300">{stage.text}</p>
            <ul aria-label="Статусы в заказе" className="mt-3 flex flex-wrap gap-2">
              {stage.statuses.map((status) => (
                <li
                  key={status}
                  className="rounded-full bg-neutral-100 px-3 py-1 text-sm dark:bg-neutral-800"
                >
                  {statusName(vocabulary, status)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>

      <div className="mt-10">
        <Notice>
          Товары со склада в Москве пропускают турецкую часть пути: после оплаты они сразу получают
          статус «{statusName(vocabulary, "AWAITING_SENT_FROM_MEET")}» и по Москве приезжают за{" "}
          {SHOP_FACTS.stockDeliveryDays}.
        </Notice>
      </div>

      <div className="mt-12">
        <Prose>
          <h2>Другие статусы</h2>
          <dl className="space-y-3">
            {sideStatuses(vocabulary).map(({ status, name, meaning }) => (
              <div key={status}>
                <dt className="font-semibold">{name}</dt>
                <dd>{meaning}</dd>
              </div>
            ))}
          </dl>

          <h2>Как следить за заказом</h2>
          <ul>
            <li>
              Все статусы и даты их смены — в разделе{" "}
              <Link to={PAGES.accountOrders.path}>«Мои заказы»</Link>.
            </li>
            <li>
              Каждый товар в заказе отслеживается отдельно: пара из Москвы и худи из Турции приедут
              в разное время.
            </li>
            <li>О смене ключевых статусов мы сообщаем по SMS и в приложении.</li>
            <li>
              Статус можно посмотреть и без входа в аккаунт — по ссылке из письма с подтверждением
              заказа.
            </li>
          </ul>

          <h2>Что может задержать заказ</h2>
          <p>
            Чаще всего сроки сдвигаются из-за праздников в Турции, когда таможня и перевозчики
            работают в сокращённом режиме, и в сезон распродаж, когда посылок становится в несколько
            раз больше. Если заказ задерживается больше чем на пять дней относительно обещанной
            даты, мы сами напишем вам и расскажем, что происходит.
          </p>
        </Prose>
      </div>

      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={PAGES.delivery.path}>Стоимость и способы доставки</ButtonLink>
        <ButtonLink to={PAGES.faq.path} variant="secondary">
          Вопросы и ответы
        </ButtonLink>
      </div>
    </Page>
  );
}
