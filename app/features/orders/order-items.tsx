import { OrderItemCard } from "./order-item-card.tsx";
import type { OrderItemView } from "./order-item-view.ts";

/** «Товары»: an order's items, each with its way (docs/orders.md#public-order-status). */
export function OrderItems({ items, owner }: { items: readonly OrderItemView[]; owner: boolean }) {
  return (
    <section aria-labelledby="order-items">
      <h2 id="order-items" className="mb-3 text-xl font-semibold">
        Товары
      </h2>
      <ul className="flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.id}>
            <OrderItemCard item={item} owner={owner} />
          </li>
        ))}
      </ul>
    </section>
  );
}
