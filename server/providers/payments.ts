/**
 * Payments provider (docs/checkout.md#payment): YooKassa when its shop id and secret key are
 * configured, the shop's own sandbox otherwise (a payment page inside the shop where the buyer
 * pays or cancels). Either way the shop learns the outcome through one notification path, which
 * never trusts the notification's body: the provider's adapter reads it and fetches the payment
 * back, and checkout applies what the provider answered.
 */

/**
 * Where providers send their notifications: POST /api/payments/{provider}, the provider being
 * the adapter's `notifiedAs` (docs/checkout.md#after-payment).
 */
export const PAYMENT_NOTIFICATION_PATH = "/api/payments/:provider";

/** The notification URL's path of one provider: /api/payments/yookassa. */
export const paymentNotificationPath = (provider: string): string =>
  PAYMENT_NOTIFICATION_PATH.replace(":provider", provider);

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

/** A notification as it arrived at /api/payments/{provider}, its body read within its bound. */
export interface ReceivedNotification {
  body: string;
  headers: Headers;
}

/**
 * A notification once its provider's adapter has read and verified it: the payment as the
 * provider holds it now, never as the notification said it.
 */
export type PaymentNotification =
  /** Not a notification of this provider: answered 400. */
  | { kind: "malformed" }
  /** Understood, but the provider knows no such payment: nothing to apply. */
  | { kind: "unknown"; id: string }
  | { kind: "payment"; payment: ProviderPayment };

export interface PaymentProvider {
  /** "yookassa", "sandbox" or "unavailable": stored with the payment. */
  readonly name: string;
  /**
   * The `{provider}` of /api/payments/{provider} whose notifications this adapter reads: its
   * own name, or, for a twin, the name of the provider it stands in for.
   */
  readonly notifiedAs: string;
  create(request: CreatePaymentRequest): Promise<ProviderPayment>;
  /** The payment as the provider knows it now; null when it does not know the id. */
  fetch(id: string): Promise<ProviderPayment | null>;
  /**
   * Reads a notification and verifies it with the provider. Throws PaymentProviderError when
   * the provider cannot be asked (it then notifies again).
   */
  readNotification(notification: ReceivedNotification): Promise<PaymentNotification>;
}

export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}
