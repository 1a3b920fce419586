/**
 * YooKassa's payments API v3 (docs/checkout.md#payment): one POST per payment with the order's
 * idempotency key, a GET to read a payment back, and its HTTP notifications, of which only the
 * payment's id is read: the payment itself is fetched back (docs/checkout.md#after-payment).
 */
import {
  type CreatePaymentRequest,
  type PaymentNotification,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type ReceiptData,
  type ReceivedNotification,
} from "./payments.ts";

export const YOOKASSA_API_URL = "https://api.yookassa.ru/v3";

/** YooKassa cuts descriptions at 128 characters (the payment's and each receipt line's). */
const MAX_DESCRIPTION = 128;

/** Kopecks as YooKassa's amount string: 123456 → "1234.56". */
export function formatAmount(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) {
    throw new PaymentProviderError(`Not an amount in kopecks: ${kopecks}`);
  }
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, "0")}`;
}

/** "1234.56" → 123456; anything else is not YooKassa's answer. */
export function parseAmount(value: unknown): number {
  if (typeof value !== "string" || !/^\d+(\.\d{1,2})?$/.test(value)) {
    throw new PaymentProviderError(`YooKassa answered an amount we do not understand`);
  }
  const [roubles = "0", kopecks = ""] = value.split(".");
  return Number(roubles) * 100 + Number(kopecks.padEnd(2, "0"));
}

const cut = (text: string) =>
  text.length > MAX_DESCRIPTION ? text.slice(0, MAX_DESCRIPTION) : text;

function receiptBody(receipt: ReceiptData) {
  const customer: Record<string, string> = {};
  if (receipt.customer.email) customer.email = receipt.customer.email;
  if (receipt.customer.phone) customer.phone = receipt.customer.phone.replace(/^\+/, "");
  if (receipt.customer.fullName) customer.full_name = receipt.customer.fullName;
  return {
    customer,
    items: receipt.items.map((item) => ({
      description: cut(item.description),
      quantity: String(item.quantity),
      amount: { value: formatAmount(item.amount), currency: "RUB" },
      vat_code: item.vatCode,
      payment_subject: item.paymentSubject,
      payment_mode: item.paymentMode,
    })),
  };
}

interface YooKassaPayment {
  id?: unknown;
  status?: unknown;
  paid?: unknown;
  amount?: { value?: unknown };
  confirmation?: { confirmation_url?: unknown };
  metadata?: { orderId?: unknown };
}

const statuses: readonly ProviderPaymentStatus[] = [
  "pending",
  "waiting_for_capture",
  "succeeded",
  "canceled",
];

function toPayment(body: YooKassaPayment): ProviderPayment {
  const status = statuses.find((value) => value === body.status);
  if (typeof body.id !== "string" || !status) {
    throw new PaymentProviderError("YooKassa answered a payment we do not understand");
  }
  const orderId = Number(body.metadata?.orderId);
  const url = body.confirmation?.confirmation_url;
  return {
    id: body.id,
    status,
    paid: body.paid === true,
    amount: parseAmount(body.amount?.value),
    confirmationUrl: typeof url === "string" ? url : null,
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
  };
}

/** The payment id of a YooKassa notification, `{event, object: {id}}`; null for anything else. */
function notifiedPaymentId(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body) as unknown;
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object") return null;
  const object = (parsed as { object?: unknown }).object;
  if (!object || typeof object !== "object") return null;
  const id = (object as { id?: unknown }).id;
  return typeof id === "string" && id.length > 0 && id.length <= 64 ? id : null;
}

/**
 * A notification in YooKassa's form, verified by fetching its payment back with `fetch`: the
 * real adapter's, and its twins' (the sandbox, production's switched-off payments), which take
 * YooKassa's notifications at the same address.
 */
export async function readYooKassaNotification(
  { body }: ReceivedNotification,
  fetch: (id: string) => Promise<ProviderPayment | null>,
): Promise<PaymentNotification> {
  const id = notifiedPaymentId(body);
  if (id === null) return { kind: "malformed" };
  const payment = await fetch(id);
  return payment ? { kind: "payment", payment } : { kind: "unknown", id };
}

export class YooKassaPaymentProvider implements PaymentProvider {
  readonly name = "yookassa";
  readonly notifiedAs = "yookassa";

  constructor(
    private readonly options: {
      shopId: string;
      secretKey: string;
      /** API root, without a trailing slash (tests: the default). */
      apiUrl?: string;
      fetch?: typeof fetch;
      timeoutMs?: number;
    },
  ) {}

  private get authorization() {
    const { shopId, secretKey } = this.options;
    return `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString("base64")}`;
  }

  private async call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await (this.options.fetch ?? fetch)(
        `${this.options.apiUrl ?? YOOKASSA_API_URL}${path}`,
        {
          ...init,
          headers: { authorization: this.authorization, ...init.headers },
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
        },
      );
    } catch (error) {
      throw new PaymentProviderError(`YooKassa did not answer: ${String(error)}`);
    }
  }

  private static async json(response: Response): Promise<YooKassaPayment> {
    try {
      return (await response.json()) as YooKassaPayment;
    } catch {
      throw new PaymentProviderError(`YooKassa answered HTTP ${response.status} without JSON`);
    }
  }

  async create(request: CreatePaymentRequest): Promise<ProviderPayment> {
    const response = await this.call("/payments", {
      method: "POST",
      headers: { "content-type": "application/json", "idempotence-key": request.idempotenceKey },
      body: JSON.stringify({
        amount: { value: formatAmount(request.amount), currency: "RUB" },
        capture: true,
        confirmation: { type: "redirect", return_url: request.returnUrl },
        description: cut(request.description),
        metadata: { orderId: String(request.orderId) },
        receipt: receiptBody(request.receipt),
      }),
    });
    if (!response.ok) {
      const body = (await YooKassaPaymentProvider.json(response).catch(() => ({}))) as {
        code?: unknown;
        description?: unknown;
      };
      throw new PaymentProviderError(
        `YooKassa refused the payment (HTTP ${response.status}, ${String(body.code)}): ${String(body.description)}`,
      );
    }
    return toPayment(await YooKassaPaymentProvider.json(response));
  }

  async fetch(id: string): Promise<ProviderPayment | null> {
    // A payment id is YooKassa's own (a UUID-like string); anything else is not worth a call.
    if (!/^[\w-]{1,64}$/.test(id)) return null;
    const response = await this.call(`/payments/${encodeURIComponent(id)}`, { method: "GET" });
    if (response.status === 404) return null;
    if (!response.ok) throw new PaymentProviderError(`YooKassa answered HTTP ${response.status}`);
    return toPayment(await YooKassaPaymentProvider.json(response));
  }

  readNotification(notification: ReceivedNotification): Promise<PaymentNotification> {
    return readYooKassaNotification(notification, (id) => this.fetch(id));
  }
}
