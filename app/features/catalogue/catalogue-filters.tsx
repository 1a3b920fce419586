import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigation, useSubmit } from "react-router";
import { Button } from "~/ui/button.tsx";
import { focusRing } from "~/ui/focus-ring.ts";
import { type KeptItem, KeptItems } from "~/ui/kept-markup.tsx";
import { type Facet, type PriceFacet, readChoices } from "./listing.ts";
import {
  activeFilterCount,
  formSearch,
  type ListingScope,
  PRICE_FROM,
  PRICE_TO,
  readSelection,
  type Sorting,
} from "./selection.ts";

export const FILTER_FORM_ID = "catalog-filters";
/**
 * A list longer than this (a section's hundred models) shows its first options and the chosen
 * ones, the rest behind «Показать все»: a native <details>, so it works without JavaScript, its
 * boxes stay in the form, and the browser does not lay out what is folded. Sizes are never
 * folded: shoppers look for theirs first, and a whole-shop search has more than this.
 */
const LONG_LIST = 30;
const FIRST_SHOWN = 12;
const PRICE_DEBOUNCE_MS = 400;

/** What the filter panel and the order select of one listing share. */
export interface ListingControls {
  scope: ListingScope;
  sorting: Sorting;
  /** The list filters' keys, the URL parameters of the selection (listFilterKeys). */
  filterKeys: readonly string[];
}

/**
 * The selection the screen should show: the one being loaded while a navigation within the
 * listing is under way (a checkbox stays ticked while its results load), else the current one.
 */
function useShownSelection({ scope, sorting, filterKeys }: ListingControls) {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === scope.path ? navigation.location.search : null;
  return readSelection(new URLSearchParams(pending ?? location.search), sorting, filterKeys)
    .selection;
}

/**
 * A field the shopper types into that the address also sets: typing changes it at once, and a
 * new address (the back button, the reset link) replaces what was typed.
 */
function useAddressValue(fromAddress: string) {
  const [state, setState] = useState({ value: fromAddress, fromAddress });
  if (state.fromAddress !== fromAddress) setState({ value: fromAddress, fromAddress });
  const setValue = (value: string) => setState({ value, fromAddress });
  return [state.fromAddress === fromAddress ? state.value : fromAddress, setValue] as const;
}

/** Applies the form at once (a checkbox, the sort) or after typing pauses (a price). */
function useApplyForm({ scope, sorting }: ListingControls) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (form: HTMLFormElement | null) => {
    clearTimeout(timer.current);
    if (!form) return;
    // Keep the shopper where they are: only the list below changes.
    void submit(formSearch(form, sorting), {
      method: "get",
      action: scope.path,
      preventScrollReset: true,
    });
  };
  const applySoon = (form: HTMLFormElement | null) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(form), PRICE_DEBOUNCE_MS);
  };
  return { apply, applySoon };
}

/**
 * The filters as a GET form: it works as it is without JavaScript («Показать» applies it) and
 * applies itself on every change with it. A drawer-like <details> on phones, a sidebar from lg.
 * The scope's parameters (the search's query) ride along as hidden fields; the page does not,
 * so a new choice starts from page 1.
 */
export function CatalogueFilters({
  facets,
  price,
  resetHref,
  ...controls
}: ListingControls & {
  facets: Facet[];
  price: PriceFacet | null;
  resetHref: string;
}) {
  const selection = useShownSelection(controls);
  const { apply, applySoon } = useApplyForm(controls);
  const active = activeFilterCount(selection);
  const [priceFrom, setPriceFrom] = useAddressValue(selection.priceFrom?.toString() ?? "");
  const [priceTo, setPriceTo] = useAddressValue(selection.priceTo?.toString() ?? "");

  return (
    <details className="group mb-6 rounded-2xl border border-neutral-200 lg:mb-0 lg:rounded-none lg:border-0 dark:border-neutral-700 lg:[&::details-content]:[content-visibility:visible]">
      <summary
        className={`flex min-h-12 cursor-pointer list-none items-center justify-between rounded-2xl px-4 font-semibold lg:hidden ${focusRing} [&::-webkit-details-marker]:hidden`}
      >
        <span>
          Фильтры
          {active > 0 ? (
            <span className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-brand px-1.5 text-sm text-white dark:bg-white dark:text-neutral-900">
              {active}
            </span>
          ) : null}
        </span>
        <span aria-hidden="true" className="transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <form
        id={FILTER_FORM_ID}
        method="get"
        action={controls.scope.path}
        aria-label="Фильтры"
        className="filter-panel"
      >
        {Object.entries(controls.scope.params ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {facets.map((facet) => (
          <fieldset key={facet.name}>
            <legend>{facet.label}</legend>
            <FacetOptions
              facet={facet}
              chosen={selection.lists[facet.name] ?? []}
              onChange={(form) => apply(form)}
            />
          </fieldset>
        ))}
        {price ? (
          <fieldset>
            <legend>{`${price.label}, ₽`}</legend>
            {/* A paragraph, not a list of options (the panel's lists are the divs after a legend). */}
            <p className="flex gap-2">
              <PriceInput
                name={PRICE_FROM}
                label="Цена от, ₽"
                placeholder={price.min === null ? "от" : `от ${price.min}`}
                value={priceFrom}
                onChange={(value, form) => {
                  setPriceFrom(value);
                  applySoon(form);
                }}
              />
              <PriceInput
                name={PRICE_TO}
                label="Цена до, ₽"
                placeholder={price.max === null ? "до" : `до ${price.max}`}
                value={priceTo}
                onChange={(value, form) => {
                  setPriceTo(value);
                  applySoon(form);
                }}
              />
            </p>
          </fieldset>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">Показать</Button>
          {active > 0 ? (
            <Link
              to={resetHref}
              preventScrollReset
              className={`inline-flex min-h-11 items-center rounded-full px-2 text-sm underline underline-offset-2 ${focusRing}`}
            >
              Сбросить фильтры
            </Link>
          ) : null}
        </div>
      </form>
    </details>
  );
}

function FacetOptions({
  facet,
  chosen,
  onChange,
}: {
  facet: Facet;
  chosen: readonly string[];
  onChange: (form: HTMLFormElement | null) => void;
}) {
  // A section lists hundreds of options: their look is the filter panel's (filter-panel in
  // app/app.css, the list after a legend), written once, not repeated in every option's markup.
  // The fieldset and its legend group them (no list around them: the group is what a screen
  // reader announces).
  const options = readChoices(facet.options);
  // An option is the same HTML whenever its value, name, colour and box are, whatever its count
  // (a new price range changes the counts, not the options): the server writes a list of them
  // from kept HTML with the counts filled in (docs/storefront.md#the-frames-kept-html).
  const item = ([value, name, count, hex]: (typeof options)[number]): KeptItem => {
    const checked = chosen.includes(value);
    return {
      id: value,
      markupKey: () => `option:${facet.name}\t${value}\t${name}\t${hex ?? ""}\t${checked}`,
      number: count,
      children: (shownCount) => (
        <label>
          <input
            type="checkbox"
            name={facet.name}
            value={value}
            checked={checked}
            onChange={(event) => onChange(event.currentTarget.form)}
          />
          {hex ? <span aria-hidden="true" style={{ backgroundColor: hex }} /> : null}
          {/* One text node: React would put a comment between two. */}
          {`${name} `}
          <span>{shownCount}</span>
        </label>
      ),
    };
  };
  if (options.length <= LONG_LIST || facet.name === "size")
    return <KeptItems as="div" items={options.map(item)} />;
  const first = options.filter(([value], index) => index < FIRST_SHOWN || chosen.includes(value));
  const rest = options.filter((option) => !first.includes(option));
  return (
    <>
      <KeptItems as="div" items={first.map(item)} />
      <details className="group/more mt-1">
        <summary>
          <span className="group-open/more:hidden">{`Показать все (${options.length})`}</span>
          <span className="hidden group-open/more:inline">Свернуть</span>
        </summary>
        <KeptItems as="div" items={rest.map(item)} />
      </details>
    </>
  );
}

function PriceInput({
  name,
  label,
  placeholder,
  value,
  onChange,
}: {
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string, form: HTMLFormElement | null) => void;
}) {
  return (
    <label className="flex-1">
      <span className="sr-only">{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        name={name}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.currentTarget.value, event.currentTarget.form)}
      />
    </label>
  );
}

/** The order of the list; part of the filter form (its `form` attribute), shown above the grid. */
export function SortSelect(controls: ListingControls) {
  const selection = useShownSelection(controls);
  const { apply } = useApplyForm(controls);
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="text-neutral-600 dark:text-neutral-300">Сортировка</span>
      <select
        name="sort"
        form={FILTER_FORM_ID}
        value={selection.sort ?? controls.sorting.defaultValue}
        onChange={(event) => apply(event.currentTarget.form)}
        className="min-h-11 rounded-xl border border-neutral-300 bg-transparent px-3 dark:border-neutral-600"
      >
        {controls.sorting.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
