/**
 * The back office's queue forms (docs/back-office.md#отзывы-и-заявки), one zod schema each, shared
 * by the browser and the routes' actions; the shop API checks them again. The lists' filters are
 * read from the address (GET forms and tab links).
 */
import { z } from "zod";
import { FIELD_TWICE } from "../../../shared/form-messages.ts";
import {
  MAX_REQUEST_NOTE,
  QUEUE_REQUEST_KINDS,
  REQUEST_STATES,
} from "../../../shared/request-states.ts";

export const QUEUE_PAGE_SIZE = 20;
/** The longest rejection reason, as the shop API allows (server/content/review-back-office-schema.ts). */
export const MAX_REASON = 500;

export const REVIEW_TABS = [
  { state: "PENDING", label: "Ждут модерации" },
  { state: "PUBLISHED", label: "Опубликованы" },
  { state: "REJECTED", label: "Отклонены" },
] as const;
export type ReviewTabState = (typeof REVIEW_TABS)[number]["state"];

const page = z.coerce.number().int().min(1).max(10_000).optional().catch(undefined);

const ReviewsFilterSchema = z.object({
  state: z.enum(["PENDING", "PUBLISHED", "REJECTED"]).catch("PENDING").default("PENDING"),
  page,
});
export type ReviewsFilter = z.output<typeof ReviewsFilterSchema>;

export function readReviewsFilter(url: URL): ReviewsFilter {
  return ReviewsFilterSchema.parse(Object.fromEntries(url.searchParams.entries()));
}

export function reviewsHref(filter: { state: string; page?: number }, extra?: string): string {
  const params = new URLSearchParams();
  if (filter.state !== "PENDING") params.set("state", filter.state);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  if (extra) params.set("saved", extra);
  const query = params.toString();
  return query ? `/admin/reviews?${query}` : "/admin/reviews";
}

const reviewId = z
  .string({ error: "Неизвестный отзыв" })
  .regex(/^[1-9]\d{0,9}$/, "Неизвестный отзыв");

export const ModerationSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("publish"), reviewId }),
    z.object({
      intent: z.literal("reject"),
      reviewId,
      reason: z
        .string({ error: "Укажите причину отклонения" })
        .trim()
        .min(1, "Укажите причину отклонения")
        .max(MAX_REASON, `Причина — не длиннее ${MAX_REASON} символов`),
    }),
  ],
  { error: "Неизвестное действие" },
);

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

const RequestsFilterSchema = z.object({
  kind: optionalEnum(QUEUE_REQUEST_KINDS),
  state: optionalEnum(REQUEST_STATES),
  page,
});
export type RequestsFilter = z.output<typeof RequestsFilterSchema>;

export function readRequestsFilter(url: URL): RequestsFilter {
  const raw = Object.fromEntries(
    [...url.searchParams.entries()].filter(([, value]) => value !== ""),
  );
  return RequestsFilterSchema.parse(raw);
}

export function requestsHref(filter: RequestsFilter, pageNumber = 1): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.state) params.set("state", filter.state);
  if (pageNumber > 1) params.set("page", String(pageNumber));
  const query = params.toString();
  return query ? `/admin/requests?${query}` : "/admin/requests";
}

export const RequestStateSchema = z.object({
  state: z.enum(REQUEST_STATES, { error: "Выберите состояние" }),
  note: z
    .string({ error: FIELD_TWICE })
    .trim()
    .max(MAX_REQUEST_NOTE, `Комментарий — не длиннее ${MAX_REQUEST_NOTE} символов`)
    .optional(),
});
