/** An order item as the order pages show it (docs/orders.md#public-order-status). */
import type { DeliveryWindowView } from "~/lib/delivery-window.ts";
import type { ItemProgress } from "./order-timeline.ts";
import type { OrderStatus } from "./order-vocabulary.ts";

export interface OrderItemView {
  id: string;
  status: OrderStatus;
  /** Where it is on its way: the stages of its own way, or the notice of a side status. */
  progress: ItemProgress;
  /** Kopecks; null on the public status page, which shows no amounts. */
  soldPrice: number | null;
  /** The window promised when it was ordered (or the day the staff set since). */
  delivery: DeliveryWindowView | null;
  trackCode: string | null;
  name: string;
  slug: string | null;
  sizeName: string | null;
}

/** The delivery service's tracking page for a track code. */
export const trackingUrl = (trackCode: string) =>
  `https://www.cdek.ru/ru/tracking?${new URLSearchParams({ order_id: trackCode })}`;

/** The product page's reviews (app/features/product/reviews.tsx heads them with this id). */
export const reviewsUrl = (slug: string) => `/product/${slug}#reviews-heading`;
