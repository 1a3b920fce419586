import { Link } from "react-router";
import { CartAmountRows, CashbackRow, SummaryRow } from "~/features/cart/summary-row.tsx";
import { type CartView, orderedLines } from "~/features/cart/cart-view-model.ts";
import type { OrderAmountsView } from "~/features/orders/order-amounts.ts";
import type { DeliveryWindowView } from "~/lib/delivery-window.ts";
import { formatPrice } from "~/lib/money.ts";
import { PAGES } from "~/shell/pages.ts";
import { Image } from "~/ui/image.tsx";

export interface QuoteView {
  /** Kopecks. */
  deliveryPrice: number;
  /** When each item can arrive by this delivery (docs/checkout.md#delivery-window). */
  items: readonly { productItemId: string; window: DeliveryWindowView }[];
  /** When the whole order can: the soonest item's first day to the latest one's last. */
  window: DeliveryWindowView | null;
  /** The order with this delivery, priced by the shop API as placing it will (null for a guest). */
  orderAmounts?: OrderAmountsView | null;
}

/**
 * What the buyer is to pay: the shop API's figure for the order with the chosen delivery, or,
 * before one is priced, the cart's (`withDelivery` false: the delivery is still to be added).
 */
export function amountToPay(
  cart: CartView,
  quote: QuoteView | null,
): { amount: number; withDelivery: boolean } {
  const priced = quote?.orderAmounts;
  return priced
    ? { amount: priced.toPay, withDelivery: true }
    : { amount: cart.totalToPay, withDelivery: false };
}

/**
 * What the order holds and costs (docs/checkout.md#checkout-page): the cart's checked items on
 * sale, its promo code and bonuses, and the delivery once it is priced. The amounts are the shop
 * API's; placing the order computes them again.
 */
export function OrderSummary({ cart, quote }: { cart: CartView; quote: QuoteView | null }) {
  const lines = orderedLines(cart.lines);
  const windows = new Map(quote?.items.map((item) => [item.productItemId, item.window]));
  const toPay = amountToPay(cart, quote);
  return (
    <section
      aria-labelledby="checkout-summary"
      className="flex h-fit flex-col gap-5 rounded-3xl bg-neutral-100 p-5 lg:sticky lg:top-24 dark:bg-neutral-900"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="checkout-summary" className="text-lg font-semibold">
          Ваш заказ
        </h2>
        <Link to={PAGES.cart.path} className="text-sm underline underline-offset-2">
          Изменить
        </Link>
      </div>
      <ul className="flex flex-col gap-3" aria-label="Товары в заказе">
        {lines.map((line) => (
          <li key={line.id} className="flex gap-3 text-sm" data-testid="checkout-line">
            <div className="size-14 shrink-0 overflow-hidden rounded-xl bg-white dark:bg-neutral-800">
              {line.image ? (
                <Image
                  src={line.image.url}
                  alt={line.image.alt ?? line.name}
                  width={56}
                  height={56}
                  className="size-full object-contain"
                />
              ) : null}
            </div>
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{line.name}</p>
              {line.sizeName ? (
                <p className="text-neutral-600 dark:text-neutral-400">Размер: {line.sizeName}</p>
              ) : null}
              {windows.get(line.id) ? (
                <p
                  className="text-neutral-600 dark:text-neutral-400"
                  data-testid="checkout-line-window"
                >
                  Доставка: {windows.get(line.id)?.dates}
                </p>
              ) : null}
            </div>
            <p className="font-semibold">{formatPrice(line.price)}</p>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 text-sm">
        <CartAmountRows cart={cart} count={lines.length} testIds="checkout" />
        <SummaryRow label="Доставка" testId="checkout-delivery">
          {quote
            ? formatPrice(quote.orderAmounts?.delivery ?? quote.deliveryPrice)
            : "выберите способ"}
        </SummaryRow>
        <SummaryRow label="К оплате" testId="checkout-total" strong>
          {formatPrice(toPay.amount)}
        </SummaryRow>
        <CashbackRow cart={cart} testIds="checkout" />
      </dl>
      {quote?.window ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          Срок доставки:{" "}
          <span
            className="font-semibold text-neutral-900 dark:text-white"
            data-testid="checkout-window"
          >
            {quote.window.dates}
          </span>{" "}
          ({quote.window.days})
        </p>
      ) : null}
    </section>
  );
}
