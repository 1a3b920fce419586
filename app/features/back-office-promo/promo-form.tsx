import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { ErrorList, Field, inputClass, Label } from "~/ui/form/field.tsx";
import { promoCodeForm } from "../../../shared/promo-codes.ts";
import type { PromoFormDefaults } from "./format.ts";

interface Target {
  id: string;
  name: string;
}

/** An existing code's terms for the edit form, and what it may no longer change. */
export interface EditedCode {
  defaults: PromoFormDefaults;
  kindLabel: string;
  targetLabel: string | null;
  /** Orders have used it: the discount's size stays as it is. */
  used: boolean;
}

/**
 * The new code's form, or an existing code's (`edited`: its code, kind and brand or category shown,
 * not editable; docs/back-office.md#промокоды): a plain form posting to its page's action, checked
 * as typed with the API's own zod schema (shared/promo-codes.ts).
 */
export function PromoCodeForm({
  lastResult,
  brands = [],
  categories = [],
  today = "",
  edited,
  intent,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  brands?: readonly Target[];
  categories?: readonly Target[];
  today?: string;
  edited?: EditedCode;
  /** Posted as `intent`, for a page whose action takes more than one form. */
  intent?: string;
}) {
  const [form, fields] = useForm({
    id: edited ? "promo-edit" : "promo-code",
    lastResult,
    defaultValue: edited ? edited.defaults : { kind: "PERCENT", startsOn: today },
    // What the schema requires, for the labels and the browser's own checks.
    constraint: {
      code: { required: true },
      kind: { required: true },
      value: { required: true },
      startsOn: { required: true },
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: promoCodeForm }),
  });
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const kind = getInputProps(fields.kind, { type: "text" });
  return (
    <Form method="post" {...getFormProps(form)} className="grid max-w-2xl gap-3 sm:grid-cols-2">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {edited ? (
        <FixedTerms
          edited={edited}
          errors={[fields.code, fields.kind, fields.brandId, fields.categoryId]}
        />
      ) : (
        <Field
          meta={fields.code}
          label="Код"
          hint="Заглавные латинские буквы и цифры, от 3 до 32"
          placeholder="SPRING10"
          className="sm:col-span-2"
        />
      )}
      {edited ? null : (
        <div>
          <Label htmlFor={kind.id}>Вид скидки</Label>
          <select
            id={kind.id}
            name={kind.name}
            defaultValue={kind.defaultValue}
            aria-invalid={kind["aria-invalid"]}
            aria-describedby={kind["aria-describedby"]}
            className={inputClass}
          >
            <option value="PERCENT">Процент от суммы</option>
            <option value="FIXED">Рубли</option>
          </select>
          <ErrorList id={fields.kind.errorId} errors={fields.kind.errors} />
        </div>
      )}
      <Field
        meta={fields.value}
        label="Размер скидки"
        hint={
          edited?.used
            ? "По коду уже есть заказы: размер скидки не меняется"
            : edited
              ? edited.defaults.kind === "PERCENT"
                ? "Процент, от 1 до 99"
                : "Рубли"
              : "Процент (1–99) или рубли"
        }
        inputMode="numeric"
        readOnly={edited?.used}
      />
      <Field meta={fields.minOrder} label="Минимальная сумма заказа, ₽" inputMode="numeric" />
      <Field
        meta={fields.maxUses}
        label="Сколько заказов всего"
        hint="Пусто — без ограничения"
        inputMode="numeric"
      />
      <DayField meta={fields.startsOn} label="Начало (по Москве)" />
      <DayField meta={fields.endsOn} label="Последний день (по Москве)" />
      <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
        <input
          {...getInputProps(fields.oncePerShopper, { type: "checkbox" })}
          key={fields.oncePerShopper.key}
          className="size-5"
        />
        Один раз на покупателя
      </label>
      {edited ? null : (
        <>
          <TargetField
            meta={fields.brandId}
            label="Только бренд"
            anyLabel="Любой"
            targets={brands}
          />
          <TargetField
            meta={fields.categoryId}
            label="Или только категория"
            anyLabel="Любая"
            targets={categories}
          />
        </>
      )}
      <ErrorList id={form.errorId} errors={form.errors} className="sm:col-span-2" />
      <button
        type="submit"
        disabled={saving}
        className="min-h-11 rounded-full bg-neutral-900 px-6 font-semibold text-white disabled:opacity-60 sm:col-span-2 sm:justify-self-start dark:bg-white dark:text-neutral-900"
      >
        {edited
          ? saving
            ? "Сохраняем…"
            : "Сохранить условия"
          : saving
            ? "Создаём…"
            : "Создать промокод"}
      </button>
    </Form>
  );
}

/**
 * What an existing code keeps: its code, kind and brand or category, shown and posted as they are
 * (the API refuses any other), with the API's refusal if one comes back.
 */
function FixedTerms({
  edited,
  errors,
}: {
  edited: EditedCode;
  errors: FieldMetadata<string | null | undefined>[];
}) {
  return (
    <div className="flex flex-col gap-1 text-sm sm:col-span-2">
      <input type="hidden" name="code" value={edited.defaults.code} />
      <input type="hidden" name="kind" value={edited.defaults.kind} />
      <input type="hidden" name="brandId" value={edited.defaults.brandId} />
      <input type="hidden" name="categoryId" value={edited.defaults.categoryId} />
      <p>
        Код <span className="font-mono font-bold">{edited.defaults.code}</span>, {edited.kindLabel}
        {edited.targetLabel ? `, ${edited.targetLabel}` : ""}: не меняются после создания (выключите
        код и создайте новый).
      </p>
      {errors.map((meta) =>
        meta.errors?.length ? (
          <ErrorList key={meta.name} id={meta.errorId} errors={meta.errors} />
        ) : null,
      )}
    </div>
  );
}

function DayField({
  meta,
  label,
}: {
  meta: FieldMetadata<string | null | undefined>;
  label: string;
}) {
  const { key, ...props } = getInputProps(meta, { type: "date" });
  return (
    <div>
      <Label htmlFor={meta.id} required={meta.name === "startsOn"}>
        {label}
      </Label>
      <input {...props} key={key} className={inputClass} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** The one brand or the one category a code is limited to; none by default. */
function TargetField({
  meta,
  label,
  anyLabel,
  targets,
}: {
  meta: FieldMetadata<string | null | undefined>;
  label: string;
  anyLabel: string;
  targets: readonly Target[];
}) {
  const { id, name, defaultValue } = getInputProps(meta, { type: "text" });
  return (
    <div>
      <Label htmlFor={id} required={false}>
        {label}
      </Label>
      <select id={id} name={name} defaultValue={defaultValue} className={inputClass}>
        <option value="">{anyLabel}</option>
        {targets.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
