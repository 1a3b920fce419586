import { Link } from "react-router";
import { OrderItems } from "./order-items.tsx";
import type { OrderItemView } from "./order-item-view.ts";
import { OrderStatusPanel } from "./order-status-panel.tsx";

export interface PublicOrderView {
  id: string;
  /** Its status's name, the shop API's. */
  statusName: string;
  createdAt: string;
  /** How it is delivered («Пункт выдачи СДЭК»), the shop API's name; null when unknown. */
  deliveryTypeName: string | null;
  items: OrderItemView[];
}

/**
 * An order as anyone with its link sees it (docs/orders.md#public-order-status): its status, the
 * delivery method and each item on its way; no names, addresses or amounts. A guest is offered to
 * sign in (`signIn`, the sign-in page that comes back here): its owner then sees the whole order.
 */
export function PublicOrderDetails({
  order,
  signIn,
}: {
  order: PublicOrderView;
  signIn: string | null;
}) {
  return (
    <div className="flex flex-col gap-8">
      <OrderStatusPanel order={order}>
        {order.deliveryTypeName ? (
          <p data-testid="order-delivery-type">Доставка: {order.deliveryTypeName}</p>
        ) : null}
        {signIn ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            Это ваш заказ?{" "}
            <Link to={signIn} className="font-semibold underline underline-offset-2">
              Войдите
            </Link>
            , чтобы увидеть его целиком: сумму, адрес доставки и оплату.
          </p>
        ) : null}
      </OrderStatusPanel>
      <OrderItems items={order.items} owner={false} />
    </div>
  );
}
