/**
 * What the three request forms may send (docs/requests.md#fields-and-messages): their dtos'
 * schemas are the ones the storefront's forms check with (shared/requests.ts); here, the bot
 * checks they share.
 */
import { MAX_FORM_AGE_MS, MIN_FORM_DWELL_MS } from "../identity/send-sms-endpoint.ts";

export {
  cooperativeRequestInput,
  meetPriceInput,
  orderRequestInput,
} from "../../shared/requests.ts";

export const BOT_MESSAGE = "Не удалось отправить заявку. Обновите страницу и попробуйте ещё раз";

/**
 * A bot's post: the hidden field filled, or a load time no person's visit has (under two seconds
 * before sending, from the future, or more than a day old): the phone form's rule
 * (docs/security.md#the-clients-address-and-the-code-limits).
 */
export function looksLikeBot(
  dto: { honeypot?: string | null; pageLoadTime: number },
  now: Date,
): boolean {
  const dwell = now.getTime() - dto.pageLoadTime;
  return Boolean(dto.honeypot) || dwell < MIN_FORM_DWELL_MS || dwell > MAX_FORM_AGE_MS;
}
