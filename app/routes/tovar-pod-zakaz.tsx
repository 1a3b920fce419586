import { data, Link } from "react-router";
import { Page, Prose } from "~/ui/page.tsx";
import { SHOP_FACTS } from "~/content/company.ts";
import { PAGES } from "~/shell/pages.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { OrderRequestForm } from "~/features/requests/order-request-form.tsx";
import { RequestReceipt } from "~/features/requests/request-form.tsx";
import { readReceipt, sendOrderRequest } from "~/features/requests/requests.server.ts";
import type { Route } from "./+types/tovar-pod-zakaz";
import { StepNumber } from "~/features/content/step-number.tsx";

const page = PAGES.madeToOrder;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page);

export async function loader({ request }: Route.LoaderArgs) {
  const { receipt, headers } = await readReceipt(request, "order");
  return data({ receipt, pageLoadTime: Date.now() }, { headers });
}

/** The made-to-order request (docs/requests.md#made-to-order). */
export function action({ request, context }: Route.ActionArgs) {
  return sendOrderRequest(request, context);
}

const STEPS = [
  {
    title: "Пришлите запрос",
    text: "Ссылку на модель или фото, нужный размер и цвет. Чем точнее — например, с артикулом с коробки или бирки, — тем быстрее найдём.",
  },
  {
    title: "Мы ищем у поставщиков",
    text: "Проверяем наличие у партнёров в Турции и в течение 1–2 рабочих дней называем цену с доставкой и срок.",
  },
  {
    title: "Вы подтверждаете и оплачиваете",
    text: "Если всё устраивает, присылаем ссылку на оплату картой или через СБП. Бонусы и промокоды действуют так же, как в каталоге.",
  },
  {
    title: "Привозим",
    text: `Выкупаем товар, проверяем подлинность и везём на наш склад в Москве — обычно ${SHOP_FACTS.turkeyDeliveryDays}, а оттуда к вам. Статус виден в личном кабинете.`,
  },
] as const;

export default function MadeToOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { receipt, pageLoadTime } = loaderData;
  return (
    <Page
      title={page.title}
      lead="Не нашли модель, цвет или размер в каталоге? Найдём у поставщиков в Турции и привезём под заказ."
    >
      <ol className="grid gap-4 sm:grid-cols-2">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-neutral-100 p-5 dark:bg-neutral-900">
            <StepNumber n={index + 1} />
            <h2 className="mt-3 text-lg font-semibold">{step.title}</h2>
            <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{step.text}</p>
          </li>
        ))}
      </ol>

      {receipt ? (
        <RequestReceipt id={receipt.id} title="Заявка принята" again={page.path}>
          <p>
            В течение 1–2 рабочих дней проверим наличие у поставщиков и позвоним или напишем вам с
            ценой и сроком. Назовите номер заявки, если свяжетесь с нами сами.
          </p>
        </RequestReceipt>
      ) : (
        <OrderRequestForm reply={actionData} pageLoadTime={pageLoadTime} />
      )}

      <div className="mt-12">
        <Prose>
          <h2>Что можно заказать</h2>
          <p>
            Кроссовки, обувь, одежду и аксессуары брендов, которые продаются в Турции: новые
            коллекции, редкие расцветки и размеры, которых нет в нашем каталоге. Мы привозим только
            новые оригинальные товары от проверенных поставщиков.
          </p>

          <h2>Условия</h2>
          <ul>
            <li>Запрос ни к чему не обязывает: платите, только когда согласны с ценой и сроком.</li>
            <li>
              Цена фиксируется при оплате и уже включает доставку до склада в России, пошлины и
              сборы. Доставка по России — по обычным тарифам.
            </li>
            <li>Если поставщик не подтвердит наличие после оплаты, мы полностью вернём деньги.</li>
            <li>
              Товар под заказ можно вернуть так же, как любой другой, — в течение{" "}
              {SHOP_FACTS.returnDays} дней после получения, по правилам{" "}
              <Link to={PAGES.publicOffer.path}>публичной оферты</Link>.
            </li>
          </ul>
          <p>
            Нашли тот же товар дешевле в другом магазине? Загляните в раздел{" "}
            <Link to={PAGES.meetPrice.path}>«Нашли дешевле?»</Link> — постараемся предложить цену
            ниже.
          </p>
        </Prose>
      </div>
    </Page>
  );
}
