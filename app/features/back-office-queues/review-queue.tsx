/**
 * The review queue's page body (docs/back-office.md#отзывы-и-заявки): the tabs of its states,
 * each review with its product, rating, text, author and photos, and its two forms: «Опубликовать»
 * and «Отклонить» with a reason. Plain forms posting to the route's action: they work without
 * JavaScript.
 */
import { Form, Link, useNavigation } from "react-router";
import type { ResultOf } from "~/graphql.ts";
import { ipxUrl } from "~/images/image-url.ts";
import { Button } from "~/ui/button.tsx";
import { EmptyState } from "~/ui/empty-state.tsx";
import { focusRing } from "~/ui/focus-ring.ts";
import { ErrorList, inputClass } from "~/ui/form/field.tsx";
import { Image } from "~/ui/image.tsx";
import { Pagination } from "~/ui/pagination.tsx";
import { formatMoment } from "../back-office-orders/moments.ts";
import type { StaffReviewsQuery } from "./documents.server.ts";
import { MAX_REASON, REVIEW_TABS, reviewsHref, type ReviewTabState } from "./forms.ts";

/** A review as the queue's query answers it. */
export type QueueReview = ResultOf<typeof StaffReviewsQuery>["staffReviews"]["items"][number];

/** What a refused moderation answers: the review's form and its messages, the reason as typed. */
export interface ModerationReply {
  reviewId: string;
  errors: string[];
  reason: string;
}

const THUMB = 96;
/** The photo opened from its thumbnail, drawn as the storefront draws its pictures. */
const FULL = 1200;

export function ReviewTabs({ state }: { state: ReviewTabState }) {
  return (
    <nav aria-label="Состояние отзывов">
      <ul className="flex flex-wrap gap-2">
        {REVIEW_TABS.map((tab) => (
          <li key={tab.state}>
            <Link
              to={reviewsHref({ state: tab.state })}
              aria-current={tab.state === state ? "page" : undefined}
              className={`inline-block rounded-full border px-4 py-2 text-sm ${focusRing} ${
                tab.state === state
                  ? "border-neutral-900 bg-neutral-900 text-white dark:border-white dark:bg-white dark:text-neutral-900"
                  : "border-neutral-300 hover:border-neutral-900 dark:border-neutral-600"
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span aria-label={`Оценка ${rating} из 5`} className="text-amber-700 dark:text-amber-400">
      {"★".repeat(rating)}
      <span className="text-neutral-300 dark:text-neutral-600">{"★".repeat(5 - rating)}</span>
    </span>
  );
}

function Remark({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <dt className="font-medium">{label}</dt>
      <dd className="whitespace-pre-line text-neutral-700 dark:text-neutral-300">{text}</dd>
    </div>
  );
}

function ReviewCard({ review, reply }: { review: QueueReview; reply: ModerationReply | null }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("reviewId") === review.id;
  const errorId = `review-${review.id}-errors`;
  const mine = reply?.reviewId === review.id ? reply : null;
  return (
    <article
      className="flex flex-col gap-3 rounded-3xl border border-neutral-200 p-4 dark:border-neutral-800"
      aria-labelledby={`review-${review.id}-title`}
      data-testid="queue-review"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`review-${review.id}-title`} className="text-lg font-semibold">
          <Link
            to={`/product/${review.productSlug}`}
            className={`rounded-sm underline underline-offset-2 ${focusRing}`}
          >
            {review.productName}
          </Link>
        </h2>
        <Stars rating={review.rating} />
      </header>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        Отзыв №{review.id} · {review.author} · {formatMoment(review.createdAt)}
      </p>
      <dl className="flex flex-col gap-2 text-sm">
        <Remark label="Достоинства" text={review.advantages} />
        <Remark label="Недостатки" text={review.disadvantages} />
        <Remark label="Комментарий" text={review.text} />
        <Remark label="Причина отклонения" text={review.rejectionReason} />
      </dl>
      {review.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Фото к отзыву">
          {review.photos.map((photo, n) => (
            <li key={photo}>
              <a href={ipxUrl(photo, { width: FULL })} className={`block rounded-xl ${focusRing}`}>
                <Image
                  src={photo}
                  alt={`Фото ${n + 1} к отзыву №${review.id}`}
                  width={THUMB}
                  fit="cover"
                  className="size-24 rounded-xl object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {review.state !== "PUBLISHED" ? (
          <Form method="post" className="shrink-0">
            <input type="hidden" name="intent" value="publish" />
            <input type="hidden" name="reviewId" value={review.id} />
            <Button type="submit" disabled={busy}>
              Опубликовать
            </Button>
          </Form>
        ) : null}
        {review.state !== "REJECTED" ? (
          <Form method="post" className="flex grow flex-col gap-2 sm:flex-row sm:items-end">
            <input type="hidden" name="intent" value="reject" />
            <input type="hidden" name="reviewId" value={review.id} />
            <div className="grow">
              <label htmlFor={`reason-${review.id}`} className="mb-1 block text-sm font-medium">
                Причина отклонения
              </label>
              <input
                id={`reason-${review.id}`}
                name="reason"
                required
                maxLength={MAX_REASON}
                defaultValue={mine?.reason ?? ""}
                aria-invalid={mine ? true : undefined}
                aria-describedby={errorId}
                className={inputClass}
              />
            </div>
            <Button type="submit" variant="secondary" disabled={busy}>
              Отклонить
            </Button>
          </Form>
        ) : null}
      </div>
      <div id={errorId} className="text-sm text-red-700 dark:text-red-400">
        {mine ? <p role="alert">{mine.errors.join(". ")}</p> : null}
      </div>
    </article>
  );
}

export function ReviewQueue({
  reviews,
  state,
  page,
  totalPages,
  totalItems,
  reply,
}: {
  reviews: readonly QueueReview[];
  state: ReviewTabState;
  page: number;
  totalPages: number;
  totalItems: number;
  reply: ModerationReply | null;
}) {
  // A refusal for a review this page does not list (moderated meanwhile, or no such review).
  const unshown =
    reply && !reviews.some((review) => review.id === reply.reviewId) ? reply.errors : [];
  const refusal = <ErrorList id="reviews-refusal" errors={unshown} className="" />;
  if (reviews.length === 0) {
    return (
      <>
        {refusal}
        <EmptyState title="Очередь пуста">
          {state === "PENDING" ? "Новых отзывов на модерации нет." : "Здесь пока нет отзывов."}
        </EmptyState>
      </>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {refusal}
      <p className="text-sm text-neutral-600 dark:text-neutral-400" data-testid="reviews-total">
        Отзывов: {totalItems}
      </p>
      <ul className="flex flex-col gap-4">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} reply={reply} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(n) => reviewsHref({ state, page: n })}
      />
    </div>
  );
}
