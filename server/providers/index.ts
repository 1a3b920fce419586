/**
 * Outside services the shop API depends on, each an interface with a real and an offline
 * adapter chosen by configuration: SMS, e-mail, payments, delivery and address suggestions
 * (docs/architecture.md#providers). Tests pass their own.
 */
import type { Database } from "../db/database.ts";
import { type Clock, systemClock } from "./clock.ts";
import { type MailSender, OutboxMailSender, SmtpMailSender } from "./mail.ts";
import type { AddressSuggester } from "./address-suggestions.ts";
import { CdekDeliveryProvider } from "./cdek.ts";
import { DadataAddressSuggester } from "./dadata.ts";
import type { DeliveryProvider } from "./delivery.ts";
import { OfflineAddressSuggester } from "./offline-addresses.ts";
import { OfflineDeliveryProvider } from "./offline-delivery.ts";
import type { PaymentProvider } from "./payments.ts";
import { SandboxPaymentProvider } from "./sandbox-payments.ts";
import { OutboxSmsSender, type SmsSender, SmsRuSender } from "./sms.ts";
import {
  isUnavailable,
  UnavailableMailSender,
  UnavailablePaymentProvider,
  UnavailableSmsSender,
} from "./unavailable.ts";
import { YooKassaPaymentProvider } from "./yookassa.ts";

export type { Clock } from "./clock.ts";
export { systemClock } from "./clock.ts";
export type { MailMessage, MailSender } from "./mail.ts";
export type { SmsSender } from "./sms.ts";
export type { PaymentProvider } from "./payments.ts";
export type { DeliveryProvider } from "./delivery.ts";
export type { AddressSuggester } from "./address-suggestions.ts";
export { isUnavailable } from "./unavailable.ts";

export interface ShopProviders {
  clock: Clock;
  sms: SmsSender;
  mail: MailSender;
  payments: PaymentProvider;
  delivery: DeliveryProvider;
  addresses: AddressSuggester;
}

/**
 * Which real adapters to use. Whatever is not configured falls back, in the demo, to its offline
 * twin; in production, SMS, e-mail and payments are switched off instead
 * (docs/decisions/030-demo-and-production.md).
 */
export interface ProvidersConfig {
  /**
   * SHOP_MODE: "demo" (the default, for tests and tools) lets the outbox and the sandbox
   * payment page stand in; "production" never does.
   */
  mode?: "demo" | "production";
  /** SMS.ru API key (SMS_RU_API_KEY). */
  smsRuApiKey?: string;
  /** SMTP connection URL for nodemailer (SMTP_URL). */
  smtpUrl?: string;
  /** The From of e-mails (MAIL_FROM). */
  mailFrom?: string;
  /**
   * Where the offline outbox logs one line per message (with the code in it): console.info
   * unless set; `false` in production, where no code may reach a log.
   */
  outboxLog?: ((line: string) => void) | false;
  /** YooKassa shop id (YOOKASSA_SHOP_ID); with the secret key, payments go to YooKassa. */
  yookassaShopId?: string;
  /** YooKassa secret key (YOOKASSA_SECRET_KEY). */
  yookassaSecretKey?: string;
  /** CDEK API v2 client credentials (CDEK_CLIENT_ID, CDEK_CLIENT_SECRET): real delivery. */
  cdekClientId?: string;
  cdekClientSecret?: string;
  /** CDEK's API (CDEK_API_URL), its production one by default. */
  cdekApiUrl?: string;
  /** CDEK's code of the stock's city (CDEK_FROM_CITY_CODE), 44 (Moscow) by default. */
  cdekFromCityCode?: number;
  /** DaData API key (DADATA_API_KEY): real address suggestions. */
  dadataApiKey?: string;
  /** The shop's address without a trailing slash (PUBLIC_SITE_URL): payment return links. */
  publicUrl?: string;
}

export function resolveProviders(
  db: Database,
  config: ProvidersConfig = {},
  overrides: Partial<ShopProviders> = {},
): ShopProviders {
  const clock = overrides.clock ?? systemClock;
  const outbox = { db, clock, log: config.outboxLog ?? ((line: string) => console.info(line)) };
  const demo = (config.mode ?? "demo") === "demo";
  return {
    clock,
    sms: config.smsRuApiKey
      ? new SmsRuSender({ apiKey: config.smsRuApiKey })
      : demo
        ? new OutboxSmsSender(outbox)
        : new UnavailableSmsSender(),
    mail: config.smtpUrl
      ? new SmtpMailSender(config.smtpUrl, config.mailFrom)
      : demo
        ? new OutboxMailSender(outbox)
        : new UnavailableMailSender(),
    payments:
      config.yookassaShopId && config.yookassaSecretKey
        ? new YooKassaPaymentProvider({
            shopId: config.yookassaShopId,
            secretKey: config.yookassaSecretKey,
          })
        : demo
          ? new SandboxPaymentProvider(db, clock, config.publicUrl)
          : new UnavailablePaymentProvider(),
    delivery:
      config.cdekClientId && config.cdekClientSecret
        ? new CdekDeliveryProvider({
            clientId: config.cdekClientId,
            clientSecret: config.cdekClientSecret,
            apiUrl: config.cdekApiUrl,
            fromCityCode: config.cdekFromCityCode,
          })
        : new OfflineDeliveryProvider(db),
    addresses: config.dadataApiKey
      ? new DadataAddressSuggester({ apiKey: config.dadataApiKey })
      : new OfflineAddressSuggester(),
    ...overrides,
  };
}

/**
 * One line per provider, for the start-up log: which are real and which are offline twins or
 * switched off (docs/architecture.md#providers).
 */
export function describeProviders(providers: ShopProviders): string {
  const entries = Object.entries(providers).filter(([key]) => key !== "clock") as [
    string,
    object,
  ][];
  return entries
    .map(([key, adapter]) => {
      const name = adapter.constructor.name;
      if (isUnavailable(adapter)) return `${key}: off (set ${adapter.unavailable})`;
      return `${key}: ${/^(Outbox|Sandbox|Offline)/.test(name) ? `offline (${name})` : name}`;
    })
    .join(", ");
}
