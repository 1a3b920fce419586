import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import {
  clearPendingContact,
  readPendingContact,
  requireShopper,
} from "~/features/account/account.server.ts";
import { CONTACTS_PATH, contactStepPath } from "~/features/account/contact-step.ts";
import { AddEmailMutation, AddPhoneMutation } from "~/features/account/documents.server.ts";
import { attempt, replyWithErrors } from "~/features/account/form-reply.server.ts";
import { CodeSchema } from "~/features/account/schemas.ts";
import { shopMutation } from "~/platform/shop-api.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import type { Route } from "./+types/contacts.confirm";

/**
 * POST /account/contacts/confirm: step two of adding an e-mail or phone. The code proves the
 * address waiting in the pending-contact cookie is the shopper's, and the account gets it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireShopper(request, context);
  const pending = await readPendingContact(request);
  if (!pending) {
    return redirectWithToast(CONTACTS_PATH, {
      type: "error",
      title: "Запросите код ещё раз",
      description: "Код действует 5 минут.",
    });
  }
  const back = contactStepPath(pending.channel, "code");
  const submission = parseWithZod(await request.formData(), { schema: CodeSchema });
  if (submission.status !== "success") {
    return replyWithErrors(back, "confirm-code", submission.reply());
  }
  const { code } = submission.value;
  const added = await attempt(
    request,
    pending.channel === "phone"
      ? shopMutation(context, AddPhoneMutation, { phone: pending.target, code }).then(() => true)
      : shopMutation(context, AddEmailMutation, { email: pending.target, code }).then(() => true),
    { to: back, form: "confirm-code", submission, fields: { code: "code" } },
  );
  if (!added.ok) return added.response;
  return redirectWithToast(
    CONTACTS_PATH,
    {
      type: "success",
      title: pending.channel === "phone" ? "Телефон подтверждён" : "E-mail подтверждён",
    },
    { headers: { "set-cookie": await clearPendingContact() } },
  );
}

/** A GET (a typed address, a prefetch) shows the contacts on the account page. */
export function loader() {
  return redirect(CONTACTS_PATH);
}
