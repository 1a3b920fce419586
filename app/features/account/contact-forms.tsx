import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { ErrorList, Field } from "~/ui/form/field.tsx";
import type { Shopper } from "./account.server.ts";
import { Button } from "~/ui/button.tsx";
import { replyFor, useSubmitting } from "./account-form.ts";
import { formatPhone } from "./account-model.ts";
import type { ContactStep } from "./contact-step.ts";
import {
  type AccountFormReply,
  CodeSchema,
  EmailSchema,
  FORM_ACTIONS,
  PhoneSchema,
} from "./schemas.ts";

const CHANNEL_TEXT = {
  email: {
    label: "E-mail",
    type: "email",
    autoComplete: "email",
    inputMode: "email",
    placeholder: "name@example.ru",
    sentTo: "Мы отправили код на",
    change: "Указать другой e-mail",
  },
  phone: {
    label: "Номер телефона",
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
    placeholder: "+7XXXXXXXXXX",
    sentTo: "Мы отправили SMS с кодом на номер",
    change: "Указать другой номер",
  },
} as const;

/** Step one of adding an e-mail or phone: where to send the code. */
export function SendCodeForm({
  channel,
  current,
  reply,
}: {
  channel: "email" | "phone";
  current: string | null;
  reply: AccountFormReply | null;
}) {
  const schema = channel === "email" ? EmailSchema : PhoneSchema;
  const text = CHANNEL_TEXT[channel];
  const [form, fields] = useForm({
    id: `send-code-${channel}`,
    lastResult: replyFor(reply, "send-code"),
    constraint: getZodConstraint(schema),
    defaultValue: { channel, target: "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const submitting = useSubmitting("send-code");
  return (
    <Form
      method="post"
      action={FORM_ACTIONS["send-code"]}
      {...getFormProps(form)}
      aria-label={current ? `Изменить: ${text.label}` : `Добавить: ${text.label}`}
      className="mt-3 rounded-2xl bg-neutral-50 p-4 dark:bg-neutral-900"
    >
      <input type="hidden" name="channel" value={channel} />
      <Field
        meta={fields.target}
        label={current ? `Новый ${text.label.toLowerCase()}` : text.label}
        type={text.type}
        autoComplete={text.autoComplete}
        inputMode={text.inputMode}
        placeholder={text.placeholder}
        hint="Пришлём 4-значный код, чтобы убедиться, что адрес ваш."
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={submitting}>
          {submitting ? "Отправляем…" : "Получить код"}
        </Button>
        <Link to="/account#contacts" className="min-h-11 content-center underline">
          Отмена
        </Link>
      </div>
    </Form>
  );
}

/** Step two: the 4-digit code that proves the address is the shopper's. */
export function ConfirmCodeForm({
  channel,
  target,
  reply,
}: {
  channel: "email" | "phone";
  target: string;
  reply: AccountFormReply | null;
}) {
  const text = CHANNEL_TEXT[channel];
  const [form, fields] = useForm({
    id: `confirm-code-${channel}`,
    lastResult: replyFor(reply, "confirm-code"),
    constraint: getZodConstraint(CodeSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CodeSchema }),
  });
  const submitting = useSubmitting("confirm-code");
  const resending = useSubmitting("send-code");
  return (
    <div className="mt-3 rounded-2xl bg-neutral-50 p-4 dark:bg-neutral-900">
      <p>
        {text.sentTo} <strong className="[overflow-wrap:anywhere]">{target}</strong>
      </p>
      <Form
        method="post"
        action={FORM_ACTIONS["confirm-code"]}
        {...getFormProps(form)}
        aria-label="Код подтверждения"
        className="mt-3"
      >
        <Field
          meta={fields.code}
          label="Код из сообщения"
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder="0000"
          className="max-w-48"
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button type="submit" disabled={submitting}>
          {submitting ? "Проверяем…" : "Подтвердить"}
        </Button>
      </Form>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1">
        <Form method="post" action={FORM_ACTIONS["send-code"]}>
          <input type="hidden" name="channel" value={channel} />
          <input type="hidden" name="target" value={target} />
          <button
            type="submit"
            className="min-h-11 underline disabled:opacity-60"
            disabled={resending}
          >
            Отправить код ещё раз
          </button>
        </Form>
        <Link
          to={`/account?contact=${channel}#contacts`}
          className="min-h-11 content-center underline"
        >
          {text.change}
        </Link>
        <Link to="/account#contacts" className="min-h-11 content-center underline">
          Отмена
        </Link>
      </div>
    </div>
  );
}

const CONTACT_ROWS = [
  { channel: "email", label: "E-mail", format: (value: string) => value },
  { channel: "phone", label: "Телефон", format: formatPhone },
] as const;

/** The shopper's e-mail and phone, each with its «Добавить» / «Изменить» step when open. */
export function ContactList({
  shopper,
  step,
  reply,
}: {
  shopper: Pick<Shopper, "email" | "phone">;
  step: ContactStep | null;
  reply: AccountFormReply | null;
}) {
  return (
    <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
      {CONTACT_ROWS.map(({ channel, label, format }) => {
        const value = shopper[channel] ?? null;
        const open = step?.channel === channel ? step : null;
        return (
          <li key={channel} className="py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="text-sm text-neutral-500 dark:text-neutral-400">{label}</p>
                <p className="[overflow-wrap:anywhere]" data-testid={`contact-${channel}`}>
                  {value ? format(value) : "Не указан"}
                </p>
              </div>
              {open ? null : (
                <Link
                  to={`?contact=${channel}#contacts`}
                  className="inline-flex min-h-11 items-center underline"
                  aria-label={`${value ? "Изменить" : "Добавить"}: ${label}`}
                >
                  {value ? "Изменить" : "Добавить"}
                </Link>
              )}
            </div>
            {open?.stage === "send" ? (
              <SendCodeForm channel={channel} current={value} reply={reply} />
            ) : null}
            {open?.stage === "code" ? (
              <ConfirmCodeForm channel={channel} target={open.target} reply={reply} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
