import type { ReactNode } from "react";
import { bonuses } from "~/features/loyalty/loyalty-copy.tsx";
import { formatPrice } from "~/lib/money.ts";
import type { CartView } from "./cart-view-model.ts";

/** One line of an order's sums (the cart's and the checkout's summary): a label and an amount. */
export function SummaryRow({
  label,
  children,
  testId,
  strong = false,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? "text-lg font-bold" : ""}`}
    >
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/**
 * The sums the cart and the checkout show alike (docs/cart.md#totals): the goods at their prices before
 * the sale, the sale, the promo code and the bonuses spent; each caller adds what follows. Each
 * amount's test id is `${testIds}-subtotal`, `-sale`, `-discount` and `-bonuses`.
 */
export function CartAmountRows({
  cart,
  count,
  testIds,
}: {
  cart: CartView;
  /** How many goods the order holds. */
  count: number;
  testIds: "cart" | "checkout";
}) {
  const saleDiscount = cart.oldTotalPrice - cart.totalPrice;
  return (
    <>
      <SummaryRow label={`Товары, ${count} шт.`} testId={`${testIds}-subtotal`}>
        {formatPrice(cart.oldTotalPrice)}
      </SummaryRow>
      {saleDiscount > 0 ? (
        <SummaryRow label="Скидка" testId={`${testIds}-sale`}>
          −{formatPrice(saleDiscount)}
        </SummaryRow>
      ) : null}
      {cart.discountValue ? (
        <SummaryRow label={`Промокод ${cart.promoCode ?? ""}`} testId={`${testIds}-discount`}>
          −{formatPrice(cart.discountValue)}
        </SummaryRow>
      ) : null}
      {cart.bonusesToSpend > 0 ? (
        <SummaryRow label="Бонусами" testId={`${testIds}-bonuses`}>
          −{formatPrice(cart.bonusesToSpend * 100)}
        </SummaryRow>
      ) : null}
    </>
  );
}

/**
 * What the order earns once received (docs/loyalty.md#cashback), under its total: the shop API's
 * figure, on what is paid in money, at the shopper's level. Nothing for a guest.
 */
export function CashbackRow({ cart, testIds }: { cart: CartView; testIds: "cart" | "checkout" }) {
  if (cart.cashback <= 0) return null;
  return (
    <SummaryRow label="Кешбэк после получения" testId={`${testIds}-cashback`}>
      +{bonuses(cart.cashback)}
    </SummaryRow>
  );
}
