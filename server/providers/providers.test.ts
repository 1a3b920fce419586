import { eq } from "drizzle-orm";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inRollback } from "../../tests/database.ts";
import * as t from "../db/schema.ts";
import { CdekDeliveryProvider } from "./cdek.ts";
import { DadataAddressSuggester } from "./dadata.ts";
import { resolveProviders } from "./index.ts";
import { OutboxMailSender, SmtpMailSender } from "./mail.ts";
import { OfflineAddressSuggester } from "./offline-addresses.ts";
import { OfflineDeliveryProvider } from "./offline-delivery.ts";
import { readOutbox } from "./outbox.ts";
import { SandboxPaymentProvider } from "./sandbox-payments.ts";
import { OutboxSmsSender, SMS_RU_SEND_URL, SmsRuSender, SmsSendError } from "./sms.ts";
import { YooKassaPaymentProvider } from "./yookassa.ts";

const requests: { url: string; body: URLSearchParams; contentType: string | null }[] = [];
let reply: () => Response = () => HttpResponse.json({});

const server = setupServer(
  http.post(SMS_RU_SEND_URL, async ({ request }) => {
    requests.push({
      url: request.url,
      body: new URLSearchParams(await request.text()),
      contentType: request.headers.get("content-type"),
    });
    return reply();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const clock = { now: () => new Date("2026-11-02T12:00:00Z") };

describe("SmsRuSender", () => {
  it("posts the message to SMS.ru's send method with the key, the number and JSON answers", async () => {
    requests.length = 0;
    reply = () =>
      HttpResponse.json({
        status: "OK",
        status_code: 100,
        sms: { "79991234567": { status: "OK", status_code: 100, sms_id: "000-1" } },
        balance: 100,
      });
    await new SmsRuSender({ apiKey: "KEY-1", from: "MeetMarket" }).send(
      "+79991234567",
      "1234 — код для входа",
    );

    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe("https://sms.ru/sms/send");
    expect(requests[0]?.contentType).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(requests[0]?.body ?? [])).toEqual({
      api_id: "KEY-1",
      to: "79991234567",
      msg: "1234 — код для входа",
      json: "1",
      from: "MeetMarket",
    });
  });

  it("rejects when SMS.ru refuses the request or the number", async () => {
    const sender = new SmsRuSender({ apiKey: "KEY-1" });
    reply = () => HttpResponse.json({ status: "ERROR", status_code: 200, status_text: "bad key" });
    await expect(sender.send("+79991234567", "x")).rejects.toThrow(SmsSendError);

    reply = () =>
      HttpResponse.json({
        status: "OK",
        sms: { "79991234567": { status: "ERROR", status_code: 207, status_text: "no route" } },
      });
    await expect(sender.send("+79991234567", "x")).rejects.toThrow(/207.*no route/);

    reply = () => new HttpResponse("down", { status: 503 });
    await expect(sender.send("+79991234567", "x")).rejects.toThrow(/HTTP 503/);
  });
});

describe("the outbox", () => {
  it("stores offline SMS and e-mail, logs one line each, and reads them back newest first", async () => {
    await inRollback(async (db) => {
      const log = vi.fn();
      const later = { now: () => new Date("2026-11-02T12:01:00Z") };
      await new OutboxSmsSender({ db, clock, log }).send("+79990001122", "1111 — код");
      await new OutboxSmsSender({ db, clock: later, log }).send("+79990001122", "2222 — код");
      await new OutboxMailSender({ db, clock, log }).send({
        to: "a@example.ru",
        subject: "Код",
        text: "Ваш код: 3333\n\nДо свидания",
      });

      expect(log.mock.calls).toEqual([
        ["[outbox] SMS to +79990001122: 1111 — код"],
        ["[outbox] SMS to +79990001122: 2222 — код"],
        ["[outbox] EMAIL to a@example.ru «Код»: Ваш код: 3333 До свидания"],
      ]);
      const messages = await readOutbox(db, "+79990001122");
      expect(messages.map((m) => m.body)).toEqual(["2222 — код", "1111 — код"]);
      expect(messages[0]).toMatchObject({ channel: "SMS", subject: null });
      const [mail] = await db
        .select()
        .from(t.outboxMessage)
        .where(eq(t.outboxMessage.recipient, "a@example.ru"));
      expect(mail).toMatchObject({ channel: "EMAIL", subject: "Код" });
    });
  });

  it("stays silent when logging is off (production)", async () => {
    await inRollback(async (db) => {
      const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
      const providers = resolveProviders(db, { outboxLog: false }, { clock });
      await providers.sms.send("+79990001133", "4444 — код");
      expect(info).not.toHaveBeenCalled();
      info.mockRestore();
      expect(await readOutbox(db, "+79990001133")).toHaveLength(1);
    });
  });
});

describe("resolveProviders", () => {
  it("picks the real adapters when configured and the offline twins otherwise", async () => {
    await inRollback(async (db) => {
      const offline = resolveProviders(db);
      expect(offline.sms).toBeInstanceOf(OutboxSmsSender);
      expect(offline.mail).toBeInstanceOf(OutboxMailSender);
      expect(offline.payments).toBeInstanceOf(SandboxPaymentProvider);
      expect(offline.delivery).toBeInstanceOf(OfflineDeliveryProvider);
      expect(offline.addresses).toBeInstanceOf(OfflineAddressSuggester);
      const real = resolveProviders(db, {
        smsRuApiKey: "KEY",
        smtpUrl: "smtp://user:pass@127.0.0.1:2525",
        yookassaShopId: "123456",
        yookassaSecretKey: "secret",
        cdekClientId: "client",
        cdekClientSecret: "secret",
        dadataApiKey: "key",
      });
      expect(real.sms).toBeInstanceOf(SmsRuSender);
      expect(real.mail).toBeInstanceOf(SmtpMailSender);
      expect(real.payments).toBeInstanceOf(YooKassaPaymentProvider);
      expect(real.delivery).toBeInstanceOf(CdekDeliveryProvider);
      expect(real.addresses).toBeInstanceOf(DadataAddressSuggester);
    });
  });
});
