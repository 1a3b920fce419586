import { data, redirect } from "react-router";
import { StaffSignInForm, type StaffSignInData } from "~/features/back-office/sign-in-form.tsx";
import {
  backOfficeNext,
  checkCodeAction,
  pendingContact,
  type SignInReply,
} from "~/features/back-office/sign-in.server.ts";
import { sendCodeAction } from "~/features/back-office/sign-in.server.ts";
import { currentStaff } from "~/features/back-office/session.server.ts";
import { getEnv } from "~/platform/env.server.ts";
import type { Route } from "./+types/admin.sign-in";

export const handle = { backOffice: true };

export const meta: Route.MetaFunction = () => [
  { title: "Вход для сотрудников — Meet Market" },
  { name: "robots", content: "noindex, nofollow" },
];

/** /admin/sign-in (docs/back-office.md#sign-in): a signed-in staff member goes straight on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = backOfficeNext(url.searchParams.get("next"));
  if (await currentStaff(request, context)) throw redirect(next);
  const contact = await pendingContact(request);
  const step = url.searchParams.get("step") === "code" && contact ? "code" : "contact";
  return {
    step,
    contact: step === "code" ? contact : null,
    next,
    demo: getEnv().SHOP_MODE === "demo",
  } satisfies StaffSignInData;
}

/** The contact's step (`intent=send`) or the code's (`intent=check`). */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const reply =
    formData.get("intent") === "check"
      ? await checkCodeAction(args, formData)
      : await sendCodeAction(args, formData);
  if (reply instanceof Response) return reply;
  return data<SignInReply>(reply, 400);
}

export default function AdminSignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffSignInForm data={loaderData} reply={actionData} />;
}
