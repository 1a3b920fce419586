/**
 * Payments provider (docs/checkout.md#payment): YooKassa when its shop id and secret key are
 * configured, the shop's own sandbox otherwise (a payment page inside the shop where the buyer
 * pays or cancels). Either way the shop learns the outcome through one notification path, which
 * never trusts the notification's body: it fetches the payment back from the provider.
 */

/** 54-FZ receipt data sent with the payment. */
export interface ReceiptData {
  customer: { email?: string; phone?: string; fullName?: string };
  items: {
    description: string;
    /** Kopecks per unit. */
    amount: number;
    quantity: number;
    /** YooKassa's vat_code: 1 = no VAT … 4 = 20 %. */
    vatCode: number;
    paymentSubject: "commodity" | "service";
    paymentMode: "full_prepayment" | "full_payment";
  }[];
}

export interface CreatePaymentRequest {
  /** The order's idempotency key, so a repeated request creates one payment. */
  idempotenceKey: string;
  /** Kopecks. */
  amount: number;
  description: string;
  /** Where the buyer returns after paying or cancelling (an absolute URL). */
  returnUrl: string;
  orderId: number;
  receipt: ReceiptData;
}

export type ProviderPaymentStatus = "pending" | "waiting_for_capture" | "succeeded" | "canceled";

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  paid: boolean;
  /** Kopecks. */
  amount: number;
  /** Where to send the buyer to pay (present while pending). */
  confirmationUrl: string | null;
  /** The order id the shop put into the payment's metadata. */
  orderId: number | null;
}

export interface PaymentProvider {
  /** "yookassa" or "sandbox": stored with the payment. */
  readonly name: string;
  create(request: CreatePaymentRequest): Promise<ProviderPayment>;
  /** The payment as the provider knows it now; null when it does not know the id. */
  fetch(id: string): Promise<ProviderPayment | null>;
}

export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}
