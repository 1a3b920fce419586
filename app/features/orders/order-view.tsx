import { formatPrice } from "~/lib/money.ts";
import { bonuses } from "~/features/loyalty/loyalty-copy.tsx";
import { ButtonLink } from "~/ui/button.tsx";
import { PAGES } from "~/shell/pages.ts";
import { headlineOf, type OrderAmountsView } from "./order-amounts.ts";
import { OrderItems } from "./order-items.tsx";
import type { OrderItemView } from "./order-item-view.ts";
import { OrderStatusPanel } from "./order-status-panel.tsx";
import { ShopComment } from "./shop-comment.tsx";
import type { OrderStatus } from "./order-vocabulary.ts";

export interface OrderView {
  id: string;
  status: OrderStatus;
  /** Its status's name, the shop API's. */
  statusName: string;
  paid: boolean;
  amounts: OrderAmountsView;
  /** Bonuses earned with it so far. */
  cashback: number;
  /** Bonuses its items still earn once received (docs/loyalty.md#cashback). */
  cashbackToCome: number;
  createdAt: string;
  paymentLink: string | null;
  /** How it is delivered («Пункт выдачи СДЭК»), the shop API's name; null when unknown. */
  deliveryTypeName: string | null;
  deliveryTo: string;
  /** The shop's comment for the shopper, from the back office. */
  commentForShopper: string | null;
  items: OrderItemView[];
}

/**
 * An order as its owner sees it (docs/orders.md#public-order-status): its status, each item on its
 * way, where it goes and what was paid. Awaiting payment, it links to the payment page;
 * cancelled, back to checkout.
 */
export function OrderDetails({ order }: { order: OrderView }) {
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
        <ShopComment text={order.commentForShopper} />
      </OrderStatusPanel>
      <OrderItems items={order.items} owner />
      <section aria-labelledby="order-delivery" className="grid gap-6 sm:grid-cols-2">
        <div>
          <h2 id="order-delivery" className="mb-2 text-xl font-semibold">
            Доставка
          </h2>
          {order.deliveryTypeName ? (
            <p className="font-medium" data-testid="order-delivery-type">
              {order.deliveryTypeName}
            </p>
          ) : null}
          <p data-testid="order-delivery-to">{order.deliveryTo}</p>
        </div>
        <OrderAmountRows
          amounts={order.amounts}
          cashback={order.cashback}
          cashbackToCome={order.cashbackToCome}
        />
      </section>
    </div>
  );
}

function AmountRow({
  label,
  children,
  testId,
  strong = false,
}: {
  label: string;
  children: string;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "text-base font-bold" : ""}`}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/**
 * What the order cost and what was paid (docs/orders.md#amounts): each figure the shop API's,
 * and what went back for cancelled or refunded items.
 */
function OrderAmountRows({
  amounts,
  cashback,
  cashbackToCome,
}: {
  amounts: OrderAmountsView;
  cashback: number;
  cashbackToCome: number;
}) {
  const headline = headlineOf(amounts);
  return (
    <dl className="flex flex-col gap-1 text-sm">
      <AmountRow label="Товары" testId="order-goods">
        {formatPrice(amounts.goods)}
      </AmountRow>
      {amounts.discount > 0 ? (
        <AmountRow label="Промокод" testId="order-discount">
          {`−${formatPrice(amounts.discount)}`}
        </AmountRow>
      ) : null}
      {amounts.bonusesSpent > 0 ? (
        <AmountRow label="Бонусами" testId="order-bonuses">
          {`−${formatPrice(amounts.bonusesValue)}`}
        </AmountRow>
      ) : null}
      <AmountRow label="Доставка" testId="order-delivery-price">
        {formatPrice(amounts.delivery)}
      </AmountRow>
      <AmountRow label={headline.label} testId="order-total" strong>
        {formatPrice(headline.amount)}
      </AmountRow>
      {amounts.refundDue > 0 ? (
        <AmountRow label="К возврату" testId="order-refund-due">
          {formatPrice(amounts.refundDue)}
        </AmountRow>
      ) : null}
      {amounts.refunded > 0 ? (
        <AmountRow label="Возвращено" testId="order-refunded">
          {formatPrice(amounts.refunded)}
        </AmountRow>
      ) : null}
      {amounts.bonusesReturned > 0 ? (
        <AmountRow label="Бонусы вернулись на счёт" testId="order-bonuses-returned">
          {`+${bonuses(amounts.bonusesReturned)}`}
        </AmountRow>
      ) : null}
      {cashback > 0 ? (
        <AmountRow label="Кешбэк начислен" testId="order-cashback">
          {`+${bonuses(cashback)}`}
        </AmountRow>
      ) : null}
      {cashbackToCome > 0 ? (
        <AmountRow label="Кешбэк после получения" testId="order-cashback-to-come">
          {`+${bonuses(cashbackToCome)}`}
        </AmountRow>
      ) : null}
    </dl>
  );
}
