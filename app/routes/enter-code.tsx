import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { Page } from "~/ui/page.tsx";
import { CodeForm, type CodeReply } from "~/features/identity/code-form.tsx";
import {
  authHref,
  channelOf,
  enterCodeHref,
  messages,
  type SignInChannel,
} from "~/features/identity/sign-in-model.ts";
import { verifyCodeSchema } from "~/features/identity/sign-in-schemas.ts";
import {
  cooldownView,
  sendCode,
  signInStep,
  successPath,
  verifyCode,
} from "~/features/identity/sign-in.server.ts";
import { PAGES } from "~/shell/pages.ts";
import { refusalErrors } from "~/platform/errors.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import type { Route } from "./+types/enter-code";

const page = PAGES.enterCode;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

/** The phone / e-mail of the code step, from the URL; none means the shopper starts at /auth. */
function codeTarget(request: Request): { by: SignInChannel; to: string; returnTo: string } | null {
  const params = new URL(request.url).searchParams;
  const to = params.get("to")?.trim() ?? "";
  if (!to || to.length > 254) return null;
  return { by: channelOf(params.get("by")), to, returnTo: params.get("returnTo") ?? "" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { target: codeTarget(request), ...(await signInStep(request, context)) };
}

const reply = (fields: Partial<CodeReply>): CodeReply => ({
  result: undefined,
  needsConsent: false,
  toast: null,
  cooldown: null,
  signedIn: null,
  ...fields,
});

/**
 * `intent=verify` checks the code (docs/identity.md#sign-in-flow): signed in, the shopper goes to
 * /account or to the return-to path; a new shopper is asked for the consent first. `intent=resend`
 * sends a new code once the cooldown is over. A form post (no JavaScript) gets redirects and the
 * page back; the enhanced form (`mode=js`) gets data.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const target = codeTarget(request);
  if (!target) throw redirect(authHref("phone"));
  const formData = await request.formData();
  const js = formData.get("mode") === "js";

  if (formData.get("intent") === "resend") {
    const outcome = await sendCode(request, context, {
      by: target.by,
      phone: target.by === "phone" ? target.to : "",
      email: target.by === "email" ? target.to : "",
      honeypot: String(formData.get("honeypot") ?? ""),
      pageLoadTime: Number(formData.get("pageLoadTime")),
      clientFp: String(formData.get("clientFp") ?? ""),
    });
    if (outcome.status === "FAILED" || outcome.status === "LIMITED") {
      const toast = { type: "error" as const, title: outcome.message };
      return data(
        reply({ result: { status: "error", error: { "": [outcome.message] } }, toast }),
        400,
      );
    }
    const cooldown = cooldownView(outcome.cooldowns);
    const toast =
      outcome.status === "SENT"
        ? {
            type: "success" as const,
            title: target.by === "phone" ? messages.sentToPhone : messages.sentToEmail,
          }
        : null;
    if (js || !toast) return data(reply({ toast, cooldown }), { headers: outcome.headers });
    return redirectWithToast(enterCodeHref(target.by, target.to, target.returnTo), toast, {
      headers: outcome.headers,
    });
  }

  const submission = parseWithZod(formData, { schema: verifyCodeSchema });
  if (submission.status !== "success") {
    return data(
      reply({ result: submission.reply(), needsConsent: formData.has("consentAsked") }),
      400,
    );
  }
  const outcome = await verifyCode(request, context, {
    to: target.to,
    code: submission.value.code,
    personalDataConsent: submission.value.personalDataConsent,
  });
  if (!outcome.ok) {
    const consentAsked = formData.has("consentAsked");
    const needsConsent = outcome.field === "personalDataConsent" || consentAsked;
    // The first time the consent is asked it is a question, not an error; unticked again, it is.
    const quietQuestion = outcome.field === "personalDataConsent" && !consentAsked;
    const result = submission.reply(
      quietQuestion ? {} : refusalErrors(outcome.field, outcome.message),
    );
    // The consent question is a step, not a failure: no error toast for it.
    const toast =
      outcome.field === "personalDataConsent"
        ? null
        : { type: "error" as const, title: outcome.message };
    return data(reply({ result, needsConsent, toast }), 400);
  }
  const redirectTo = successPath(submission.value.returnTo || target.returnTo);
  if (js) {
    return data(
      reply({ result: submission.reply(), signedIn: { role: outcome.role, redirectTo } }),
      {
        headers: outcome.headers,
      },
    );
  }
  return redirect(redirectTo, { headers: outcome.headers });
}

export default function EnterCode({ loaderData, actionData }: Route.ComponentProps) {
  const { target, returnTo, pageLoadTime, cooldown } = loaderData;
  const breadcrumbs = [{ label: PAGES.auth.title, to: authHref("phone", returnTo) }];
  if (!target) {
    // Opened without a phone or e-mail (a bookmark, a typed address): the code goes to one first.
    return (
      <Page title={page.title} breadcrumbs={breadcrumbs}>
        <EmptyState
          title="Код ещё не отправлен"
          actions={
            <ButtonLink to={authHref("phone", returnTo)}>Выбрать телефон или email</ButtonLink>
          }
        >
          <p>Сначала укажите номер телефона или e-mail — мы пришлём код из 4 цифр.</p>
        </EmptyState>
      </Page>
    );
  }
  const { by, to } = target;
  return (
    <Page title={messages.codeTitle} breadcrumbs={breadcrumbs}>
      <div className="mt-6 max-w-md">
        <CodeForm
          by={by}
          to={to}
          returnTo={target.returnTo}
          pageLoadTime={pageLoadTime}
          cooldown={actionData?.cooldown ?? cooldown}
          lastResult={actionData?.result}
          needsConsent={actionData?.needsConsent ?? false}
          changeHref={authHref(by, target.returnTo)}
          variant="page"
        />
      </div>
    </Page>
  );
}
