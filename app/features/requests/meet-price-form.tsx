import { getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { ErrorList, Field, inputClass, Label, TextAreaField } from "~/ui/form/field.tsx";
import { ContactFields, FieldGroup, RequestFormFrame } from "./request-form.tsx";
import { meetPriceForm } from "../../../shared/requests.ts";
import type { RequestFormReply } from "./schemas.ts";

export interface MeetPriceProduct {
  id: string;
  name: string;
  slug: string;
  /** The product's sizes, smallest first. */
  sizes: readonly string[];
}

/**
 * «Нашли дешевле?» (docs/requests.md#price-match): the product (named by the shopper, or the one
 * whose page they came from, with its sizes), where it is cheaper and for how much, and contacts.
 */
export function MeetPriceForm({
  product,
  size,
  reply,
  pageLoadTime,
}: {
  product: MeetPriceProduct | null;
  size: string | null;
  reply: RequestFormReply | undefined;
  pageLoadTime: number;
}) {
  const [form, fields] = useForm({
    id: "meet-price-form",
    lastResult: reply?.result,
    constraint: getZodConstraint(meetPriceForm),
    defaultValue: { productId: product?.id ?? "", size: size ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: meetPriceForm }),
  });
  const { key: sizeKey, ...sizeProps } = getSelectProps(fields.size);
  return (
    <RequestFormFrame
      form={form}
      title="Заявка на снижение цены"
      lead="Пришлите ссылку на этот товар дешевле в другом магазине — мы проверим предложение и постараемся сделать цену ниже."
      pageLoadTime={reply?.pageLoadTime ?? pageLoadTime}
    >
      <FieldGroup legend="Товар">
        {product ? (
          <div className="sm:col-span-2 mb-4">
            <input type="hidden" name={fields.productId.name} value={product.id} />
            <p className="rounded-xl bg-neutral-100 px-3 py-2 dark:bg-neutral-900">
              <Link
                to={`/product/${product.slug}`}
                className="font-semibold underline-offset-2 hover:underline"
                data-testid="meet-price-product"
              >
                {product.name}
              </Link>
            </p>
          </div>
        ) : (
          <Field
            meta={fields.productName}
            label="Товар"
            hint="Название или ссылка на товар в нашем каталоге"
            className="sm:col-span-2"
          />
        )}
        {product && product.sizes.length > 0 ? (
          <div>
            <Label htmlFor={fields.size.id}>Размер</Label>
            <select {...sizeProps} key={sizeKey} className={inputClass}>
              <option value="">Выберите размер</option>
              {product.sizes.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <ErrorList id={fields.size.errorId} errors={fields.size.errors} />
          </div>
        ) : (
          <Field meta={fields.size} label="Размер" />
        )}
      </FieldGroup>
      <FieldGroup legend="Где дешевле">
        <Field
          meta={fields.offerUrl}
          label="Ссылка на предложение"
          type="url"
          inputMode="url"
          placeholder="https://"
          className="sm:col-span-2"
        />
        <Field
          meta={fields.priceSeen}
          label="Цена там, ₽"
          inputMode="numeric"
          hint="Цена с учётом скидок, без доставки"
        />
      </FieldGroup>
      <ContactFields fields={fields} />
      <TextAreaField meta={fields.text} label="Комментарий" rows={3} />
    </RequestFormFrame>
  );
}
