import { Link } from "react-router";
import { ButtonLink } from "~/ui/button.tsx";
import { Image } from "~/ui/image.tsx";
import { Price } from "~/ui/price.tsx";
import { GroupLabel, optionClass } from "./search-popup-group.tsx";
import {
  type Answer,
  type OptionProps,
  type PopupOption,
  recordSearch,
} from "./search-popup-options.ts";
import { SEARCH_POPUP_SKELETON_ITEMS, type SearchPopupProduct } from "./search-popup-model.ts";

const SMALL_IMAGE = 56;

/** The popup of a query once answered: suggestions, the products found, the search page. */
export function AnswerOptions({
  footerClass,
  answer,
  options,
  optionProps,
  choose,
  listboxId,
}: {
  footerClass: string;
  answer: Answer;
  options: PopupOption[];
  optionProps: OptionProps;
  choose: (option: PopupOption) => void;
  listboxId: string;
}) {
  const suggestions = options.filter((option) => option.kind === "suggestion");
  const products = new Map(answer.products.map((product) => [`product-${product.id}`, product]));
  const all = options.find((option) => option.kind === "all-results");
  const foundLabelId = `${listboxId}-found`;
  return (
    <>
      {suggestions.length > 0 ? (
        <div role="group" aria-label="Подсказки" className="mb-3 flex flex-wrap gap-2">
          {suggestions.map((option) => (
            <div
              key={option.key}
              {...optionProps(option)}
              onClick={() => choose(option)}
              className="cursor-pointer rounded-full border border-neutral-200 px-3 py-1.5 text-sm hover:border-neutral-900 aria-selected:border-neutral-900 aria-selected:bg-neutral-100 aria-selected:outline-2 aria-selected:outline-neutral-900 dark:border-neutral-700 dark:hover:border-neutral-300 dark:aria-selected:border-neutral-300 dark:aria-selected:bg-neutral-900 dark:aria-selected:outline-neutral-300"
            >
              {option.text}
            </div>
          ))}
        </div>
      ) : null}
      {answer.products.length > 0 ? (
        <div role="group" aria-labelledby={foundLabelId} className="-mx-2">
          <div className="px-2">
            <GroupLabel id={foundLabelId}>Найдено</GroupLabel>
          </div>
          {options.map((option) => {
            const product = products.get(option.key);
            return product ? (
              <ResultRow key={option.key} product={product} {...optionProps(option)} />
            ) : null;
          })}
        </div>
      ) : null}
      {all?.kind === "all-results" ? (
        // Stays in view at the bottom of the popup while the results scroll.
        <div className={`${footerClass} bg-white dark:bg-neutral-950`}>
          <ButtonLink
            to={all.href}
            onClick={() => recordSearch(all.query)}
            {...optionProps(all)}
            className="w-full text-sm aria-selected:outline-2 aria-selected:outline-offset-2 aria-selected:outline-neutral-900 dark:aria-selected:outline-neutral-300"
          >
            Результаты поиска
          </ButtonLink>
        </div>
      ) : null}
    </>
  );
}

function ResultRow({
  product,
  ...option
}: { product: SearchPopupProduct } & ReturnType<OptionProps>) {
  return (
    <Link
      to={`/product/${product.slug}`}
      {...option}
      className={`${optionClass} flex items-center gap-3 px-2 py-2`}
    >
      <div className="size-14 shrink-0 overflow-hidden rounded-lg bg-neutral-100 dark:bg-neutral-800">
        {product.image ? (
          <Image
            src={product.image.url}
            alt=""
            width={SMALL_IMAGE}
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        {product.brand ? (
          <p className="truncate text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
            {product.brand}
          </p>
        ) : null}
        <p className="line-clamp-2 text-sm leading-snug">{product.name}</p>
      </div>
      <Price
        look="row"
        price={product.price}
        oldPrice={product.oldPrice}
        className="flex shrink-0 flex-col items-end text-sm"
      />
    </Link>
  );
}

/** What the answer came to, announced to screen readers; 'Ничего не найдено' is shown too. */
export function AnswerStatus({ answer }: { answer: Answer }) {
  if (answer.refusal) {
    return (
      <p role="status" className="text-sm text-accent">
        {answer.refusal}
      </p>
    );
  }
  if (answer.failed) return null;
  if (answer.products.length === 0) {
    return (
      <p role="status" className="py-2 text-sm font-semibold">
        Ничего не найдено
      </p>
    );
  }
  return (
    <p role="status" className="sr-only">
      {`Найдено товаров: ${answer.products.length}`}
    </p>
  );
}

/** Five rows in place of the results while they load (docs/search.md#search-popup). */
export function ResultsSkeleton() {
  return (
    <ul aria-hidden="true" data-testid="search-popup-skeleton" className="space-y-1">
      {Array.from({ length: SEARCH_POPUP_SKELETON_ITEMS }, (_, index) => (
        <li key={index} className="flex animate-pulse items-center gap-3 py-2">
          <div className="size-14 shrink-0 rounded-lg bg-neutral-100 dark:bg-neutral-800" />
          <div className="flex-1 space-y-2">
            <div className="h-3 w-1/3 rounded bg-neutral-100 dark:bg-neutral-800" />
            <div className="h-3 w-3/4 rounded bg-neutral-100 dark:bg-neutral-800" />
          </div>
          <div className="h-3 w-16 rounded bg-neutral-100 dark:bg-neutral-800" />
        </li>
      ))}
    </ul>
  );
}
