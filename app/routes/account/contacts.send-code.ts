import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import {
  readPendingContact,
  requireShopper,
  savePendingContact,
} from "~/features/account/account.server.ts";
import { CONTACTS_PATH, contactStepPath, cooldownClock } from "~/features/account/contact-step.ts";
import { SendEmailCodeMutation, SendSmsCodeMutation } from "~/features/account/documents.server.ts";
import { attempt, replyWithErrors } from "~/features/account/form-reply.server.ts";
import { EmailSchema, PhoneSchema } from "~/features/account/schemas.ts";
import { limitedMessage } from "~/features/identity/sign-in-model.ts";
import { shopMutation } from "~/platform/shop-api.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import type { Route } from "./+types/contacts.send-code";

/**
 * POST /account/contacts/send-code: step one of adding an e-mail or phone (and «Отправить код
 * ещё раз» of step two). The code goes to the address, which waits in the pending-contact
 * cookie while the shopper enters the code.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireShopper(request, context);
  const formData = await request.formData();
  const channel = formData.get("channel") === "phone" ? "phone" : "email";
  const back = contactStepPath(channel, "send");
  const submission = parseWithZod(formData, {
    schema: channel === "phone" ? PhoneSchema : EmailSchema,
  });
  if (submission.status !== "success") {
    return replyWithErrors(back, "send-code", submission.reply());
  }
  const target = submission.value.target;
  const sent = await attempt(
    request,
    channel === "phone"
      ? shopMutation(context, SendSmsCodeMutation, { phone: target }).then((r) => r.sendSmsCode)
      : shopMutation(context, SendEmailCodeMutation, { email: target }).then(
          (r) => r.sendEmailCode,
        ),
    { to: back, form: "send-code", submission, fields: { phone: "target", email: "target" } },
  );
  if (!sent.ok) return sent.response;
  const codeStep = contactStepPath(channel, "code");
  if (sent.value.status === "LIMITED") {
    // The device's or address's hourly cap, whatever the address: said as such.
    const message = limitedMessage(Date.parse(sent.value.cooldownUntil), Date.now());
    return replyWithErrors(
      back,
      "send-code",
      submission.reply({ fieldErrors: { target: [message] } }),
    );
  }
  if (sent.value.status === "COOLDOWN") {
    const wait = cooldownClock(sent.value.cooldownUntil);
    const pending = await readPendingContact(request);
    // The code sent a moment ago to the same address is still good: go on to enter it.
    if (pending?.channel === channel && pending.target === target) {
      return redirectWithToast(codeStep, {
        type: "info",
        title: "Код уже отправлен",
        description: `Новый код можно будет запросить через ${wait}`,
      });
    }
    return replyWithErrors(
      back,
      "send-code",
      submission.reply({ fieldErrors: { target: [`Новый код можно запросить через ${wait}`] } }),
    );
  }
  return redirectWithToast(
    codeStep,
    {
      type: "success",
      title: channel === "phone" ? "Код отправлен на ваш номер" : "Код отправлен на ваш email",
    },
    { headers: { "set-cookie": await savePendingContact({ channel, target }) } },
  );
}

/** A GET (a typed address, a prefetch) shows the contacts on the account page. */
export function loader() {
  return redirect(CONTACTS_PATH);
}
