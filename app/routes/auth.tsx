import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { Page } from "~/ui/page.tsx";
import { CredentialsForm, type SendCodeReply } from "~/features/identity/credentials-form.tsx";
import { channelOf, enterCodeHref, messages } from "~/features/identity/sign-in-model.ts";
import { sendCodeSchema } from "~/features/identity/sign-in-schemas.ts";
import { cooldownView, sendCode, signInStep } from "~/features/identity/sign-in.server.ts";
import { PAGES } from "~/shell/pages.ts";
import { refusalErrors } from "~/platform/errors.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import type { Route } from "./+types/auth";

const page = PAGES.auth;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const by = channelOf(new URL(request.url).searchParams.get("by"));
  return { by, ...(await signInStep(request, context)) };
}

/**
 * Sends the code. A form post (no JavaScript) goes on to /enter-code with a flash toast; the
 * enhanced form (`mode=js`) gets data back and moves on by itself.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const js = formData.get("mode") === "js";
  const submission = parseWithZod(formData, { schema: sendCodeSchema });
  if (submission.status !== "success") {
    return data<SendCodeReply>(
      { result: submission.reply(), sent: null, toast: null, cooldown: null },
      400,
    );
  }
  const input = submission.value;
  const outcome = await sendCode(request, context, input);
  if (outcome.status === "FAILED" || outcome.status === "LIMITED") {
    const result = submission.reply(refusalErrors(outcome.field, outcome.message));
    const status = outcome.status === "LIMITED" ? 429 : 400;
    return data<SendCodeReply>(
      { result, sent: null, toast: outcome.message, cooldown: null },
      status,
    );
  }
  const cooldown = cooldownView(outcome.cooldowns);
  if (outcome.status === "COOLDOWN") {
    // No new code for this number: the form counts its cooldown down and sending to it stays off
    // until it runs out; another number may be sent a code at once (docs/identity.md#cooldown).
    return data<SendCodeReply>(
      { result: submission.reply(), sent: null, toast: null, cooldown },
      { status: 429, headers: outcome.headers },
    );
  }
  const toast = outcome.by === "phone" ? messages.sentToPhone : messages.sentToEmail;
  if (js) {
    const sent = {
      by: outcome.by,
      to: outcome.to,
      href: enterCodeHref(outcome.by, outcome.to, input.returnTo),
    };
    return data<SendCodeReply>(
      { result: submission.reply({ resetForm: true }), sent, toast, cooldown },
      { headers: outcome.headers },
    );
  }
  return redirectWithToast(
    enterCodeHref(outcome.by, outcome.to, input.returnTo),
    { type: "success", title: toast },
    { headers: outcome.headers },
  );
}

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  const { by, returnTo, pageLoadTime, cooldown } = loaderData;
  return (
    <Page
      title={page.title}
      lead="По номеру телефона или e-mail: пришлём одноразовый код из 4 цифр, пароль не нужен."
    >
      <div className="mt-6 max-w-md">
        <CredentialsForm
          key={by}
          by={by}
          returnTo={returnTo}
          pageLoadTime={pageLoadTime}
          cooldown={actionData?.cooldown ?? cooldown}
          lastResult={actionData?.result}
          variant="page"
        />
      </div>
    </Page>
  );
}
