import { Link } from "react-router";
import { formatPrice } from "~/lib/money.ts";
import { formatDate } from "~/lib/dates.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { PAGES } from "~/shell/pages.ts";
import { ORDER_STATUS_LABELS, type OrderStatus } from "./order-statuses.ts";

export interface OrderView {
  id: string;
  status: string;
  paid: boolean;
  totalPrice: number;
  deliveryPrice: number;
  discountValue: number | null;
  paidByBonuses: number;
  createdAt: string;
  paymentLink: string | null;
  deliveryTo: string;
  items: {
    id: string;
    status: string;
    soldPrice: number;
    estimatedDeliveryDate: string | null;
    name: string;
    slug: string | null;
    sizeName: string | null;
  }[];
}

const label = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/**
 * An order as its owner sees it after checkout (docs/orders.md#public-order-status): its status,
 * what it holds, where it goes and what was paid. Awaiting payment, it links to the payment page;
 * cancelled, back to checkout.
 */
export function OrderDetails({ order }: { order: OrderView }) {
  const toPay =
    order.totalPrice - (order.discountValue ?? 0) - order.paidByBonuses * 100 + order.deliveryPrice;
  return (
    <div className="flex flex-col gap-8">
      <section
        aria-label="Статус заказа"
        className="flex flex-col gap-3 rounded-3xl bg-neutral-100 p-5 dark:bg-neutral-900"
      >
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          Оформлен {formatDate(order.createdAt)}
        </p>
        <p className="text-xl font-semibold" data-testid="order-status">
          {label(order.status)}
        </p>
        {order.paid ? (
          <p>Оплата получена. Сообщим, когда товар выкупят у поставщика и он отправится к вам.</p>
        ) : order.paymentLink ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <p>Заказ ждёт оплаты: товары зарезервированы за вами на 30 минут.</p>
            <a href={order.paymentLink} className="font-semibold underline underline-offset-2">
              Перейти к оплате
            </a>
          </div>
        ) : order.status === "CANCEL_PURCHASE" ? (
          <div className="flex flex-col items-start gap-3">
            <p>Заказ не оплачен и отменён. Товары, которые ещё в наличии, можно заказать снова.</p>
            <ButtonLink to={PAGES.checkout.path}>Оформить снова</ButtonLink>
          </div>
        ) : null}
      </section>
      <section aria-labelledby="order-items">
        <h2 id="order-items" className="mb-3 text-xl font-semibold">
          Товары
        </h2>
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {order.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap justify-between gap-2 py-3"
              data-testid="order-item"
            >
              <div>
                {item.slug ? (
                  <Link
                    to={`/product/${item.slug}`}
                    className="font-medium underline-offset-2 hover:underline"
                  >
                    {item.name}
                  </Link>
                ) : (
                  <span className="font-medium">{item.name}</span>
                )}
                <p className="text-sm text-neutral-600 dark:text-neutral-400">
                  {[item.sizeName ? `Размер: ${item.sizeName}` : null, label(item.status)]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                {item.estimatedDeliveryDate ? (
                  <p className="text-sm text-neutral-600 dark:text-neutral-400">
                    Ожидаемая дата доставки: {formatDate(item.estimatedDeliveryDate)}
                  </p>
                ) : null}
              </div>
              <p className="font-semibold">{formatPrice(item.soldPrice)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="order-delivery" className="grid gap-6 sm:grid-cols-2">
        <div>
          <h2 id="order-delivery" className="mb-2 text-xl font-semibold">
            Доставка
          </h2>
          <p>{order.deliveryTo}</p>
        </div>
        <dl className="flex flex-col gap-1 text-sm">
          <div className="flex justify-between gap-4">
            <dt>Товары</dt>
            <dd>{formatPrice(order.totalPrice)}</dd>
          </div>
          {order.discountValue ? (
            <div className="flex justify-between gap-4">
              <dt>Промокод</dt>
              <dd>−{formatPrice(order.discountValue)}</dd>
            </div>
          ) : null}
          {order.paidByBonuses > 0 ? (
            <div className="flex justify-between gap-4">
              <dt>Бонусами</dt>
              <dd>−{formatPrice(order.paidByBonuses * 100)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4">
            <dt>Доставка</dt>
            <dd>{formatPrice(order.deliveryPrice)}</dd>
          </div>
          <div className="flex justify-between gap-4 text-base font-bold">
            <dt>{order.paid ? "Оплачено" : "К оплате"}</dt>
            <dd data-testid="order-total">{formatPrice(toPay)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
