/**
 * SMS provider (docs/architecture.md#providers): SMS.ru when an API key is configured, the outbox
 * otherwise.
 */
import { type OutboxOptions, writeOutbox } from "./outbox.ts";

export interface SmsSender {
  /**
   * Sends `text` to a normalised phone (+7XXXXXXXXXX); rejects when the message was not accepted.
   */
  send(phone: string, text: string): Promise<void>;
}

export class SmsSendError extends Error {
  override name = "SmsSendError";
}

export const SMS_RU_SEND_URL = "https://sms.ru/sms/send";

interface SmsRuReply {
  status?: string;
  status_code?: number;
  status_text?: string;
  sms?: Record<string, { status?: string; status_code?: number; status_text?: string }>;
}

/** SMS.ru's HTTP API (https://sms.ru/api/send): one form POST per message, a JSON answer. */
export class SmsRuSender implements SmsSender {
  constructor(
    private readonly options: {
      apiKey: string;
      /** An approved sender name; SMS.ru's default when unset. */
      from?: string;
      fetch?: typeof fetch;
      timeoutMs?: number;
    },
  ) {}

  async send(phone: string, text: string): Promise<void> {
    const to = phone.replace(/^\+/, "");
    const body = new URLSearchParams({ api_id: this.options.apiKey, to, msg: text, json: "1" });
    if (this.options.from) body.set("from", this.options.from);
    const response = await (this.options.fetch ?? fetch)(SMS_RU_SEND_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new SmsSendError(`SMS.ru answered HTTP ${response.status}`);
    const reply = (await response.json()) as SmsRuReply;
    // The request as a whole and the message to this number each carry their own status.
    const perNumber = reply.sms?.[to];
    if (reply.status !== "OK" || perNumber?.status !== "OK") {
      const detail = perNumber?.status_text ?? reply.status_text ?? "no status";
      throw new SmsSendError(
        `SMS.ru refused the message (${perNumber?.status_code ?? reply.status_code}): ${detail}`,
      );
    }
  }
}

/** Offline: the message goes to the outbox, where a developer reads the code. */
export class OutboxSmsSender implements SmsSender {
  constructor(private readonly outbox: OutboxOptions) {}

  send(phone: string, text: string): Promise<void> {
    return writeOutbox(this.outbox, { channel: "SMS", recipient: phone, body: text });
  }
}
