/**
 * The code's page's edit form posted (docs/back-office.md#промокоды): checked with the create
 * form's zod schema, then `updatePromoCode`; the API's refusal (the discount of a used code, a
 * limit below its uses) is the form again with its Russian message on its field.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { Client } from "@urql/core";
import { staffOperation } from "~/features/back-office/session.server.ts";
import { readApiError, refusalErrors } from "~/platform/errors.server.ts";
import { promoCodeForm } from "../../../shared/promo-codes.ts";
import { UpdatePromoCodeMutation } from "./documents.server.ts";
import { promoFormDto } from "./form-dto.ts";

export async function editPromoCode(client: Client, id: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: promoCodeForm });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  try {
    await staffOperation(
      client,
      UpdatePromoCodeMutation,
      {
        dto: { id, ...promoFormDto(formData, submission.value) },
      },
      "mutation",
    );
    return redirect(`/admin/promo/${id}?saved=updated`);
  } catch (error) {
    const refusal = readApiError(error);
    if (refusal?.code !== "BAD_USER_INPUT") throw error;
    return data(
      { result: submission.reply(refusalErrors(refusal.field, refusal.message)) },
      { status: 400 },
    );
  }
}
