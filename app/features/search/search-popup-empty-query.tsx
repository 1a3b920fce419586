import { __iconNode as clockIcon } from "lucide-react/dist/esm/icons/clock";
import { Link } from "react-router";
import { formatPrice } from "~/lib/money.ts";
import { Image } from "~/ui/image.tsx";
import { GroupLabel, optionClass } from "./search-popup-group.tsx";
import {
  type OptionProps,
  type PopupOption,
  type RecentCards,
  recordSearch,
} from "./search-popup-options.ts";
import { Icon } from "~/ui/icon.tsx";

const RECENT_IMAGE = 96;

/** The popup of an empty query: the search history and the products recently viewed. */
export function EmptyQueryOptions({
  options,
  optionProps,
  historyLabelId,
  recentCount,
  recentCards,
  listboxId,
}: {
  options: PopupOption[];
  optionProps: OptionProps;
  historyLabelId: string;
  recentCount: number;
  recentCards: RecentCards | null;
  listboxId: string;
}) {
  const historyOptions = options.filter((option) => option.kind === "history");
  const byKey = new Map(options.map((option) => [option.key, option]));
  const recentLabelId = `${listboxId}-recent`;
  return (
    <>
      {historyOptions.length > 0 ? (
        <div role="group" aria-labelledby={historyLabelId} className="-mx-2 mb-2">
          {historyOptions.map((option) => (
            <Link
              key={option.key}
              to={option.href}
              onClick={() => recordSearch(option.query)}
              {...optionProps(option)}
              className={`${optionClass} flex items-center gap-3 px-2 py-2 text-sm`}
            >
              <Icon node={clockIcon} className="size-4 shrink-0 text-neutral-400" />
              <span className="truncate">{option.query}</span>
            </Link>
          ))}
        </div>
      ) : null}
      {recentCount > 0 ? (
        <div
          role="group"
          aria-labelledby={recentLabelId}
          className={historyOptions.length > 0 ? "mt-4" : ""}
        >
          <GroupLabel id={recentLabelId}>Недавно смотрели</GroupLabel>
          <div className="grid grid-cols-3 gap-2">
            {recentCards === null
              ? Array.from({ length: recentCount }, (_, index) => (
                  <div key={index} aria-hidden="true" className="animate-pulse">
                    <div className="aspect-square rounded-xl bg-neutral-100 dark:bg-neutral-800" />
                    <div className="mt-2 h-3 w-3/4 rounded bg-neutral-100 dark:bg-neutral-800" />
                  </div>
                ))
              : recentCards.map((card) => {
                  const option = byKey.get(`recent-${card.id}`);
                  return option ? (
                    <RecentCard key={option.key} card={card} {...optionProps(option)} />
                  ) : null;
                })}
          </div>
        </div>
      ) : null}
    </>
  );
}

function RecentCard({ card, ...option }: { card: RecentCards[number] } & ReturnType<OptionProps>) {
  const { name, slug, image, price } = card;
  return (
    <Link to={`/product/${slug}`} {...option} className={`${optionClass} block p-1.5`}>
      <div className="aspect-square overflow-hidden rounded-lg bg-neutral-100 dark:bg-neutral-800">
        {image ? (
          <Image
            src={image.url}
            alt=""
            width={RECENT_IMAGE}
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <p className="mt-1.5 line-clamp-2 text-xs leading-snug">{name}</p>
      <p className="mt-0.5 text-xs font-bold">{formatPrice(price)}</p>
    </Link>
  );
}
