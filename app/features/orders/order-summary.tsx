import { Link } from "react-router";
import { formatDate } from "~/lib/dates.ts";
import { formatPrice } from "~/lib/money.ts";
import { plural } from "~/lib/plural.ts";
import { focusRing } from "~/ui/focus-ring.ts";
import { headlineOf, type OrderAmountsView } from "./order-amounts.ts";
import { isDelivered, whereItIs } from "./order-timeline.ts";
import { ShopComment } from "./shop-comment.tsx";
import { type OrderStatus, type OrderVocabulary, statusName } from "./order-vocabulary.ts";

export interface OrderSummaryView {
  id: string;
  uuid: string;
  /** Its status's name, the shop API's. */
  statusName: string;
  createdAt: string;
  amounts: OrderAmountsView;
  itemCount: number;
  /** The shop's comment for the shopper, from the back office. */
  commentForShopper: string | null;
  items: {
    id: string;
    /** «Таможня в Турции: Таможенное оформление в Турции завершено», or the side status alone. */
    whereItIs: string;
    name: string;
    sizeName: string | null;
    /** Its delivery window's dates («3–8 декабря»), while it is still on the way promised. */
    delivery: string | null;
  }[];
}

/** Still on the way it was promised: not received, exchanged, cancelled or refunded. */
const onItsWay = (vocabulary: OrderVocabulary, status: OrderStatus) =>
  !isDelivered(vocabulary, status) &&
  !(["ARRANGED_EXCHANGE", "CANCEL_PURCHASE", "ISSUED_REFUND"] as const).some(
    (ended) => ended === status,
  );

/** An order of the history with its statuses, before they are put in the vocabulary's words. */
type OrderSummaryData = Omit<OrderSummaryView, "statusName" | "items"> & {
  status: OrderStatus;
  items: (Omit<OrderSummaryView["items"][number], "whereItIs"> & { status: OrderStatus })[];
};

/** An order of the history as its summary shows it, in the vocabulary's words. */
export function toSummaryView(
  vocabulary: OrderVocabulary,
  order: OrderSummaryData,
): OrderSummaryView {
  const { status, items, ...rest } = order;
  return {
    ...rest,
    statusName: statusName(vocabulary, status),
    items: items.map(({ status: itemStatus, delivery, ...item }) => ({
      ...item,
      whereItIs: whereItIs(vocabulary, itemStatus),
      delivery: onItsWay(vocabulary, itemStatus) ? delivery : null,
    })),
  };
}

/**
 * An order in the account's history (docs/orders.md#order-history): its number, date and the sum
 * its page sums it up by (paid, to pay, or what it came to) with what goes back, each item with
 * the stage it is at; the number opens the whole order.
 */
export function OrderSummary({ order }: { order: OrderSummaryView }) {
  const headline = headlineOf(order.amounts);
  return (
    <article
      className="relative flex flex-col gap-3 rounded-3xl border border-neutral-200 p-4 transition hover:border-neutral-900 md:p-5 dark:border-neutral-800 dark:hover:border-white"
      data-testid="account-order"
    >
      <div className="grid gap-1 sm:grid-cols-[1fr_auto] sm:items-start">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">
            <Link
              to={`/orders/${order.uuid}`}
              className={`rounded-sm after:absolute after:inset-0 after:rounded-3xl ${focusRing}`}
            >
              Заказ №{order.id}
            </Link>
          </h2>
          <p className="text-sm text-neutral-500 dark:text-neutral-400">
            от <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> ·{" "}
            {plural(order.itemCount, ["товар", "товара", "товаров"])} · {order.statusName}
          </p>
        </div>
        <p className="flex flex-col sm:text-right">
          <span className="text-sm text-neutral-500 dark:text-neutral-400">{headline.label}</span>
          <span className="text-lg font-semibold" data-testid="account-order-total">
            {formatPrice(headline.amount)}
          </span>
          {order.amounts.refundDue > 0 ? (
            <span className="text-sm text-neutral-600 dark:text-neutral-400">
              К возврату {formatPrice(order.amounts.refundDue)}
            </span>
          ) : null}
          {order.amounts.refunded > 0 ? (
            <span className="text-sm text-neutral-600 dark:text-neutral-400">
              Возвращено {formatPrice(order.amounts.refunded)}
            </span>
          ) : null}
        </p>
      </div>
      <ShopComment text={order.commentForShopper} />
      {order.items.length > 0 ? (
        <ul className="flex flex-col gap-2 border-t border-neutral-200 pt-3 dark:border-neutral-800">
          {order.items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col gap-0.5 text-sm sm:flex-row sm:justify-between sm:gap-4"
            >
              <span className="min-w-0">
                <span className="font-medium">{item.name}</span>
                {item.sizeName ? (
                  <span className="text-neutral-500 dark:text-neutral-400">
                    {" "}
                    · размер {item.sizeName}
                  </span>
                ) : null}
              </span>
              <span className="text-neutral-700 sm:text-right dark:text-neutral-300">
                {item.whereItIs}
                {item.delivery ? (
                  <span
                    className="block text-neutral-500 dark:text-neutral-400"
                    data-testid="account-order-window"
                  >
                    Ожидаемая доставка: {item.delivery}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
