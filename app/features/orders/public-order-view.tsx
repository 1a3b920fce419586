import { OrderItems } from "./order-items.tsx";
import { DELIVERY_TYPE_LABELS, type DeliveryType, type OrderItemView } from "./order-item-view.ts";
import { OrderStatusPanel } from "./order-status-panel.tsx";
import type { OrderStatus } from "./order-statuses.ts";

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
      <OrderStatusPanel order={order}>
        {order.deliveryType ? (
          <p data-testid="order-delivery-type">
            Доставка: {DELIVERY_TYPE_LABELS[order.deliveryType]}
          </p>
        ) : null}
      </OrderStatusPanel>
      <OrderItems items={order.items} owner={false} />
    </div>
  );
}
