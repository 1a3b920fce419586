import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { requireShopper } from "~/features/account/account.server.ts";
import { CreateAddressMutation } from "~/features/account/documents.server.ts";
import { attempt, replyWithErrors } from "~/features/account/form-reply.server.ts";
import { AddressSchema } from "~/features/account/schemas.ts";
import { shopMutation } from "~/platform/shop-api.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import type { Route } from "./+types/addresses";

const BACK = "/account#addresses";

/** The API names the dto's fields, which are the form's own. */
const FIELDS = Object.fromEntries(Object.keys(AddressSchema.shape).map((field) => [field, field]));

/** POST /account/addresses: the account's «Добавить адрес» form adds a delivery address. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireShopper(request, context);
  const submission = parseWithZod(await request.formData(), { schema: AddressSchema });
  if (submission.status !== "success") {
    return replyWithErrors(BACK, "address", submission.reply());
  }
  const created = await attempt(
    request,
    shopMutation(context, CreateAddressMutation, { dto: submission.value }),
    { to: BACK, form: "address", submission, fields: FIELDS },
  );
  if (!created.ok) return created.response;
  return redirectWithToast(BACK, { type: "success", title: "Адрес добавлен" });
}

/** A GET (a typed address, a prefetch) shows the addresses on the account page. */
export function loader() {
  return redirect(BACK);
}
