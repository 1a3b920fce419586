import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { Link, useFetcher, useRouteLoaderData } from "react-router";
import { showToast } from "~/shell/toasts.tsx";
import { Button } from "~/ui/button.tsx";
import { ErrorList } from "~/ui/form/field.tsx";
import { useHydrated } from "~/shell/use-hydrated.ts";
import type { ShopFeatures } from "~/platform/env.server.ts";
import {
  BotCheckFields,
  inputClass,
  linkClass,
  useFocusOnMount,
  type Variant,
} from "./form-parts.tsx";
import { storeCooldowns, useCooldown, useReturnTo } from "./sign-in-browser.ts";
import {
  authHref,
  cooldownTarget,
  enterCodeHref,
  formatPhone,
  messages,
  PHONE_PLACEHOLDER,
  type ServerCooldowns,
  type SignInChannel,
} from "./sign-in-model.ts";
import { sendCodeSchema } from "./sign-in-schemas.ts";

const tabs: { by: SignInChannel; label: string }[] = [
  { by: "phone", label: "Телефон" },
  { by: "email", label: "Email" },
];

/**
 * The phone / Email switch. On a page the tabs are links (?by=email), so they work without
 * JavaScript; in the panel they are buttons. Either way the credentials start empty
 * (docs/identity.md#sign-in-flow).
 */
function ChannelTabs({
  by,
  returnTo,
  onSwitch,
}: {
  by: SignInChannel;
  returnTo: string;
  onSwitch?: (by: SignInChannel) => void;
}) {
  const tabClass = (active: boolean) =>
    `flex-1 rounded-full px-4 py-2 text-center text-sm font-semibold transition focus-visible:outline-2 ${
      active
        ? "bg-white shadow-sm dark:bg-neutral-700"
        : "text-neutral-600 hover:text-neutral-950 dark:text-neutral-300 dark:hover:text-white"
    }`;
  return (
    <div
      role="group"
      aria-label="Способ входа"
      className="flex gap-1 rounded-full bg-neutral-100 p-1 dark:bg-neutral-800"
    >
      {tabs.map((tab) =>
        onSwitch ? (
          <button
            key={tab.by}
            type="button"
            aria-pressed={tab.by === by}
            onClick={() => onSwitch(tab.by)}
            className={tabClass(tab.by === by)}
          >
            {tab.label}
          </button>
        ) : (
          <Link
            key={tab.by}
            to={authHref(tab.by, returnTo)}
            replace
            preventScrollReset
            aria-current={tab.by === by ? "page" : undefined}
            className={tabClass(tab.by === by)}
          >
            {tab.label}
          </Link>
        ),
      )}
    </div>
  );
}

/** The phone and e-mail inputs differ only in what the browser is told to expect. */
const CHANNEL_INPUTS = {
  phone: { type: "tel", inputMode: "tel", autoComplete: "tel", placeholder: PHONE_PLACEHOLDER },
  email: {
    type: "email",
    inputMode: "email",
    autoComplete: "email",
    placeholder: "name@example.ru",
  },
} as const;

export interface SentCode {
  by: SignInChannel;
  to: string;
  href: string;
}

/** What the sending action (/auth) answers the form: posted with JavaScript, or refused. */
export interface SendCodeReply {
  result: SubmissionResult<string[]>;
  /** Where the code went and the code step's address; null when none was sent. */
  sent: SentCode | null;
  /** The toast: what was sent, or why not. */
  toast: string | null;
  cooldown: ServerCooldowns;
}

/** What the form reads of the root route's data; the root's loader answers it. */
export interface SignInRootData {
  publicEnv: { FEATURES: ShopFeatures };
}

/** Step 1: the phone (default) or e-mail; sends the code. */
export function CredentialsForm({
  by,
  returnTo,
  pageLoadTime,
  cooldown: serverCooldown,
  lastResult,
  variant,
  onSwitch,
  onSent,
}: {
  by: SignInChannel;
  returnTo: string;
  pageLoadTime: number;
  cooldown: ServerCooldowns;
  lastResult?: SubmissionResult<string[]>;
  variant: Variant;
  onSwitch?: (by: SignInChannel) => void;
  onSent?: (sent: SentCode) => void;
}) {
  const fetcher = useFetcher<SendCodeReply>();
  const hydrated = useHydrated();
  const returnPath = useReturnTo(returnTo);
  const answer = fetcher.data;
  const [form, fields] = useForm({
    id: `sign-in-${variant}-${by}`,
    lastResult: answer?.result ?? lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: sendCodeSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const field = by === "phone" ? fields.phone : fields.email;
  const inputRef = useFocusOnMount<HTMLInputElement>(variant === "panel");
  // The cooldown is the typed number's own (docs/identity.md#cooldown): a corrected number may be
  // sent its code at once.
  const [typed, setTyped] = useState(() => String(field.initialValue ?? ""));
  const target = cooldownTarget(by, typed);
  const cooldown = useCooldown(answer?.cooldown ?? serverCooldown, target);
  // Without JavaScript the button cannot come back on when another number is typed: it stays on,
  // and the API answers a number still cooling down with its countdown.
  const waiting = hydrated && cooldown.running;

  useEffect(() => {
    if (!answer) return;
    if (answer.cooldown) storeCooldowns(answer.cooldown.ends);
    if (answer.toast) void showToast(answer.toast, { type: answer.sent ? "success" : "error" });
    if (answer.sent) onSent?.(answer.sent);
    // Only a new answer matters; the callbacks change with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const sending = fetcher.state !== "idle";
  // Production with no gateway for this channel (docs/identity.md#sending-a-code).
  const features = useRouteLoaderData<SignInRootData>("root")?.publicEnv.FEATURES;
  const unavailable =
    features && !(by === "phone" ? features.phoneSignIn : features.emailSignIn)
      ? by === "phone"
        ? messages.phoneUnavailable
        : messages.emailUnavailable
      : null;
  return (
    <div className="space-y-5">
      <ChannelTabs by={by} returnTo={returnTo} onSwitch={onSwitch} />
      {unavailable ? (
        <p
          role="status"
          className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {unavailable}
        </p>
      ) : (
        <fetcher.Form
          method="post"
          action={authHref(by, returnTo)}
          {...getFormProps(form)}
          className="relative space-y-2"
        >
          <input type="hidden" name="by" value={by} />
          <input type="hidden" name="returnTo" value={returnPath} />
          {/* On the page the action answers with a redirect to /enter-code, JavaScript or not. */}
          <BotCheckFields pageLoadTime={pageLoadTime} enhanced={variant === "panel"} />
          <label htmlFor={field.id} className="block font-medium">
            {by === "phone" ? "Номер телефона" : "Email"}
          </label>
          <input
            ref={inputRef}
            id={field.id}
            name={field.name}
            {...CHANNEL_INPUTS[by]}
            defaultValue={
              by === "phone"
                ? formatPhone(String(field.initialValue ?? ""))
                : String(field.initialValue ?? "")
            }
            aria-invalid={field.errors ? true : undefined}
            aria-describedby={field.errorId}
            onInput={(event) => {
              if (by === "phone") {
                event.currentTarget.value = formatPhone(event.currentTarget.value);
              }
              setTyped(event.currentTarget.value);
            }}
            className={inputClass}
          />
          <ErrorList className="mt-1.5 min-h-5" id={field.errorId} errors={field.errors} />
          {form.errors ? <ErrorList className="" id={form.errorId} errors={form.errors} /> : null}
          <Button type="submit" disabled={waiting || sending} className="w-full">
            {waiting && cooldown.left ? `Получить код через ${cooldown.left}` : "Получить код"}
          </Button>
          {cooldown.left && target ? (
            <p
              className="text-sm text-neutral-600 dark:text-neutral-400"
              data-testid="cooldown-notice"
            >
              Код на {by === "phone" ? "этот номер" : "этот адрес"} уже отправлен —{" "}
              {onSent ? (
                <button
                  type="button"
                  className={linkClass}
                  onClick={() =>
                    onSent({ by, to: target, href: enterCodeHref(by, target, returnPath) })
                  }
                >
                  ввести код
                </button>
              ) : (
                <Link to={enterCodeHref(by, target, returnPath)} className={linkClass}>
                  ввести код
                </Link>
              )}
              . Новый можно запросить через{" "}
              <span className="tabular-nums" data-testid="cooldown">
                {cooldown.left}
              </span>
            </p>
          ) : null}
        </fetcher.Form>
      )}
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        Пришлём код из 4 цифр — пароль не нужен. После регистрации начислим 5 000 бонусов.
      </p>
    </div>
  );
}
