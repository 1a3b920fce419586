import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { orderVocabulary } from "../../../tests/order-vocabulary.ts";
import { OrderItemCard } from "./order-item-card.tsx";
import type { OrderItemView } from "./order-item-view.ts";
import { itemProgress, type StatusChange } from "./order-timeline.ts";
import type { OrderStatus } from "./order-vocabulary.ts";

/** An item as the loader hands it over, its progress told in the shop API's words. */
type Fixture = Omit<OrderItemView, "progress"> & { history: StatusChange[]; route: OrderStatus[] };

const item: Fixture = {
  id: "7",
  status: "HANDED_OVER_FOR_DELIVERY",
  history: [
    { status: "PAID_READY_TO_SEND", createdAt: "2026-03-01T09:00:00.000Z" },
    { status: "HANDED_OVER_FOR_DELIVERY", createdAt: "2026-03-10T09:00:00.000Z" },
  ],
  soldPrice: 1_299_000,
  delivery: {
    days: "9–17 дней",
    dates: "10–18 марта",
    firstDate: "2026-03-10",
    lastDate: "2026-03-18",
    destination: null,
  },
  route: [
    "PAID_READY_TO_SEND",
    "AWAITING_SENT_FROM_MEET",
    "HANDED_OVER_FOR_DELIVERY",
    "TRANSFERRED_FOR_DELIVERY_TO_RECIPIENT",
    "DELIVERED",
  ],
  trackCode: "1234567890",
  name: "Nike Air Max 90",
  slug: "nike-air-max-90",
  sizeName: "42",
};

const render = ({ history, route, ...view }: Fixture, owner: boolean) =>
  renderToStaticMarkup(
    <StaticRouter location="/orders/1">
      <OrderItemCard
        item={{ ...view, progress: itemProgress(orderVocabulary(), view.status, history, route) }}
        owner={owner}
      />
    </StaticRouter>,
  );

describe("OrderItemCard", () => {
  it("on its way: the stages of its own way, the window and the track code's CDEK link", () => {
    const html = render(item, false);
    expect(html).toContain('aria-current="step"');
    expect(html).toContain("Ожидаемая доставка:");
    expect(html).toContain("10–18 марта");
    // From the stock in Moscow: no supplier, no Istanbul, no Turkish customs.
    expect(html).toContain("Склад Meet Market в России");
    expect(html).not.toContain("Стамбул");
    expect(html).not.toContain("Таможня");
    expect(html).not.toContain("Заказ у поставщика");
    expect(html).toContain(
      'href="https://www.cdek.ru/ru/tracking?order_id=1234567890" target="_blank" rel="noopener"',
    );
    expect(html).not.toContain("Написать отзыв");
    // Prices are the owner's.
    expect(html).not.toContain("12 990");
  });

  it("delivered, offers its owner a review on the product page and drops the expected day", () => {
    const delivered: Fixture = {
      ...item,
      status: "DELIVERED",
      history: [...item.history, { status: "DELIVERED", createdAt: "2026-03-15T09:00:00.000Z" }],
    };
    const html = render(delivered, true);
    expect(html).toContain('href="/product/nike-air-max-90#reviews-heading"');
    expect(html).toContain("Написать отзыв");
    expect(html).not.toContain("Ожидаемая доставка");
    expect(render(delivered, false)).not.toContain("Написать отзыв");
  });

  it("cancelled: the notice instead of the stages", () => {
    const html = render(
      {
        ...item,
        status: "CANCEL_PURCHASE",
        trackCode: null,
        history: [{ status: "CANCEL_PURCHASE", createdAt: "2026-03-02T09:00:00.000Z" }],
      },
      true,
    );
    expect(html).toContain("Покупка отменена");
    expect(html).not.toContain("Этапы доставки");
    expect(html).not.toContain("Ожидаемая доставка");
  });
});
