import { Link } from "react-router";
import { Page, Prose } from "~/ui/page.tsx";
import { SHOP_FACTS } from "~/content/company.ts";
import { PAGES } from "~/shell/pages.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { Notice } from "~/ui/notice.tsx";
import type { Route } from "./+types/delivery";

const page = PAGES.delivery;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page);

const SPEEDS = [
  {
    title: "Со склада в Москве",
    days: SHOP_FACTS.stockDeliveryDays,
    text: "Столько идёт посылка по Москве: товар уже в России, отправляем в день заказа или на следующий. До других городов дольше — точный срок покажем на странице товара и при оформлении.",
  },
  {
    title: "Из Турции",
    days: SHOP_FACTS.turkeyDeliveryDays,
    text: `Столько товар идёт от поставщика до нашего склада в Москве: выкупаем, проверяем, проходим таможню. Дальше — как со склада. У части партнёров есть ускоренная линия — ${SHOP_FACTS.turkeyExpressDays}.`,
  },
] as const;

const METHODS = [
  {
    title: "Пункт выдачи СДЭК",
    points: [
      "Тысячи пунктов по России, а также в Беларуси, Казахстане и Армении",
      "Выбор пункта на карте при оформлении заказа",
      "В некоторых пунктах есть примерочная — это отмечено на карте",
      "Заказ хранится в пункте обычно 7 дней, точный срок — в уведомлении СДЭК",
    ],
    price: "от 290 ₽",
  },
  {
    title: "Курьер до двери",
    points: [
      "Курьер СДЭК или Яндекс Доставки привезёт заказ по указанному адресу",
      "Курьер заранее позвонит и согласует время",
      "Подойдёт, если нет времени заходить в пункт выдачи",
      "Посылку можно осмотреть при курьере",
    ],
    price: "от 490 ₽",
  },
] as const;

export default function Delivery() {
  return (
    <Page
      title={page.title}
      lead="Доставляем по всей России, а также в Беларусь, Казахстан и Армению — в пункт выдачи СДЭК или курьером до двери. Все пошлины уже включены в цену товара."
    >
      <section aria-labelledby="timing-heading">
        <h2 id="timing-heading" className="text-2xl font-semibold">
          Сроки
        </h2>
        <p className="mt-3 text-neutral-700 dark:text-neutral-300">
          Срок доставки указан у каждого предложения на странице товара. Чтобы видеть только то, что
          приедет быстро, включите в каталоге фильтр «Срок доставки».
        </p>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {SPEEDS.map((speed) => (
            <li key={speed.title} className="rounded-2xl bg-neutral-100 p-5 dark:bg-neutral-900">
              <p className="text-sm text-neutral-600 dark:text-neutral-400">{speed.title}</p>
              <p className="mt-1 text-3xl font-bold">{speed.days}</p>
              <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">{speed.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-neutral-700 dark:text-neutral-300">
          Как заказ едет из Турции и что означает каждый статус, рассказываем на странице{" "}
          <Link
            to={PAGES.deliveryHowItWorks.path}
            className="underline underline-offset-2 hover:no-underline"
          >
            «{PAGES.deliveryHowItWorks.title}»
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="methods-heading" className="mt-12">
        <h2 id="methods-heading" className="text-2xl font-semibold">
          Способы получения
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {METHODS.map((method) => (
            <li
              key={method.title}
              className="flex flex-col rounded-2xl border border-neutral-200 p-5 dark:border-neutral-700"
            >
              <h3 className="text-lg font-semibold">{method.title}</h3>
              <ul className="mt-3 flex-1 list-disc space-y-1 pl-5 text-sm text-neutral-700 dark:text-neutral-300">
                {method.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <p className="mt-4 font-semibold">{method.price}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-12">
        <Prose>
          <h2>Стоимость доставки</h2>
          <p>
            Стоимость зависит от города, способа получения и веса посылки. Мы рассчитываем её при
            оформлении заказа — вы видите итоговую сумму до оплаты. Доставка до пункта выдачи обычно
            стоит от 290 ₽, курьером — от 490 ₽.
          </p>
          <p>
            Таможенные пошлины и сборы за товары из Турции уже включены в цену. При получении
            доплачивать ничего не нужно.
          </p>

          <h2>Оплата</h2>
          <p>
            После оформления заказа мы пришлём ссылку на оплату. Оплатить можно банковской картой
            (Мир, Visa, MasterCard, Maestro), через Систему быстрых платежей (СБП), Yandex Pay или
            SberPay. Заказ поступает в работу и выкупается у поставщика только после оплаты.
          </p>
          <ul>
            <li>
              Часть суммы можно оплатить бонусами — доля зависит от уровня в{" "}
              <Link to={PAGES.loyalty.path}>программе лояльности</Link>.
            </li>
            <li>Промокод вводится в корзине; скидка применяется до списания бонусов.</li>
            <li>
              Оплата наличными или картой при получении не предусмотрена: товары из Турции мы
              выкупаем под конкретный заказ.
            </li>
            <li>
              Электронный кассовый чек приходит на e-mail или номер телефона, указанные в заказе.
            </li>
          </ul>

          <h2>Получение заказа</h2>
          <ol>
            <li>
              Когда посылка будет готова к выдаче, СДЭК пришлёт SMS с кодом получения, а курьер
              позвонит, чтобы согласовать время.
            </li>
            <li>
              В пункте выдачи назовите код или номер заказа и покажите документ, удостоверяющий
              личность.
            </li>
            <li>
              Осмотрите упаковку и товар до того, как уйти. Если упаковка повреждена или товар не
              тот, попросите сотрудника пункта или курьера составить акт и напишите нам.
            </li>
          </ol>
          <p>
            Если в заказе товары с разными сроками доставки, каждый отслеживается отдельно, и они
            могут приехать в разное время.
          </p>

          <h2>Отслеживание</h2>
          <p>
            Статус каждого товара виден в разделе{" "}
            <Link to={PAGES.accountOrders.path}>«Мои заказы»</Link> и по ссылке из письма с
            подтверждением заказа — без входа в аккаунт. Когда посылка передана в доставку,
            появляется трек-номер, по которому её можно отслеживать на сайте перевозчика. О смене
            ключевых статусов мы сообщаем по SMS и в приложении.
          </p>

          <h2>Возврат</h2>
          <p>
            Товар надлежащего качества можно вернуть в течение {SHOP_FACTS.returnDays} дней после
            получения, если сохранены его товарный вид и потребительские свойства. Подробности — в{" "}
            <Link to={PAGES.publicOffer.path}>публичной оферте</Link> и в разделе{" "}
            <Link to={PAGES.faq.path}>«Вопросы и ответы»</Link>.
          </p>
        </Prose>
      </div>

      <div className="mt-10">
        <Notice>
          Остались вопросы о доставке? Напишите или позвоните нам — контакты на странице{" "}
          <Link to={PAGES.contacts.path} className="underline underline-offset-2">
            «{PAGES.contacts.title}»
          </Link>
          .
        </Notice>
      </div>
      <div className="mt-8">
        <ButtonLink to={PAGES.catalogue.path}>В каталог</ButtonLink>
      </div>
    </Page>
  );
}
