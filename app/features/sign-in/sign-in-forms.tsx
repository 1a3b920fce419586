import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { showToast } from "~/shell/toasts.tsx";
import { useHydrated } from "~/shell/use-hydrated.ts";
import type { action as authAction } from "~/routes/auth.tsx";
import type { action as enterCodeAction } from "~/routes/enter-code.tsx";
import {
  clearReturnTo,
  saveRole,
  useCooldown,
  useDeviceFingerprint,
  useReturnTo,
} from "./sign-in-browser.ts";
import {
  authHref,
  CODE_LENGTH,
  codeDigits,
  displayTarget,
  enterCodeHref,
  formatPhone,
  messages,
  PERSONAL_DATA_PATH,
  PHONE_PLACEHOLDER,
  type SignInChannel,
} from "./sign-in-model.ts";
import { sendCodeSchema, verifyCodeSchema } from "./sign-in-schemas.ts";

/**
 * The two sign-in steps (spec §2, §4), the same forms on the /auth and /enter-code pages and in
 * the header's panel. Each is a plain form post that works without JavaScript; with it, a
 * fetcher posts it and the answer (toast, cooldown, next step) is handled here.
 */

type Variant = "page" | "panel";
type Cooldown = { until: number; renderedAt: number } | null;

const inputClass =
  "block w-full rounded-xl border border-neutral-300 bg-white px-4 py-3 text-lg outline-none focus-visible:border-neutral-900 focus-visible:ring-2 focus-visible:ring-neutral-900/20 aria-invalid:border-red-600 dark:border-neutral-700 dark:bg-neutral-900 dark:focus-visible:border-white";
const primaryButton =
  "inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-6 py-3 font-semibold text-white transition hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600 dark:bg-white dark:text-neutral-950 dark:disabled:bg-neutral-700 dark:disabled:text-neutral-300";
const linkClass =
  "font-medium underline underline-offset-4 hover:text-neutral-600 focus-visible:outline-2 focus-visible:outline-offset-2 dark:hover:text-neutral-300";

function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  return (
    <p id={id} className="mt-1.5 min-h-5 text-sm text-red-600 dark:text-red-400" aria-live="polite">
      {errors?.[0]}
    </p>
  );
}

/** Left empty by people; the API refuses a code request that fills it (spec §5). */
function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Не заполняйте это поле
        <input type="text" name="honeypot" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The fields the API's bot checks read, and `mode=js` for an enhanced post. */
function BotCheckFields({ pageLoadTime, enhanced }: { pageLoadTime: number; enhanced: boolean }) {
  const hydrated = useHydrated();
  const fingerprint = useDeviceFingerprint();
  return (
    <>
      <Honeypot />
      <input type="hidden" name="pageLoadTime" value={pageLoadTime} />
      {fingerprint ? <input type="hidden" name="clientFp" value={fingerprint} /> : null}
      {hydrated && enhanced ? <input type="hidden" name="mode" value="js" /> : null}
    </>
  );
}

/** Focuses an element once mounted, after a dialog around it has opened. */
function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => ref.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [enabled]);
  return ref;
}

const tabs: { by: SignInChannel; label: string }[] = [
  { by: "phone", label: "Телефон" },
  { by: "email", label: "Email" },
];

/**
 * The phone / Email switch. On a page the tabs are links (?by=email), so they work without
 * JavaScript; in the panel they are buttons. Either way the credentials start empty (spec §4).
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

export interface SentCode {
  by: SignInChannel;
  to: string;
  href: string;
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
  cooldown: Cooldown;
  lastResult?: SubmissionResult<string[]>;
  variant: Variant;
  onSwitch?: (by: SignInChannel) => void;
  onSent?: (sent: SentCode) => void;
}) {
  const fetcher = useFetcher<typeof authAction>();
  const cooldown = useCooldown(serverCooldown);
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
  const { start } = cooldown;

  useEffect(() => {
    if (!answer) return;
    if (answer.cooldown) start(answer.cooldown.until);
    if (answer.toast) void showToast(answer.toast, { type: answer.sent ? "success" : "error" });
    if (answer.sent) onSent?.(answer.sent);
    // Only a new answer matters; the callbacks change with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const sending = fetcher.state !== "idle";
  return (
    <div className="space-y-5">
      <ChannelTabs by={by} returnTo={returnTo} onSwitch={onSwitch} />
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
        {by === "phone" ? (
          <input
            ref={inputRef}
            id={field.id}
            name={field.name}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={PHONE_PLACEHOLDER}
            defaultValue={formatPhone(String(field.initialValue ?? ""))}
            aria-invalid={field.errors ? true : undefined}
            aria-describedby={field.errorId}
            onInput={(event) => {
              event.currentTarget.value = formatPhone(event.currentTarget.value);
            }}
            className={inputClass}
          />
        ) : (
          <input
            ref={inputRef}
            id={field.id}
            name={field.name}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="name@example.ru"
            defaultValue={String(field.initialValue ?? "")}
            aria-invalid={field.errors ? true : undefined}
            aria-describedby={field.errorId}
            className={inputClass}
          />
        )}
        <FieldError id={field.errorId} errors={field.errors} />
        {form.errors ? (
          <p id={form.errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
            {form.errors[0]}
          </p>
        ) : null}
        <button type="submit" disabled={cooldown.running || sending} className={primaryButton}>
          {cooldown.left ? `Получить код через ${cooldown.left}` : "Получить код"}
        </button>
        {cooldown.left ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-400" data-testid="cooldown">
            Новый код можно запросить через <span className="tabular-nums">{cooldown.left}</span>
          </p>
        ) : null}
      </fetcher.Form>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        Пришлём код из 4 цифр — пароль не нужен. После регистрации начислим 5 000 бонусов.
      </p>
    </div>
  );
}

/** Step 2: the 4-digit code, sent automatically once complete; the consent for a new shopper. */
export function CodeForm({
  by,
  to,
  returnTo,
  pageLoadTime,
  cooldown: serverCooldown,
  lastResult,
  needsConsent: serverNeedsConsent,
  changeHref,
  onChange,
  onSignedIn,
  variant,
}: {
  by: SignInChannel;
  to: string;
  returnTo: string;
  pageLoadTime: number;
  cooldown: Cooldown;
  lastResult?: SubmissionResult<string[]>;
  needsConsent: boolean;
  changeHref: string;
  onChange?: () => void;
  onSignedIn?: (redirectTo: string) => void;
  variant: Variant;
}) {
  const fetcher = useFetcher<typeof enterCodeAction>();
  const resender = useFetcher<typeof enterCodeAction>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const cooldown = useCooldown(serverCooldown);
  const returnPath = useReturnTo(returnTo);
  const answer = fetcher.data;
  const [form, fields] = useForm({
    id: `sign-in-${variant}-code`,
    lastResult: answer?.result ?? lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: verifyCodeSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const needsConsent = answer?.needsConsent ?? serverNeedsConsent;
  const [digits, setDigits] = useState(() => codeDigits(String(fields.code.initialValue ?? "")));
  const codeRef = useFocusOnMount<HTMLInputElement>(true);
  const formRef = useRef<HTMLFormElement>(null);
  const { start } = cooldown;
  const action = enterCodeHref(by, to, returnTo);

  useEffect(() => {
    if (!answer) return;
    if (answer.toast) void showToast(answer.toast.title, { type: answer.toast.type });
    if (answer.signedIn) {
      saveRole(answer.signedIn.role);
      clearReturnTo();
      if (onSignedIn) onSignedIn(answer.signedIn.redirectTo);
      else void navigate(answer.signedIn.redirectTo, { replace: true });
    } else if (answer.result?.error?.code) {
      // A wrong code: selected, so the next digits replace it.
      codeRef.current?.select();
    }
    // Only a new answer matters; the callbacks change with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const resent = resender.data;
  useEffect(() => {
    if (!resent) return;
    if (resent.cooldown) start(resent.cooldown.until);
    if (resent.toast) void showToast(resent.toast.title, { type: resent.toast.type });
  }, [resent, start]);

  const submitting = fetcher.state !== "idle" || Boolean(answer?.signedIn);
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const next = codeDigits(event.currentTarget.value);
    event.currentTarget.value = next;
    setDigits(next);
    // Spec §4: the code goes as soon as its 4 digits are in (not while the consent is asked).
    if (next.length === CODE_LENGTH && !needsConsent && fetcher.state === "idle") {
      formRef.current?.requestSubmit();
    }
  };
  const consentField = fields.personalDataConsent;

  return (
    <div className="space-y-5">
      <div>
        {/* On /enter-code the page's own heading says it. */}
        {variant === "panel" ? <h2 className="text-xl font-bold">{messages.codeTitle}</h2> : null}
        <p
          className={`${variant === "panel" ? "mt-2" : ""} text-neutral-700 dark:text-neutral-300`}
        >
          {by === "phone" ? "Номер" : "Email"}:{" "}
          <span className="font-semibold" data-testid="code-target">
            {displayTarget(by, to)}
          </span>
        </p>
        {onChange ? (
          <button type="button" onClick={onChange} className={`mt-1 text-sm ${linkClass}`}>
            Выбрать другой телефон или email
          </button>
        ) : (
          <Link to={changeHref} className={`mt-1 inline-block text-sm ${linkClass}`}>
            Выбрать другой телефон или email
          </Link>
        )}
      </div>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={action}
        {...getFormProps(form)}
        className="space-y-2"
      >
        <input type="hidden" name="intent" value="verify" />
        <input type="hidden" name="returnTo" value={returnPath} />
        {hydrated ? <input type="hidden" name="mode" value="js" /> : null}
        <label htmlFor={fields.code.id} className="block font-medium">
          {by === "phone" ? "Код из SMS" : "Код из письма"}
        </label>
        <input
          ref={codeRef}
          id={fields.code.id}
          name={fields.code.name}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{4}"
          maxLength={CODE_LENGTH}
          placeholder="••••"
          defaultValue={digits}
          aria-invalid={fields.code.errors ? true : undefined}
          aria-describedby={fields.code.errorId}
          onInput={onInput}
          className={`${inputClass} w-40 text-center text-2xl tracking-[0.5em] tabular-nums`}
        />
        <FieldError id={fields.code.errorId} errors={fields.code.errors} />
        {needsConsent ? (
          <ConsentField
            id={consentField.id}
            name={consentField.name}
            errorId={consentField.errorId}
            errors={consentField.errors}
          />
        ) : null}
        {form.errors ? (
          <p id={form.errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
            {form.errors[0]}
          </p>
        ) : null}
        <button
          type="submit"
          // Spec §5: 4 digits, or the button stays off (only where JavaScript can tell).
          disabled={hydrated && (digits.length < CODE_LENGTH || submitting)}
          className={primaryButton}
        >
          {needsConsent ? "Зарегистрироваться" : "Войти"}
        </button>
      </fetcher.Form>
      <resender.Form method="post" action={action} className="relative">
        <input type="hidden" name="intent" value="resend" />
        <BotCheckFields pageLoadTime={pageLoadTime} enhanced />
        <button
          type="submit"
          disabled={cooldown.running || resender.state !== "idle"}
          className={`text-sm ${linkClass} disabled:cursor-not-allowed disabled:no-underline disabled:opacity-70`}
        >
          {cooldown.left ? (
            <>
              Отправить код повторно через{" "}
              <span className="tabular-nums" data-testid="cooldown">
                {cooldown.left}
              </span>
            </>
          ) : (
            "Отправить код повторно"
          )}
        </button>
      </resender.Form>
    </div>
  );
}

/** 152-FZ: a separate, unticked consent, only for signing up, with the text it refers to. */
function ConsentField({
  id,
  name,
  errorId,
  errors,
}: {
  id: string;
  name: string;
  errorId: string;
  errors: string[] | undefined;
}) {
  const hintId = `${id}-hint`;
  return (
    <div className="rounded-xl border border-neutral-200 p-4 dark:border-neutral-700">
      <input type="hidden" name="consentAsked" value="1" />
      <p id={hintId} className="mb-3 text-sm text-neutral-700 dark:text-neutral-300">
        Вы у нас впервые: чтобы создать аккаунт, нужно ваше согласие на обработку персональных
        данных.
      </p>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value="on"
          defaultChecked={false}
          aria-invalid={errors ? true : undefined}
          aria-describedby={`${hintId} ${errorId}`}
          className="mt-1 size-5 shrink-0 accent-neutral-900 dark:accent-white"
        />
        <label htmlFor={id} className="text-sm">
          Я даю согласие на обработку моих персональных данных в соответствии с{" "}
          <Link to={PERSONAL_DATA_PATH} target="_blank" className={linkClass}>
            Политикой обработки персональных данных
          </Link>
        </label>
      </div>
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

/**
 * The header's sign-in panel: both steps in one place, reusing the page forms. On success the
 * panel closes and the shopper goes to /account (or the return-to path).
 */
export function SignInPanel({
  pageLoadTime,
  onSignedIn,
}: {
  pageLoadTime: number;
  onSignedIn: (redirectTo: string) => void;
}) {
  const [by, setBy] = useState<SignInChannel>("phone");
  const [sent, setSent] = useState<SentCode | null>(null);
  let content: ReactNode;
  if (sent) {
    content = (
      <CodeForm
        by={sent.by}
        to={sent.to}
        returnTo=""
        pageLoadTime={pageLoadTime}
        cooldown={null}
        needsConsent={false}
        changeHref={authHref(sent.by)}
        onChange={() => setSent(null)}
        onSignedIn={onSignedIn}
        variant="panel"
      />
    );
  } else {
    content = (
      <CredentialsForm
        key={by}
        by={by}
        returnTo=""
        pageLoadTime={pageLoadTime}
        cooldown={null}
        variant="panel"
        onSwitch={setBy}
        onSent={setSent}
      />
    );
  }
  return <div className="py-2">{content}</div>;
}
