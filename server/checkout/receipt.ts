/**
 * The 54-FZ receipt sent with a payment (docs/checkout.md#receipt): one line per item at what was
 * paid for it in money (the order's amounts spread the promo discount and the bonuses over the
 * items: server/orders/amounts.ts), the delivery as a service line, so that the lines add up to
 * exactly what the buyer pays. Pure.
 */
import type { ReceiptData } from "../providers/payments.ts";

/** YooKassa's vat_code for the shop's goods: 1 = without VAT (the shop's tax regime). */
export const DEFAULT_VAT_CODE = 1;

export interface ReceiptLine {
  /** The product's name and size, e.g. «Nike Air Max 90, размер 42». */
  description: string;
  /** Kopecks paid in money for the item: its price less its part of the discount and bonuses. */
  amount: number;
}

export function buildReceipt({
  lines,
  deliveryPrice,
  email,
  phone,
  vatCode = DEFAULT_VAT_CODE,
}: {
  lines: readonly ReceiptLine[];
  deliveryPrice: number;
  email: string | null;
  phone: string;
  vatCode?: number;
}): ReceiptData {
  const goods = lines.map((line) => ({
    description: line.description,
    amount: line.amount,
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
