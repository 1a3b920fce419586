import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useNavigate } from "react-router";
import { showToast } from "~/shell/toasts.tsx";
import { Button } from "~/ui/button.tsx";
import { useHydrated } from "~/shell/use-hydrated.ts";
import { ErrorList } from "~/ui/form/field.tsx";
import {
  BotCheckFields,
  inputClass,
  linkClass,
  useFocusOnMount,
  type Variant,
} from "./form-parts.tsx";
import {
  clearReturnTo,
  saveRole,
  storeCooldowns,
  useCooldown,
  useReturnTo,
} from "./sign-in-browser.ts";
import {
  CODE_LENGTH,
  codeDigits,
  cooldownTarget,
  displayTarget,
  enterCodeHref,
  messages,
  PERSONAL_DATA_PATH,
  type ServerCooldowns,
  type SignInChannel,
} from "./sign-in-model.ts";
import { verifyCodeSchema } from "./sign-in-schemas.ts";

/** What the code step's action (/enter-code) answers the form: posted with JavaScript, or refused. */
export interface CodeReply {
  result: SubmissionResult<string[]> | undefined;
  /** The API asks a new shopper for the consent to the processing of personal data. */
  needsConsent: boolean;
  toast: { type: "success" | "error"; title: string } | null;
  cooldown: ServerCooldowns;
  signedIn: { role: string; redirectTo: string } | null;
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
  cooldown: ServerCooldowns;
  lastResult?: SubmissionResult<string[]>;
  needsConsent: boolean;
  changeHref: string;
  onChange?: () => void;
  onSignedIn?: (redirectTo: string) => void;
  variant: Variant;
}) {
  const fetcher = useFetcher<CodeReply>();
  const resender = useFetcher<CodeReply>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The resend waits for this phone's or e-mail's own cooldown only.
  const cooldown = useCooldown(serverCooldown, cooldownTarget(by, to));
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
    if (resent.cooldown) storeCooldowns(resent.cooldown.ends);
    if (resent.toast) void showToast(resent.toast.title, { type: resent.toast.type });
  }, [resent]);

  const submitting = fetcher.state !== "idle" || Boolean(answer?.signedIn);
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    const next = codeDigits(event.currentTarget.value);
    event.currentTarget.value = next;
    setDigits(next);
    // The code goes as soon as its 4 digits are in, not while the consent is asked
    // (docs/identity.md#sign-in-flow).
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
        <ErrorList
          className="mt-1.5 min-h-5"
          id={fields.code.errorId}
          errors={fields.code.errors}
        />
        {needsConsent ? (
          <ConsentField
            id={consentField.id}
            name={consentField.name}
            errorId={consentField.errorId}
            errors={consentField.errors}
          />
        ) : null}
        {form.errors ? <ErrorList className="" id={form.errorId} errors={form.errors} /> : null}
        <Button
          type="submit"
          // 4 digits, or the button stays off (docs/identity.md#sign-in-codes; only where
          // JavaScript can tell).
          disabled={hydrated && (digits.length < CODE_LENGTH || submitting)}
          className="w-full"
        >
          {needsConsent ? "Зарегистрироваться" : "Войти"}
        </Button>
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
      <ErrorList className="mt-1.5 min-h-5" id={errorId} errors={errors} />
    </div>
  );
}
