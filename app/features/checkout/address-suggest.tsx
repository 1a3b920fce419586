import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { inputClass, Label } from "~/ui/form/field.tsx";

/** One suggestion as the resource route answers it (docs/checkout.md#delivery-address). */
export interface Suggestion {
  value: string;
  country: string;
  city: string | null;
  street: string | null;
  house: string | null;
  flat: string | null;
  postalCode: string | null;
  lat: number | null;
  lon: number | null;
}

const DEBOUNCE_MS = 300;

/**
 * Address suggestions while typing (JavaScript only: without it the shopper fills the fields
 * below by hand, and the server checks them the same). Picking one fills the address fields and
 * its point on the map, which the courier's price is computed for.
 */
export function AddressSuggest({
  city,
  onPick,
}: {
  city: string;
  onPick: (suggestion: Suggestion) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<{ suggestions: Suggestion[] }>();
  const { load } = fetcher;

  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed.length < 3) return;
    const timer = setTimeout(() => {
      load(`/resources/address-suggestions?${new URLSearchParams({ q: trimmed, city })}`);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, city, load]);

  const suggestions = query.trim().length >= 3 ? (fetcher.data?.suggestions ?? []) : [];
  return (
    <div className="relative mb-4">
      <Label htmlFor={id} required={false}>
        Найти адрес
      </Label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
        placeholder="Улица и дом, например: Тверская 7"
        autoComplete="off"
        role="combobox"
        aria-expanded={open && suggestions.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        className={inputClass}
      />
      {open && suggestions.length > 0 ? (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label="Подсказки адреса"
          className="absolute z-20 mt-1 w-full overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
        >
          {suggestions.map((suggestion) => (
            <li key={suggestion.value} role="option" aria-selected="false">
              <button
                type="button"
                className="block w-full px-3 py-2 text-left text-sm hover:bg-neutral-100 focus-visible:bg-neutral-100 dark:hover:bg-neutral-800 dark:focus-visible:bg-neutral-800"
                onClick={() => {
                  onPick(suggestion);
                  setQuery(suggestion.value);
                  setOpen(false);
                }}
              >
                {suggestion.value}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
