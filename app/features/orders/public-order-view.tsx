import { formatDate } from "~/lib/dates.ts";
import { OrderItems } from "./order-items.tsx";
import { DELIVERY_TYPE_LABELS, type DeliveryType, type OrderItemView } from "./order-item-view.ts";
import { ORDER_STATUS_LABELS, type OrderStatus } from "./order-statuses.ts";

export interface PublicOrderView {
  id: string;
  status: OrderStatus;
  createdAt: string;
  deliveryType: DeliveryType | null;
  items: OrderItemView[];
}

/**
 * An order as anyone with its number sees it (docs/orders.md#public-order-status): its status, the
 * delivery method and each item on its way; no names, addresses or amounts.
 */
export function PublicOrderDetails({ order }: { order: PublicOrderView }) {
  return (
    <div className="flex flex-col gap-8">
      <section
        aria-label="Статус заказа"
        className="flex flex-col gap-2 rounded-3xl bg-neutral-100 p-5 dark:bg-neutral-900"
      >
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          Оформлен <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
        </p>
        <p className="text-xl font-semibold" data-testid="order-status">
          {ORDER_STATUS_LABELS[order.status]}
        </p>
        {order.deliveryType ? (
          <p data-testid="order-delivery-type">
            Доставка: {DELIVERY_TYPE_LABELS[order.deliveryType]}
          </p>
        ) : null}
      </section>
      <OrderItems items={order.items} owner={false} />
    </div>
  );
}
