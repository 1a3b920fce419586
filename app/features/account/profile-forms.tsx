import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { AddressFields } from "~/ui/form/address-fields.tsx";
import { ErrorList, Field, inputClass, Label } from "~/ui/form/field.tsx";
import { Button } from "~/ui/button.tsx";
import { replyFor, useSubmitting } from "./account-form.ts";
import { type AddressParts, formatAddress, type SexValue, SEX_LABELS } from "./account-model.ts";
import { AddressSchema, type AccountFormReply, FORM_ACTIONS, ProfileSchema } from "./schemas.ts";

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
  reply: AccountFormReply | null;
}) {
  const [form, fields] = useForm({
    id: "profile-form",
    lastResult: replyFor(reply, "profile"),
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
  const submitting = useSubmitting("profile");
  const { key: sexKey, ...sexProps } = getSelectProps(fields.sex);
  // Unusual values (the API also knows ANY and UNISEX) stay selectable so saving keeps them.
  const sexOptions: SexValue[] =
    profile.sex === "ANY" || profile.sex === "UNISEX"
      ? ["FEMALE", "MALE", profile.sex]
      : ["FEMALE", "MALE"];
  return (
    <Form
      method="post"
      action={FORM_ACTIONS.profile}
      {...getFormProps(form)}
      aria-label="Личные данные"
    >
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <Field meta={fields.name} label="Имя" autoComplete="given-name" />
        <Field meta={fields.surname} label="Фамилия" autoComplete="family-name" />
        <Field meta={fields.lastname} label="Отчество" autoComplete="additional-name" />
        <div>
          <Label htmlFor={fields.sex.id}>Пол</Label>
          <select {...sexProps} key={sexKey} className={inputClass}>
            <option value="">Не указан</option>
            {sexOptions.map((value) => (
              <option key={value} value={value}>
                {SEX_LABELS[value]}
              </option>
            ))}
          </select>
          <ErrorList id={fields.sex.errorId} errors={fields.sex.errors} />
        </div>
      </div>
      <ErrorList id={form.errorId} errors={form.errors} />
      <Button type="submit" disabled={submitting}>
        {submitting ? "Сохраняем…" : "Сохранить"}
      </Button>
    </Form>
  );
}

export function AddressForm({ reply }: { reply: AccountFormReply | null }) {
  const [form, fields] = useForm({
    id: "address-form",
    lastResult: replyFor(reply, "address"),
    constraint: getZodConstraint(AddressSchema),
    defaultValue: { country: "Россия" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddressSchema }),
  });
  const submitting = useSubmitting("address");
  return (
    <Form
      method="post"
      action={FORM_ACTIONS.address}
      {...getFormProps(form)}
      aria-label="Новый адрес"
    >
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-6">
        <AddressFields fields={fields} country={fields.country} />
      </div>
      <ErrorList id={form.errorId} errors={form.errors} />
      <Button type="submit" disabled={submitting}>
        {submitting ? "Добавляем…" : "Добавить адрес"}
      </Button>
    </Form>
  );
}

/** The saved delivery addresses and the form for a new one (open when there is none yet). */
export function AddressBook({
  addresses,
  reply,
}: {
  addresses: (AddressParts & { id: string })[];
  reply: AccountFormReply | null;
}) {
  return (
    <>
      {addresses.length === 0 ? (
        <p className="text-neutral-600 dark:text-neutral-300">
          Сохранённых адресов пока нет. Добавьте адрес — он пригодится при оформлении заказа.
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Сохранённые адреса">
          {addresses.map((address) => (
            <li
              key={address.id}
              className="rounded-2xl bg-neutral-50 px-4 py-3 dark:bg-neutral-900"
            >
              {formatAddress(address)}
            </li>
          ))}
        </ul>
      )}
      <details className="group mt-4" open={addresses.length === 0 || reply?.form === "address"}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold underline">
          Добавить адрес
        </summary>
        <div className="mt-3">
          <AddressForm reply={reply} />
        </div>
      </details>
    </>
  );
}
