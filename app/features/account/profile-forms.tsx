import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { type SexValue, SEX_LABELS } from "./account-model.ts";
import { FieldErrors, inputClass, submitClass, TextField } from "./fields.tsx";
import {
  ADDRESS_INTENT,
  AddressSchema,
  type AccountFormReply,
  CodeSchema,
  CONFIRM_CODE_INTENT,
  EmailSchema,
  PhoneSchema,
  PROFILE_INTENT,
  ProfileSchema,
  SEND_CODE_INTENT,
} from "./schemas.ts";

/** The reply of the action to this form's own last post, if the last post was this form's. */
function replyFor(reply: AccountFormReply | undefined, intent: string) {
  return reply?.intent === intent ? reply.result : undefined;
}

/** Whether this form's post is on its way (its button says so and cannot be pressed twice). */
function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function ProfileForm({
  profile,
  reply,
}: {
  profile: {
    name: string | null;
    surname: string | null;
    lastname: string | null;
    sex: SexValue | null;
  };
  reply?: AccountFormReply;
}) {
  const [form, fields] = useForm({
    id: "profile-form",
    lastResult: replyFor(reply, PROFILE_INTENT),
    constraint: getZodConstraint(ProfileSchema),
    defaultValue: {
      name: profile.name ?? "",
      surname: profile.surname ?? "",
      lastname: profile.lastname ?? "",
      sex: profile.sex ?? "",
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileSchema }),
  });
  const submitting = useSubmitting(PROFILE_INTENT);
  const { key: sexKey, ...sexProps } = getSelectProps(fields.sex);
  // Unusual values (the API also knows ANY and UNISEX) stay selectable so saving keeps them.
  const sexOptions: SexValue[] =
    profile.sex === "ANY" || profile.sex === "UNISEX"
      ? ["FEMALE", "MALE", profile.sex]
      : ["FEMALE", "MALE"];
  return (
    <Form method="post" {...getFormProps(form)} aria-label="Личные данные">
      <input type="hidden" name="intent" value={PROFILE_INTENT} />
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <TextField meta={fields.name} label="Имя" autoComplete="given-name" />
        <TextField meta={fields.surname} label="Фамилия" autoComplete="family-name" />
        <TextField meta={fields.lastname} label="Отчество" autoComplete="additional-name" />
        <div>
          <label htmlFor={fields.sex.id} className="mb-1 block text-sm font-medium">
            Пол
          </label>
          <select {...sexProps} key={sexKey} className={inputClass}>
            <option value="">Не указан</option>
            {sexOptions.map((value) => (
              <option key={value} value={value}>
                {SEX_LABELS[value]}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.sex.errorId} errors={fields.sex.errors} />
        </div>
      </div>
      <FieldErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className={submitClass()} disabled={submitting}>
        {submitting ? "Сохраняем…" : "Сохранить"}
      </button>
    </Form>
  );
}

export function AddressForm({ reply }: { reply?: AccountFormReply }) {
  const [form, fields] = useForm({
    id: "address-form",
    lastResult: replyFor(reply, ADDRESS_INTENT),
    constraint: getZodConstraint(AddressSchema),
    defaultValue: { country: "Россия" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddressSchema }),
  });
  const submitting = useSubmitting(ADDRESS_INTENT);
  return (
    <Form method="post" {...getFormProps(form)} aria-label="Новый адрес">
      <input type="hidden" name="intent" value={ADDRESS_INTENT} />
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-6">
        <TextField
          meta={fields.country}
          label="Страна"
          autoComplete="country-name"
          className="sm:col-span-3"
        />
        <TextField
          meta={fields.city}
          label="Город"
          autoComplete="address-level2"
          className="sm:col-span-3"
        />
        <TextField
          meta={fields.street}
          label="Улица"
          autoComplete="address-line1"
          className="sm:col-span-4"
        />
        <TextField meta={fields.house} label="Дом" className="sm:col-span-2" />
        <TextField meta={fields.building} label="Корпус" className="sm:col-span-2" />
        <TextField meta={fields.apartment} label="Квартира" className="sm:col-span-2" />
        <TextField
          meta={fields.index}
          label="Индекс"
          autoComplete="postal-code"
          inputMode="numeric"
          hint="Шесть цифр"
          className="sm:col-span-2"
        />
      </div>
      <FieldErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className={submitClass()} disabled={submitting}>
        {submitting ? "Добавляем…" : "Добавить адрес"}
      </button>
    </Form>
  );
}

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
  reply?: AccountFormReply;
}) {
  const schema = channel === "email" ? EmailSchema : PhoneSchema;
  const text = CHANNEL_TEXT[channel];
  const [form, fields] = useForm({
    id: `send-code-${channel}`,
    lastResult: replyFor(reply, SEND_CODE_INTENT),
    constraint: getZodConstraint(schema),
    defaultValue: { channel, target: "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const submitting = useSubmitting(SEND_CODE_INTENT);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-label={current ? `Изменить: ${text.label}` : `Добавить: ${text.label}`}
      className="mt-3 rounded-2xl bg-neutral-50 p-4 dark:bg-neutral-900"
    >
      <input type="hidden" name="intent" value={SEND_CODE_INTENT} />
      <input type="hidden" name="channel" value={channel} />
      <TextField
        meta={fields.target}
        label={current ? `Новый ${text.label.toLowerCase()}` : text.label}
        type={text.type}
        autoComplete={text.autoComplete}
        inputMode={text.inputMode}
        placeholder={text.placeholder}
        hint="Пришлём 4-значный код, чтобы убедиться, что адрес ваш."
      />
      <FieldErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={submitClass()} disabled={submitting}>
          {submitting ? "Отправляем…" : "Получить код"}
        </button>
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
  reply?: AccountFormReply;
}) {
  const text = CHANNEL_TEXT[channel];
  const [form, fields] = useForm({
    id: `confirm-code-${channel}`,
    lastResult: replyFor(reply, CONFIRM_CODE_INTENT),
    constraint: getZodConstraint(CodeSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CodeSchema }),
  });
  const submitting = useSubmitting(CONFIRM_CODE_INTENT);
  const resending = useSubmitting(SEND_CODE_INTENT);
  return (
    <div className="mt-3 rounded-2xl bg-neutral-50 p-4 dark:bg-neutral-900">
      <p>
        {text.sentTo} <strong className="[overflow-wrap:anywhere]">{target}</strong>
      </p>
      <Form method="post" {...getFormProps(form)} aria-label="Код подтверждения" className="mt-3">
        <input type="hidden" name="intent" value={CONFIRM_CODE_INTENT} />
        <TextField
          meta={fields.code}
          label="Код из сообщения"
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder="0000"
          className="max-w-48"
        />
        <FieldErrors id={form.errorId} errors={form.errors} />
        <button type="submit" className={submitClass()} disabled={submitting}>
          {submitting ? "Проверяем…" : "Подтвердить"}
        </button>
      </Form>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1">
        <Form method="post">
          <input type="hidden" name="intent" value={SEND_CODE_INTENT} />
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
