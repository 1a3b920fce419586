import { forwardToShopApi } from "~/platform/shop-api.server.ts";
import type { Route } from "./+types/api.send-sms";

/**
 * POST /api/send-sms {phone, honeypot, pageLoadTime, clientFp}
 * (docs/identity.md#phone-code-endpoint): the phone form's code request, answered by the shop API
 * as {sendSmsCode: {status, cooldownUntil}} or {message: 'Ошибка отправки кода'} with status 400.
 */
export function action({ request, context }: Route.ActionArgs) {
  return forwardToShopApi(request, context);
}
