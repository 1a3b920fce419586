import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import {
  CreatePromoCodeMutation,
  StaffPromoTargetsQuery,
} from "~/features/back-office-promo/documents.server.ts";
import { promoFormDto } from "~/features/back-office-promo/form-dto.ts";
import { PromoCodeForm } from "~/features/back-office-promo/promo-form.tsx";
import { requireStaffSession, staffOperation } from "~/features/back-office/session.server.ts";
import { readApiError, refusalErrors } from "~/platform/errors.server.ts";
import { moscowDay, promoCodeForm } from "../../shared/promo-codes.ts";
import type { Route } from "./+types/admin.promo.new";

const TITLE = "Новый промокод";

/** GET /admin/promo/new (docs/back-office.md#промокоды): the form, with the brands and categories. */
export async function loader(args: Route.LoaderArgs) {
  const { client } = await requireStaffSession(args, "promo");
  const { staffPromoTargets } = await staffOperation(client, StaffPromoTargetsQuery, {});
  return { ...staffPromoTargets, today: moscowDay(new Date()) };
}

/**
 * POST /admin/promo/new: checked with the API's own schema, then created; the API's refusal (a
 * code already taken) is the form again with its Russian message on its field.
 */
export async function action(args: Route.ActionArgs) {
  const { client } = await requireStaffSession(args, "promo");
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: promoCodeForm });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  try {
    const { createPromoCode } = await staffOperation(
      client,
      CreatePromoCodeMutation,
      {
        dto: promoFormDto(formData, submission.value),
      },
      "mutation",
    );
    return redirect(`/admin/promo/${createPromoCode.id}?saved=created`);
  } catch (error) {
    const refusal = readApiError(error);
    if (refusal?.code !== "BAD_USER_INPUT") throw error;
    return data(
      { result: submission.reply(refusalErrors(refusal.field, refusal.message)) },
      { status: 400 },
    );
  }
}

export const meta: Route.MetaFunction = () => [
  { title: `${TITLE} — Meet Market` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminPromoNew({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-5">
      <p>
        <Link to="/admin/promo" className="text-sm underline">
          ← Промокоды
        </Link>
      </p>
      <h1 className="text-2xl font-bold md:text-3xl">{TITLE}</h1>
      <PromoCodeForm
        lastResult={actionData?.result}
        brands={loaderData.brands}
        categories={loaderData.categories}
        today={loaderData.today}
      />
    </div>
  );
}
