import { data, Form, Link, redirect } from "react-router";
import { isSignedOutError } from "~/features/account/account.server.ts";
import {
  type AlertTarget,
  KIND_WORDS,
  readTarget,
  subscribeHref,
} from "~/features/alerts/alert-model.ts";
import {
  SendAlertCodeMutation,
  SubscribeStockAlertMutation,
} from "~/features/alerts/documents.server.ts";
import { screenMeta } from "~/shell/meta.ts";
import { limitedMessage, PERSONAL_DATA_PATH } from "~/features/identity/sign-in-model.ts";
import { apiRefusal, notFound } from "~/platform/errors.server.ts";
import { getSession, isSignedIn, shopMutation } from "~/platform/shop-api.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { Button } from "~/ui/button.tsx";
import { ErrorList, inputClass } from "~/ui/form/field.tsx";
import { Page } from "~/ui/page.tsx";
import type { Route } from "./+types/alerts.subscribe";

/**
 * /alerts/subscribe (docs/alerts.md#where-a-shopper-subscribes): the product page's and the
 * favourites' buttons post here. A signed-in shopper is subscribed at once and sent back; a guest
 * gives a phone or e-mail with the consent, gets a code and enters it. Plain forms: it works
 * without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const target = readTarget((name) => params.get(name));
  if (!target) notFound(request);
  return { target, signedIn: isSignedIn(getSession(context)) };
}

export const meta: Route.MetaFunction = (args) =>
  screenMeta(args, { title: "Уведомление о товаре", description: "", noindex: true });

type Step =
  | { step: "contact"; contact: string; error: string | null }
  | { step: "code"; contact: string; notice: "SENT" | "COOLDOWN" | null; error: string | null };

async function subscribed(target: AlertTarget, recipient: string) {
  return redirectWithToast(target.back, {
    type: "success",
    title: KIND_WORDS[target.kind].done,
    description: `Уведомление придёт на ${recipient}. Отписаться можно по ссылке в нём.`,
  });
}

const dtoOf = (target: AlertTarget) => ({
  productId: target.productId,
  productItemId: target.productItemId,
  kind: target.kind,
});

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 300) : null;
  };
  const target = readTarget(field);
  if (!target) throw data("Неверный запрос", { status: 400 });
  const intent = field("intent");

  if (intent === "start") {
    if (!isSignedIn(getSession(context))) return redirect(subscribeHref(target));
    try {
      const { subscribeStockAlert } = await shopMutation(context, SubscribeStockAlertMutation, {
        dto: dtoOf(target),
      });
      return subscribed(target, subscribeStockAlert.recipient);
    } catch (error) {
      if (isSignedOutError(error)) return redirect(subscribeHref(target));
      const refusal = apiRefusal(error);
      if (!refusal) throw error;
      return redirectWithToast(target.back, { type: "error", title: refusal.message });
    }
  }

  const contact = (field("contact") ?? "").trim();
  if (field("consent") !== "on") {
    return data<Step>(
      {
        step: "contact",
        contact,
        error: "Нужно согласие на обработку персональных данных",
      },
      400,
    );
  }
  if (!contact) {
    return data<Step>(
      { step: "contact", contact, error: "Введите номер телефона или e-mail" },
      400,
    );
  }

  if (intent === "send-code") {
    try {
      const { sendAlertCode } = await shopMutation(context, SendAlertCodeMutation, {
        dto: { contact },
      });
      if (sendAlertCode.status === "LIMITED") {
        const error = limitedMessage(Date.parse(sendAlertCode.cooldownUntil), Date.now());
        return data<Step>({ step: "contact", contact, error }, 429);
      }
      const notice = sendAlertCode.status === "COOLDOWN" ? "COOLDOWN" : "SENT";
      return data<Step>({ step: "code", contact, notice, error: null });
    } catch (error) {
      const refusal = apiRefusal(error);
      const message = refusal?.message ?? (apiError(error) ? "Ошибка отправки кода" : null);
      if (!message) throw error;
      return data<Step>({ step: "contact", contact, error: message }, 400);
    }
  }

  try {
    const { subscribeStockAlert } = await shopMutation(context, SubscribeStockAlertMutation, {
      dto: {
        ...dtoOf(target),
        contact,
        code: (field("code") ?? "").trim(),
        personalDataConsent: true,
      },
    });
    return subscribed(target, subscribeStockAlert.recipient);
  } catch (error) {
    const refusal = apiRefusal(error);
    if (!refusal) throw error;
    return data<Step>({ step: "code", contact, notice: null, error: refusal.message }, 400);
  }
}

/** Any error the API answered (CODE_SEND_FAILED, a provider down). */
function apiError(error: unknown): boolean {
  return typeof error === "object" && error !== null && "graphQLErrors" in error;
}

function Hidden({ target }: { target: AlertTarget }) {
  return (
    <>
      <input type="hidden" name="productId" value={target.productId} />
      {target.productItemId ? (
        <input type="hidden" name="productItemId" value={target.productItemId} />
      ) : null}
      <input type="hidden" name="kind" value={target.kind} />
      <input type="hidden" name="back" value={target.back} />
    </>
  );
}

export default function AlertsSubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { target, signedIn } = loaderData;
  const step: Step = actionData ?? { step: "contact", contact: "", error: null };
  const words = KIND_WORDS[target.kind];
  return (
    <Page
      title={words.action}
      lead={
        target.kind === "BACK_IN_STOCK"
          ? "Пришлём одно сообщение, когда размер снова появится в наличии."
          : "Пришлём сообщение, когда цена станет ниже, чем сейчас, — не чаще раза в день."
      }
    >
      {signedIn ? (
        <Form method="post" className="space-y-4">
          <Hidden target={target} />
          <input type="hidden" name="intent" value="start" />
          <p>Уведомление придёт на e-mail или телефон вашего профиля.</p>
          <Button type="submit">Подписаться</Button>
        </Form>
      ) : step.step === "contact" ? (
        <Form method="post" className="max-w-md space-y-4" aria-label="Куда прислать уведомление">
          <Hidden target={target} />
          <input type="hidden" name="intent" value="send-code" />
          <label className="block">
            <span className="mb-1 block font-medium">Телефон или e-mail</span>
            <input
              name="contact"
              defaultValue={step.contact}
              required
              maxLength={254}
              autoComplete="email"
              placeholder="+7 (999) 999-99-99 или name@example.ru"
              aria-invalid={step.error ? true : undefined}
              aria-describedby="alert-contact-error"
              className={inputClass}
            />
          </label>
          <Consent />
          <ErrorList id="alert-contact-error" errors={step.error ? [step.error] : undefined} />
          <Button type="submit">Получить код</Button>
          <p className="text-sm text-neutral-600 dark:text-neutral-300">
            Есть аккаунт?{" "}
            <Link
              to={`/auth?${new URLSearchParams({ returnTo: target.back }).toString()}`}
              className="underline"
            >
              Войдите
            </Link>
            , и уведомления будут видны в личном кабинете.
          </p>
        </Form>
      ) : (
        <Form method="post" className="max-w-md space-y-4" aria-label="Код подтверждения">
          <Hidden target={target} />
          <input type="hidden" name="contact" value={step.contact} />
          <input type="hidden" name="consent" value="on" />
          {step.notice === "SENT" ? (
            <p role="status">
              Мы отправили код на <strong>{step.contact}</strong>. Введите его, чтобы подписаться.
            </p>
          ) : step.notice === "COOLDOWN" ? (
            <p role="status">
              Код на <strong>{step.contact}</strong> уже отправлен недавно: введите его или
              запросите новый через минуту.
            </p>
          ) : null}
          <label className="block">
            <span className="mb-1 block font-medium">Код</span>
            <input
              name="code"
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{4}"
              maxLength={4}
              aria-invalid={step.error ? true : undefined}
              aria-describedby="alert-code-error"
              className={inputClass}
            />
          </label>
          <ErrorList id="alert-code-error" errors={step.error ? [step.error] : undefined} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="confirm">
              Подписаться
            </Button>
            <Button
              type="submit"
              name="intent"
              value="send-code"
              variant="secondary"
              formNoValidate
            >
              Отправить код ещё раз
            </Button>
          </div>
        </Form>
      )}
    </Page>
  );
}

function Consent() {
  return (
    <div className="flex items-start gap-3">
      <input
        id="alert-consent"
        name="consent"
        type="checkbox"
        value="on"
        required
        defaultChecked={false}
        className="mt-1 size-5 shrink-0 accent-neutral-900 dark:accent-white"
      />
      <label htmlFor="alert-consent" className="text-sm">
        Я даю согласие на обработку моих персональных данных в соответствии с{" "}
        <Link to={PERSONAL_DATA_PATH} target="_blank" className="underline">
          Политикой обработки персональных данных
        </Link>
      </label>
    </div>
  );
}
