import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import {
  StaffModerateReviewMutation,
  StaffReviewsQuery,
} from "~/features/back-office-queues/documents.server.ts";
import {
  ModerationSchema,
  QUEUE_PAGE_SIZE,
  readReviewsFilter,
  reviewsHref,
} from "~/features/back-office-queues/forms.ts";
import {
  type ModerationReply,
  ReviewQueue,
  ReviewTabs,
} from "~/features/back-office-queues/review-queue.tsx";
import { requireStaffSession, staffOperation } from "~/features/back-office/session.server.ts";
import { readApiError } from "~/platform/errors.server.ts";
import type { Route } from "./+types/admin.reviews";

const TITLE = "Отзывы";

const SAVED = {
  published: "Отзыв опубликован",
  rejected: "Отзыв отклонён",
} as const;

/** GET /admin/reviews (docs/back-office.md#отзывы-и-заявки): the reviews of one state, by pages. */
export async function loader(args: Route.LoaderArgs) {
  const { client } = await requireStaffSession(args, "reviews");
  const url = new URL(args.request.url);
  const filter = readReviewsFilter(url);
  const answer = await staffOperation(client, StaffReviewsQuery, {
    dto: { state: filter.state, page: filter.page ?? 1, limit: QUEUE_PAGE_SIZE },
  });
  const saved = url.searchParams.get("saved");
  return {
    filter,
    reviews: answer.staffReviews.items,
    pagination: answer.staffReviews.pagination,
    notice: saved && saved in SAVED ? SAVED[saved as keyof typeof SAVED] : null,
  };
}

/**
 * POST /admin/reviews: publishes a review, or rejects it with its reason, through the shop API's
 * moderation (the operator API's own). Then back to the same tab and page, which says so; a
 * refusal is the page again with the review's form and its Russian message.
 */
export async function action(args: Route.ActionArgs) {
  const { client } = await requireStaffSession(args, "reviews");
  const filter = readReviewsFilter(new URL(args.request.url));
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: ModerationSchema });
  const typedReason = formData.get("reason");
  const reviewId = formData.get("reviewId");
  const refused = (errors: string[]) =>
    data<ModerationReply>(
      {
        reviewId: typeof reviewId === "string" ? reviewId : "",
        errors,
        reason: typeof typedReason === "string" ? typedReason : "",
      },
      { status: 400 },
    );
  if (submission.status !== "success") {
    return refused(Object.values(submission.error ?? {}).flatMap((messages) => messages ?? []));
  }
  const input = submission.value;
  try {
    await staffOperation(
      client,
      StaffModerateReviewMutation,
      {
        dto:
          input.intent === "publish"
            ? { reviewId: input.reviewId, state: "PUBLISHED" }
            : { reviewId: input.reviewId, state: "REJECTED", reason: input.reason },
      },
      "mutation",
    );
  } catch (error) {
    const refusal = readApiError(error);
    if (refusal?.code !== "BAD_USER_INPUT" && refusal?.code !== "NOT_FOUND") throw error;
    return refused([refusal.message]);
  }
  return redirect(reviewsHref(filter, input.intent === "publish" ? "published" : "rejected"));
}

export const meta: Route.MetaFunction = () => [
  { title: `${TITLE} — Meet Market` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, reviews, pagination, notice } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold md:text-3xl">{TITLE}</h1>
      <ReviewTabs state={filter.state} />
      {notice && !actionData ? (
        <p
          role="status"
          className="rounded-2xl bg-green-50 px-4 py-3 text-green-800 dark:bg-green-950 dark:text-green-200"
        >
          {notice}
        </p>
      ) : null}
      <ReviewQueue
        reviews={reviews}
        state={filter.state}
        page={pagination.page}
        totalPages={pagination.totalPages}
        totalItems={pagination.totalItems}
        reply={actionData ?? null}
      />
    </div>
  );
}
