import { type FitBrand, FitForm, type FitFormValue } from "./fit-form.tsx";

export interface FitNoteData {
  /** What fits the shopper; null until they say. */
  fit: FitFormValue | null;
  /** This product's fit for them: the size marked and why. */
  productFit: { kind: string; message: string; chart: string; sizes: string[] } | null;
  brands: readonly FitBrand[];
  /** Where the form comes back to: this page. */
  redirectTo: string;
  /** The account's: the form open, under its own heading. */
  open?: boolean;
}

/**
 * Under a shoe's sizes (docs/fit.md#the-product-page): the size that fits the shopper and why, or
 * between which two sizes their foot falls; and the form «Мой размер» in a disclosure, which opens
 * without JavaScript.
 */
export function FitNote({ fit, productFit, brands, redirectTo, open = false }: FitNoteData) {
  return (
    <div className="mt-3 text-sm">
      {fit && productFit ? (
        <div data-testid="product-fit">
          <p className="font-semibold text-emerald-800 dark:text-emerald-300">
            {productFit.message}
          </p>
          <p className="text-neutral-600 dark:text-neutral-300">
            По таблице размеров «{productFit.chart}». {fit.summary}.
          </p>
        </div>
      ) : null}
      <details className="mt-2" open={open}>
        <summary className="cursor-pointer font-semibold underline underline-offset-4">
          {fit ? "Изменить мой размер" : "Мой размер: подобрать по длине стопы или по своей обуви"}
        </summary>
        <div className="mt-3">
          <FitForm fit={fit} brands={brands} redirectTo={redirectTo} />
        </div>
      </details>
    </div>
  );
}
