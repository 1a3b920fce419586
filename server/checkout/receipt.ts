/**
 * The 54-FZ receipt sent with a payment (docs/checkout.md#receipt): one line per item, the
 * delivery as a service line, the promo discount and the bonuses spread over the goods lines so
 * that the lines add up to exactly what the buyer pays. Pure.
 */
import type { ReceiptData } from "../providers/payments.ts";

/** YooKassa's vat_code for the shop's goods: 1 = without VAT (the shop's tax regime). */
export const DEFAULT_VAT_CODE = 1;

export interface ReceiptLine {
  /** The product's name and size, e.g. «Nike Air Max 90, размер 42». */
  description: string;
  /** Kopecks, the price the item is sold at. */
  price: number;
}

/**
 * Spreads `reduction` kopecks over `prices` in proportion to each, rounding down, and gives the
 * kopecks left over to the dearest lines first; no line goes below 0.
 */
export function spreadReduction(prices: readonly number[], reduction: number): number[] {
  const total = prices.reduce((sum, price) => sum + price, 0);
  const cut = Math.min(Math.max(reduction, 0), total);
  if (total === 0 || cut === 0) return prices.map(() => 0);
  const shares = prices.map((price) => Math.floor((cut * price) / total));
  let left = cut - shares.reduce((sum, share) => sum + share, 0);
  const byPrice = prices
    .map((price, index) => ({ price, index }))
    .sort((a, b) => b.price - a.price);
  while (left > 0) {
    for (const { price, index } of byPrice) {
      if (left === 0) break;
      if ((shares[index] ?? 0) < price) {
        shares[index] = (shares[index] ?? 0) + 1;
        left -= 1;
      }
    }
  }
  return shares;
}

export function buildReceipt({
  lines,
  reduction,
  deliveryPrice,
  email,
  phone,
  vatCode = DEFAULT_VAT_CODE,
}: {
  lines: readonly ReceiptLine[];
  /** Kopecks taken off the goods: the promo discount plus the bonuses. */
  reduction: number;
  deliveryPrice: number;
  email: string | null;
  phone: string;
  vatCode?: number;
}): ReceiptData {
  const shares = spreadReduction(
    lines.map((line) => line.price),
    reduction,
  );
  const goods = lines.map((line, index) => ({
    description: line.description,
    amount: line.price - (shares[index] ?? 0),
    quantity: 1,
    vatCode,
    paymentSubject: "commodity" as const,
    paymentMode: "full_prepayment" as const,
  }));
  const delivery =
    deliveryPrice > 0
      ? [
          {
            description: "Доставка",
            amount: deliveryPrice,
            quantity: 1,
            vatCode,
            paymentSubject: "service" as const,
            paymentMode: "full_prepayment" as const,
          },
        ]
      : [];
  return {
    customer: { ...(email ? { email } : {}), phone },
    items: [...goods, ...delivery],
  };
}
