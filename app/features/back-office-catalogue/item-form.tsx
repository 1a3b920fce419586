import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { ErrorList, inputClass } from "~/ui/form/field.tsx";
import { formatRoubles, itemValuesForm } from "../../../shared/catalogue-prices.ts";
import type { ResultOf } from "~/graphql.ts";
import type { CatalogueProductQuery } from "./documents.server.ts";
import { ITEM_STATE_LABELS } from "./labels.ts";

/** A size's pair as the catalogue page's query answers it. */
export type CatalogueSize = NonNullable<
  ResultOf<typeof CatalogueProductQuery>["catalogueProduct"]
>["sizes"][number];

/** What the action answers a refused item form: conform's reply, marked with its item. */
export interface ItemReply {
  intent: "item";
  itemId: string;
  result: SubmissionResult<string[]>;
}

const small = `${inputClass} min-h-10 px-2 py-1`;

/**
 * One pair's price, old price and stock (docs/back-office.md#каталог-и-цены): a plain form posting
 * to the page's action (intent «item»), checked as typed with the API's own rules.
 */
export function ItemForm({ item, reply }: { item: CatalogueSize; reply: ItemReply | null }) {
  const [form, fields] = useForm({
    id: `item-${item.id}`,
    lastResult: reply?.itemId === item.id ? reply.result : undefined,
    constraint: getZodConstraint(itemValuesForm),
    defaultValue: {
      itemId: item.id,
      price: formatRoubles(item.price),
      oldPrice: item.oldPrice === null ? "" : formatRoubles(item.oldPrice),
      stock: String(item.stock),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: itemValuesForm }),
  });
  const navigation = useNavigation();
  const saving = navigation.formData?.get("itemId") === item.id;
  const label = `${item.size}, ${item.supplier}`;
  return (
    <li className="border-b border-neutral-200 py-3 dark:border-neutral-800">
      <Form method="post" {...getFormProps(form)} aria-label={`Размер ${label}`}>
        <input type="hidden" name="intent" value="item" />
        <input {...getInputProps(fields.itemId, { type: "hidden" })} key={fields.itemId.key} />
        <p className="text-sm">
          <strong>{item.size}</strong> · {item.supplier} ·{" "}
          <span data-testid={`item-state-${item.id}`}>
            {ITEM_STATE_LABELS[item.state] ?? item.state}
          </span>
          {item.sale > 0 ? (
            <span className="ml-2 text-red-700 dark:text-red-400">−{item.sale}%</span>
          ) : null}
        </p>
        <div className="mt-2 grid grid-cols-3 items-end gap-2 sm:grid-cols-[1fr_1fr_6rem_auto]">
          <label className="text-xs">
            Цена, ₽
            <input
              {...getInputProps(fields.price, { type: "text" })}
              key={fields.price.key}
              inputMode="decimal"
              className={small}
            />
          </label>
          <label className="text-xs">
            Старая цена, ₽
            <input
              {...getInputProps(fields.oldPrice, { type: "text" })}
              key={fields.oldPrice.key}
              inputMode="decimal"
              className={small}
            />
          </label>
          <label className="text-xs">
            Остаток
            <input
              {...getInputProps(fields.stock, { type: "text" })}
              key={fields.stock.key}
              inputMode="numeric"
              className={small}
            />
          </label>
          <button
            type="submit"
            disabled={saving}
            className="col-span-3 min-h-10 rounded-full bg-neutral-900 px-4 text-sm font-semibold text-white disabled:opacity-60 sm:col-span-1 dark:bg-white dark:text-neutral-900"
          >
            {saving ? "Сохраняем…" : "Сохранить"}
          </button>
        </div>
        {[fields.price, fields.oldPrice, fields.stock, form].map((meta) => (
          <ErrorList key={meta.errorId} id={meta.errorId} errors={meta.errors} className="" />
        ))}
      </Form>
    </li>
  );
}
