import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/ui/button.tsx";

export interface FitBrand {
  slug: string;
  name: string;
}

export interface FitFormValue {
  summary: string;
  brandSlug: string | null;
  model: string | null;
  size: string | null;
}

const label = "mb-1 block text-sm font-medium";
/**
 * The shop's field look without app/ui/form (conform's forms): importing it would make one more
 * chunk the product page's lower part names, and that page's first scripts are at their budget.
 */
const inputClass =
  "block min-h-11 w-full rounded-xl border border-neutral-300 bg-white px-3 py-2 text-base dark:border-neutral-700 dark:bg-neutral-900";

/**
 * The form «Мой размер» (docs/fit.md#the-form): the foot's length in centimetres, or a size of a
 * brand (and model) the shopper owns. A plain post to /my-fit that comes back to `redirectTo`,
 * with JavaScript and without. One on a page: its ids are fixed.
 */
export function FitForm({
  fit,
  brands,
  redirectTo,
}: {
  fit: FitFormValue | null;
  brands: readonly FitBrand[];
  redirectTo: string;
}) {
  const id = (name: string) => `fit-${name}`;
  return (
    <div className="grid gap-3">
      <Form method="post" action="/my-fit" className="grid gap-3" preventScrollReset>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          name="footLengthCm"
          label="Длина стопы, см"
          maxLength={10}
          placeholder="26,5"
          inputMode="decimal"
        />
        <p className="text-sm text-neutral-600 dark:text-neutral-300">
          или размер обуви, которую вы носите:
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor={id("brand")} className={label}>
              Бренд
            </label>
            <select
              id={id("brand")}
              name="brand"
              defaultValue={fit?.brandSlug ?? ""}
              className={inputClass}
            >
              <option value="">—</option>
              {brands.map((brand) => (
                <option key={brand.slug} value={brand.slug}>
                  {brand.name}
                </option>
              ))}
            </select>
          </div>
          <TextField
            name="model"
            label={
              <>
                Модель <span className="font-normal text-neutral-500">(необязательно)</span>
              </>
            }
            maxLength={80}
            value={fit?.model}
            placeholder="Air Force 1"
          />
          <TextField
            name="size"
            label="Размер EU"
            maxLength={20}
            value={fit?.size}
            placeholder="42"
          />
        </div>
        <Button type="submit" className="justify-self-start">
          Сохранить размер
        </Button>
      </Form>
      {fit ? (
        <Form method="post" action="/my-fit" preventScrollReset>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <input type="hidden" name="intent" value="forget" />
          <Button type="submit" variant="secondary">
            Забыть размер
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

/** A labelled text input of the form; its id is `fit-{name}`. */
function TextField({
  name,
  label: text,
  maxLength,
  value,
  placeholder,
  inputMode,
}: {
  name: string;
  label: ReactNode;
  maxLength: number;
  value?: string | null;
  placeholder: string;
  inputMode?: "decimal";
}) {
  return (
    <div>
      <label htmlFor={`fit-${name}`} className={label}>
        {text}
      </label>
      <input
        id={`fit-${name}`}
        name={name}
        maxLength={maxLength}
        defaultValue={value ?? ""}
        placeholder={placeholder}
        inputMode={inputMode}
        className={inputClass}
      />
    </div>
  );
}
