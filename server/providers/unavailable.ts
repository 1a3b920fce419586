/**
 * The adapters of a provider production has no settings for (docs/decisions/030-demo-and-production.md):
 * where the demo uses an offline twin (the outbox, the sandbox payment page), production refuses.
 * Each says which setting it lacks, and never pretends a message went or money came.
 */
import type { MailMessage, MailSender } from "./mail.ts";
import {
  type CreatePaymentRequest,
  type PaymentNotification,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ReceivedNotification,
} from "./payments.ts";
import type { SmsSender } from "./sms.ts";
import { readYooKassaNotification } from "./yookassa.ts";

/** A provider switched off for want of its settings. */
export class ProviderUnavailableError extends Error {
  override name = "ProviderUnavailableError";
}

/** Implemented by every adapter of this file: the screens and the API ask before they try. */
export interface Unavailable {
  /** The settings that would switch it on. */
  readonly unavailable: string;
}

export function isUnavailable(provider: object): provider is Unavailable {
  return typeof (provider as Partial<Unavailable>).unavailable === "string";
}

export class UnavailableSmsSender implements SmsSender, Unavailable {
  readonly unavailable = "SMS_RU_API_KEY";

  send(): Promise<void> {
    return Promise.reject(new ProviderUnavailableError("SMS are off: SMS_RU_API_KEY is unset"));
  }
}

export class UnavailableMailSender implements MailSender, Unavailable {
  readonly unavailable = "SMTP_URL";

  send(message: MailMessage): Promise<void> {
    return Promise.reject(
      new ProviderUnavailableError(`E-mail «${message.subject}» not sent: SMTP_URL is unset`),
    );
  }
}

/** No payment is ever created, so no payment can ever be paid. */
export class UnavailablePaymentProvider implements PaymentProvider, Unavailable {
  readonly name = "unavailable";
  /** YooKassa's notifications are read still, and name no payment this shop has. */
  readonly notifiedAs = "yookassa";
  readonly unavailable = "YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY";

  create(_request: CreatePaymentRequest): Promise<ProviderPayment> {
    return Promise.reject(
      new PaymentProviderError("Payments are off: YOOKASSA_SHOP_ID / YOOKASSA_SECRET_KEY unset"),
    );
  }

  fetch(): Promise<ProviderPayment | null> {
    return Promise.resolve(null);
  }

  readNotification(notification: ReceivedNotification): Promise<PaymentNotification> {
    return readYooKassaNotification(notification, () => this.fetch());
  }
}
