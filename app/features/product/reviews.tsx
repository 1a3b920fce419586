import { __iconNode as starIcon } from "lucide-react/dist/esm/icons/star";
import type { ReactNode } from "react";
import { formatDate } from "~/lib/dates.ts";
import { plural } from "~/lib/plural.ts";
import { Image } from "~/ui/image.tsx";
import { Icon } from "~/ui/icon.tsx";

export interface ReviewsData {
  averageRating: number | null;
  totalReviews: number;
  ratingCounts: readonly { rating: number; count: number }[];
  items: readonly {
    id: string;
    rating: number;
    advantages: string | null;
    disadvantages: string | null;
    text: string | null;
    createdAt: string;
    user: { name: string };
    photos: readonly { id: string; url: string }[];
  }[];
}

const PHOTO_WIDTH = 96;
const rating = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 1 });

/** Five stars filled to the rating (to a half), read out as «Оценка 4,5 из 5». */
export function Stars({ value, size = "size-4" }: { value: number; size?: string }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span role="img" aria-label={`Оценка ${rating.format(value)} из 5`} className="inline-flex">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={`relative ${size}`} aria-hidden="true">
          <Icon
            node={starIcon}
            className={`absolute inset-0 ${size} text-neutral-300 dark:text-neutral-600`}
          />
          {rounded >= n - 0.5 ? (
            <span
              className="absolute inset-0 overflow-hidden"
              style={{ width: rounded >= n ? "100%" : "50%" }}
            >
              <Icon node={starIcon} className={`${size} fill-amber-400 text-amber-400`} />
            </span>
          ) : null}
        </span>
      ))}
    </span>
  );
}

function Remark({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <dt className="font-semibold">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line text-neutral-700 dark:text-neutral-300">{text}</dd>
    </div>
  );
}

/** How many reviews gave each rating, 5 stars first, as bars of the share of all reviews. */
function RatingDistribution({ reviews }: { reviews: ReviewsData }) {
  return (
    <ul aria-label="Оценки покупателей" className="rating-bars">
      {reviews.ratingCounts.map(({ rating: stars, count }) => (
        <li key={stars} aria-label={`${stars} из 5: ${count}`}>
          <span aria-hidden="true">{stars} ★</span>
          <span aria-hidden="true">
            <span style={{ width: `${(count / Math.max(reviews.totalReviews, 1)) * 100}%` }} />
          </span>
          <span aria-hidden="true">{count}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The published reviews: the average, the count and how the ratings spread, the visitor's own
 * part (`children`: the form, or why not), then each review, newest first.
 */
export function Reviews({ reviews, children }: { reviews: ReviewsData; children?: ReactNode }) {
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-12 scroll-mt-24">
      <h2 id="reviews-heading" className="text-2xl font-bold">
        Отзывы
      </h2>
      {reviews.averageRating !== null && reviews.totalReviews > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-x-10 gap-y-4">
          <div className="flex flex-wrap items-center gap-3" data-testid="average-rating">
            <span className="text-3xl font-bold">{rating.format(reviews.averageRating)}</span>
            <Stars value={reviews.averageRating} size="size-5" />
            <span className="text-neutral-600 dark:text-neutral-300">
              {plural(reviews.totalReviews, ["отзыв", "отзыва", "отзывов"])}
            </span>
          </div>
          <RatingDistribution reviews={reviews} />
        </div>
      ) : (
        <p className="mt-3 text-neutral-600 dark:text-neutral-300">
          Отзывов пока нет. Купите товар и расскажите о нём первым.
        </p>
      )}
      {children}
      {reviews.items.length > 0 ? (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {reviews.items.map((review) => (
            <li
              key={review.id}
              className="rounded-2xl border border-neutral-200 p-5 dark:border-neutral-800"
            >
              <article>
                <header className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">{review.user.name}</p>
                  <time
                    dateTime={review.createdAt}
                    className="text-sm text-neutral-500 dark:text-neutral-400"
                  >
                    {formatDate(review.createdAt)}
                  </time>
                </header>
                <div className="mt-1">
                  <Stars value={review.rating} />
                </div>
                <dl className="mt-3 space-y-2 text-sm">
                  <Remark label="Достоинства" text={review.advantages} />
                  <Remark label="Недостатки" text={review.disadvantages} />
                  <Remark label="Комментарий" text={review.text} />
                </dl>
                {review.photos.length > 0 ? (
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {review.photos.map((photo, n) => (
                      <li key={photo.id}>
                        <Image
                          src={photo.url}
                          alt={`Фото ${n + 1} к отзыву покупателя ${review.user.name}`}
                          width={PHOTO_WIDTH}
                          className="size-20 rounded-xl object-cover"
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
