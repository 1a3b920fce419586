import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Field, TextAreaField } from "~/ui/form/field.tsx";
import { ContactFields, FieldGroup, RequestFormFrame } from "./request-form.tsx";
import { orderRequestForm } from "../../../shared/requests.ts";
import type { RequestFormReply } from "./schemas.ts";

/**
 * Made to order (docs/requests.md#made-to-order): what is wanted (brand, model, size, a link),
 * the budget and contacts. The answer's number is shown to the shopper.
 */
export function OrderRequestForm({
  reply,
  pageLoadTime,
}: {
  reply: RequestFormReply | undefined;
  pageLoadTime: number;
}) {
  const [form, fields] = useForm({
    id: "order-request-form",
    lastResult: reply?.result,
    constraint: getZodConstraint(orderRequestForm),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderRequestForm }),
  });
  return (
    <RequestFormFrame
      form={form}
      title="Заявка на товар под заказ"
      lead="Опишите, что найти: чем точнее, тем быстрее ответим с ценой и сроком."
      pageLoadTime={reply?.pageLoadTime ?? pageLoadTime}
    >
      <FieldGroup legend="Что найти">
        <Field meta={fields.brand} label="Бренд" placeholder="Nike, Adidas, New Balance…" />
        <Field meta={fields.model} label="Модель" placeholder="Air Force 1 '07" />
        <Field meta={fields.size} label="Размер" hint="EU, US или см — как вам удобнее" />
        <Field
          meta={fields.budget}
          label="Бюджет, ₽"
          inputMode="numeric"
          hint="Сколько вы готовы заплатить"
        />
        <Field
          meta={fields.link}
          label="Ссылка на товар"
          type="url"
          inputMode="url"
          placeholder="https://"
          hint="Страница товара в другом магазине или на сайте бренда"
          className="sm:col-span-2"
        />
        <TextAreaField
          meta={fields.text}
          label="Пожелания"
          hint="Цвет, артикул с коробки или бирки, что ещё важно"
          rows={3}
          className="sm:col-span-2"
        />
      </FieldGroup>
      <ContactFields fields={fields} />
    </RequestFormFrame>
  );
}
