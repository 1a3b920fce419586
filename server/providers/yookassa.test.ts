import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PaymentProviderError } from "./payments.ts";
import { formatAmount, YOOKASSA_API_URL, YooKassaPaymentProvider } from "./yookassa.ts";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const provider = new YooKassaPaymentProvider({ shopId: "123456", secretKey: "test_secret" });

const request = {
  idempotenceKey: "6f1c2d4e-8a9b-4c3d-9e2f-0a1b2c3d4e5f",
  amount: 1_234_505,
  description: "Заказ №7 в Meet Market",
  returnUrl: "https://shop.example/orders/0b6f1a9e-3c2d-4e5f-8a7b-9c0d1e2f3a4b",
  orderId: 7,
  receipt: {
    customer: { email: "anna@example.ru", phone: "+79991234567" },
    items: [
      {
        description: "К".repeat(200),
        amount: 1_185_505,
        quantity: 1,
        vatCode: 1,
        paymentSubject: "commodity" as const,
        paymentMode: "full_prepayment" as const,
      },
      {
        description: "Доставка",
        amount: 49_000,
        quantity: 1,
        vatCode: 1,
        paymentSubject: "service" as const,
        paymentMode: "full_prepayment" as const,
      },
    ],
  },
};

const pending = {
  id: "2f0c1a5e-000f-5000-9000-1b2c3d4e5f60",
  status: "pending",
  paid: false,
  amount: { value: "12345.05", currency: "RUB" },
  confirmation: { type: "redirect", confirmation_url: "https://yoomoney.ru/checkout/x" },
  metadata: { orderId: "7" },
};

describe("YooKassaPaymentProvider", () => {
  it("formats kopecks as YooKassa's amount strings", () => {
    expect(formatAmount(0)).toBe("0.00");
    expect(formatAmount(5)).toBe("0.05");
    expect(formatAmount(123_400)).toBe("1234.00");
    expect(() => formatAmount(-1)).toThrow(PaymentProviderError);
  });

  it("creates a payment with Basic auth, the Idempotence-Key, the amount and the receipt", async () => {
    let seen: { headers: Headers; body: unknown } | undefined;
    server.use(
      http.post(`${YOOKASSA_API_URL}/payments`, async ({ request: req }) => {
        seen = { headers: req.headers, body: await req.json() };
        return HttpResponse.json(pending);
      }),
    );
    const payment = await provider.create(request);
    expect(payment).toEqual({
      id: pending.id,
      status: "pending",
      paid: false,
      amount: 1_234_505,
      confirmationUrl: "https://yoomoney.ru/checkout/x",
      orderId: 7,
    });
    expect(seen?.headers.get("authorization")).toBe(
      `Basic ${Buffer.from("123456:test_secret").toString("base64")}`,
    );
    expect(seen?.headers.get("idempotence-key")).toBe(request.idempotenceKey);
    expect(seen?.body).toEqual({
      amount: { value: "12345.05", currency: "RUB" },
      capture: true,
      confirmation: {
        type: "redirect",
        return_url: "https://shop.example/orders/0b6f1a9e-3c2d-4e5f-8a7b-9c0d1e2f3a4b",
      },
      description: "Заказ №7 в Meet Market",
      metadata: { orderId: "7" },
      receipt: {
        customer: { email: "anna@example.ru", phone: "79991234567" },
        items: [
          {
            description: "К".repeat(128),
            quantity: "1",
            amount: { value: "11855.05", currency: "RUB" },
            vat_code: 1,
            payment_subject: "commodity",
            payment_mode: "full_prepayment",
          },
          {
            description: "Доставка",
            quantity: "1",
            amount: { value: "490.00", currency: "RUB" },
            vat_code: 1,
            payment_subject: "service",
            payment_mode: "full_prepayment",
          },
        ],
      },
    });
  });

  it("turns a refusal, a broken answer and an unreachable API into PaymentProviderError", async () => {
    server.use(
      http.post(`${YOOKASSA_API_URL}/payments`, () =>
        HttpResponse.json(
          { type: "error", code: "invalid_request", description: "Receipt is missing" },
          { status: 400 },
        ),
      ),
    );
    await expect(provider.create(request)).rejects.toThrow(/invalid_request.*Receipt is missing/);
    server.use(http.post(`${YOOKASSA_API_URL}/payments`, () => new HttpResponse("<html>")));
    await expect(provider.create(request)).rejects.toBeInstanceOf(PaymentProviderError);
    server.use(http.post(`${YOOKASSA_API_URL}/payments`, () => HttpResponse.json({ id: 1 })));
    await expect(provider.create(request)).rejects.toBeInstanceOf(PaymentProviderError);
    server.use(http.post(`${YOOKASSA_API_URL}/payments`, () => HttpResponse.error()));
    await expect(provider.create(request)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("gives up after its timeout", async () => {
    const slow = new YooKassaPaymentProvider({
      shopId: "1",
      secretKey: "s",
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new Error("aborted")));
        }),
    });
    await expect(slow.create(request)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("reads a payment back; an unknown one is null", async () => {
    server.use(
      http.get(`${YOOKASSA_API_URL}/payments/:id`, ({ params, request: req }) => {
        expect(req.headers.get("authorization")).toMatch(/^Basic /);
        return params.id === pending.id
          ? HttpResponse.json({ ...pending, status: "succeeded", paid: true, confirmation: {} })
          : HttpResponse.json({ type: "error", code: "not_found" }, { status: 404 });
      }),
    );
    expect(await provider.fetch(pending.id)).toMatchObject({
      status: "succeeded",
      paid: true,
      amount: 1_234_505,
      orderId: 7,
    });
    expect(await provider.fetch("2f0c1a5e-0000-0000-0000-000000000000")).toBeNull();
    expect(await provider.fetch("../../etc")).toBeNull();
    server.use(
      http.get(`${YOOKASSA_API_URL}/payments/:id`, () => new HttpResponse(null, { status: 500 })),
    );
    await expect(provider.fetch(pending.id)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("reads its notifications: the id alone, the payment fetched back, never the body's word", async () => {
    server.use(
      http.get(`${YOOKASSA_API_URL}/payments/:id`, ({ params }) =>
        params.id === pending.id
          ? HttpResponse.json(pending)
          : HttpResponse.json({ type: "error", code: "not_found" }, { status: 404 }),
      ),
    );
    const read = (body: string) => provider.readNotification({ body, headers: new Headers() });
    const said = (id: string) =>
      JSON.stringify({
        type: "notification",
        event: "payment.succeeded",
        object: { id, status: "succeeded", paid: true },
      });
    // The body says succeeded; YooKassa, asked back, says pending.
    expect(await read(said(pending.id))).toMatchObject({
      kind: "payment",
      payment: { id: pending.id, status: "pending", paid: false },
    });
    expect(await read(said("2f0c1a5e-0000-0000-0000-000000000000"))).toEqual({
      kind: "unknown",
      id: "2f0c1a5e-0000-0000-0000-000000000000",
    });
    for (const body of ["{not json", "null", "{}", '{"object":{"id":7}}', said("x".repeat(65))]) {
      expect(await read(body), body).toEqual({ kind: "malformed" });
    }
    server.use(
      http.get(`${YOOKASSA_API_URL}/payments/:id`, () => new HttpResponse(null, { status: 500 })),
    );
    await expect(read(said(pending.id))).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
