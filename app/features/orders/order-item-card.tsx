import { Link } from "react-router";
import { formatDate } from "~/lib/dates.ts";
import { formatPrice } from "~/lib/money.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { ItemTimeline } from "./item-timeline.tsx";
import { type OrderItemView, reviewsUrl, trackingUrl } from "./order-item-view.ts";

const muted = "text-sm text-neutral-600 dark:text-neutral-400";

/**
 * One item of an order and where it is on its way (docs/orders.md#public-order-status): a side
 * status as a notice, the stages of its way, its delivery window until it is delivered, and the track
 * code once there is one. Its owner also sees the price and, once delivered, «Написать отзыв».
 */
export function OrderItemCard({ item, owner }: { item: OrderItemView; owner: boolean }) {
  const { progress } = item;
  const headingId = `order-item-${item.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-3xl border border-neutral-200 p-4 md:p-5 dark:border-neutral-800"
      data-testid="order-item"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            {item.slug ? (
              <Link to={`/product/${item.slug}`} className="underline-offset-2 hover:underline">
                {item.name}
              </Link>
            ) : (
              item.name
            )}
          </h3>
          {item.sizeName ? <p className={muted}>Размер: {item.sizeName}</p> : null}
        </div>
        {owner && item.soldPrice !== null ? (
          <p className="font-semibold">{formatPrice(item.soldPrice)}</p>
        ) : null}
      </header>
      {progress.notice ? (
        <div
          className="rounded-2xl bg-neutral-100 px-4 py-3 dark:bg-neutral-900"
          data-testid="order-item-notice"
        >
          <p className="font-semibold">{progress.notice.label}</p>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{progress.notice.text}</p>
          {progress.notice.since ? (
            <p className={muted}>
              <time dateTime={progress.notice.since}>{formatDate(progress.notice.since)}</time>
            </p>
          ) : null}
        </div>
      ) : null}
      {progress.stages ? <ItemTimeline stages={progress.stages} /> : null}
      {progress.stages &&
      !progress.delivered &&
      item.status !== "ARRANGED_EXCHANGE" &&
      item.delivery ? (
        <p data-testid="order-item-estimate">
          Ожидаемая доставка:{" "}
          <span className="font-semibold" data-testid="order-item-window">
            {item.delivery.dates}
          </span>
        </p>
      ) : null}
      {item.trackCode ? (
        <p>
          Трек-номер СДЭК:{" "}
          <a
            href={trackingUrl(item.trackCode)}
            target="_blank"
            rel="noopener"
            className="font-semibold underline underline-offset-2"
          >
            {item.trackCode}
            <span className="sr-only"> (отслеживание на сайте СДЭК, в новой вкладке)</span>
          </a>
        </p>
      ) : null}
      {owner && progress.delivered && item.slug ? (
        <ButtonLink to={reviewsUrl(item.slug)} variant="secondary" className="self-start">
          Написать отзыв
        </ButtonLink>
      ) : null}
    </article>
  );
}
