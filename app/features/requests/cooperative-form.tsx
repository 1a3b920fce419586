import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { EmailField, Field, PhoneField, TextAreaField } from "~/ui/form/field.tsx";
import { FieldGroup, RequestFormFrame } from "./request-form.tsx";
import { cooperativeRequestInput } from "../../../shared/requests.ts";
import type { RequestFormReply } from "./schemas.ts";

/**
 * Partnership (docs/requests.md#partnership): the company, the contact person, a phone, an
 * e-mail and what they offer.
 */
export function CooperativeForm({
  reply,
  pageLoadTime,
}: {
  reply: RequestFormReply | undefined;
  pageLoadTime: number;
}) {
  const [form, fields] = useForm({
    id: "partners-form",
    lastResult: reply?.result,
    constraint: getZodConstraint(cooperativeRequestInput),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: cooperativeRequestInput }),
  });
  return (
    <RequestFormFrame
      form={form}
      title="Заявка на сотрудничество"
      lead="Менеджер свяжется с вами в течение рабочего дня."
      pageLoadTime={reply?.pageLoadTime ?? pageLoadTime}
    >
      <FieldGroup legend="Компания">
        <Field
          meta={fields.companyName}
          label="Название компании"
          autoComplete="organization"
          className="sm:col-span-2"
        />
        <Field meta={fields.companyType} label="Форма" placeholder="ООО, ИП…" />
        <Field meta={fields.inn} label="ИНН" inputMode="numeric" />
      </FieldGroup>
      <FieldGroup legend="Контакты">
        <Field
          meta={fields.fullName}
          label="Контактное лицо"
          autoComplete="name"
          className="sm:col-span-2"
        />
        <PhoneField meta={fields.phone} />
        <EmailField meta={fields.email} />
      </FieldGroup>
      <TextAreaField
        meta={fields.description}
        label="Сообщение"
        hint="Коротко: что вы предлагаете или какое сотрудничество вам интересно"
        rows={5}
      />
    </RequestFormFrame>
  );
}
