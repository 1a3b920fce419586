import { formatPrice } from "~/lib/money.ts";
import { plural } from "~/lib/plural.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { PAGES } from "~/shell/pages.ts";
import { OrderItems } from "./order-items.tsx";
import { DELIVERY_TYPE_LABELS, type DeliveryType, type OrderItemView } from "./order-item-view.ts";
import { OrderStatusPanel } from "./order-status-panel.tsx";
import type { OrderStatus } from "./order-statuses.ts";

export interface OrderView {
  id: string;
  status: OrderStatus;
  paid: boolean;
  totalPrice: number;
  deliveryPrice: number;
  discountValue: number | null;
  paidByBonuses: number;
  /** Bonuses earned with it so far. */
  cashback: number;
  createdAt: string;
  paymentLink: string | null;
  deliveryType: DeliveryType | null;
  deliveryTo: string;
  items: OrderItemView[];
}

/**
 * An order as its owner sees it (docs/orders.md#public-order-status): its status, each item on its
 * way, where it goes and what was paid. Awaiting payment, it links to the payment page;
 * cancelled, back to checkout.
 */
export function OrderDetails({ order }: { order: OrderView }) {
  const toPay =
    order.totalPrice - (order.discountValue ?? 0) - order.paidByBonuses * 100 + order.deliveryPrice;
  return (
    <div className="flex flex-col gap-8">
      <OrderStatusPanel order={order}>
        {order.paid ? (
          order.status === "PAID_READY_TO_SEND" ? (
            <p>Оплата получена. Сообщим о каждом шаге заказа на пути к вам.</p>
          ) : null
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
      </OrderStatusPanel>
      <OrderItems items={order.items} owner />
      <section aria-labelledby="order-delivery" className="grid gap-6 sm:grid-cols-2">
        <div>
          <h2 id="order-delivery" className="mb-2 text-xl font-semibold">
            Доставка
          </h2>
          {order.deliveryType ? (
            <p className="font-medium" data-testid="order-delivery-type">
              {DELIVERY_TYPE_LABELS[order.deliveryType]}
            </p>
          ) : null}
          <p data-testid="order-delivery-to">{order.deliveryTo}</p>
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
          {order.cashback > 0 ? (
            <div className="flex justify-between gap-4">
              <dt>Кешбэк</dt>
              <dd data-testid="order-cashback">
                +{plural(order.cashback, ["бонус", "бонуса", "бонусов"])}
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
    </div>
  );
}
