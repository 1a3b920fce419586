/** An order item as the order pages show it (docs/orders.md#public-order-status). */
import type { DeliveryWindowView } from "~/lib/delivery-window.ts";
import type { OrderStatus } from "./order-statuses.ts";
import type { StatusChange } from "./order-timeline.ts";

export interface OrderItemView {
  id: string;
  status: OrderStatus;
  /** Its statuses so far, oldest first. */
  history: StatusChange[];
  /** Kopecks; null on the public status page, which shows no amounts. */
  soldPrice: number | null;
  /** The window promised when it was ordered (or the day the staff set since). */
  delivery: DeliveryWindowView | null;
  /** The statuses of its way, from where it starts (the shop API's). */
  route: readonly OrderStatus[];
  trackCode: string | null;
  name: string;
  slug: string | null;
  sizeName: string | null;
}

export type DeliveryType = "PICKUP_POINT" | "COURIER";

export const DELIVERY_TYPE_LABELS: Record<DeliveryType, string> = {
  PICKUP_POINT: "Пункт выдачи СДЭК",
  COURIER: "Курьер",
};

/** The delivery service's tracking page for a track code. */
export const trackingUrl = (trackCode: string) =>
  `https://www.cdek.ru/ru/tracking?${new URLSearchParams({ order_id: trackCode })}`;

/** The product page's reviews (app/features/product/reviews.tsx heads them with this id). */
export const reviewsUrl = (slug: string) => `/product/${slug}#reviews-heading`;
