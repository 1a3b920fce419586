import { lazy, Suspense } from "react";
import type { ReviewAccess, ReviewFormReply } from "./review-form-model.ts";

/**
 * The review block's own part (docs/content.md#writing-a-review): a guest is asked to sign in, a
 * shopper who has not bought the product told why they cannot write, a buyer given the form, and
 * one who wrote told where their review stands. The form is a chunk of its own, loaded only when
 * shown: most visitors of a product page never write a review, and the page is near its
 * JavaScript budget (decision 017).
 */

const ReviewForm = lazy(() => import("./review-form.tsx"));

/** What the visitor may do about reviewing this product. */
export function ReviewWriting({
  productId,
  access,
  reply,
}: {
  productId: string;
  access: ReviewAccess;
  reply: ReviewFormReply | undefined;
}) {
  if (access.kind === "open") {
    return (
      <Suspense fallback={null}>
        <ReviewForm productId={productId} pageLoadTime={access.pageLoadTime} reply={reply} />
      </Suspense>
    );
  }
  return (
    <p data-testid="review-writing" className="review-note">
      {access.text}
      {access.signIn ? (
        <>
          {" "}
          <a href={access.signIn}>Войдите</a>, чтобы написать свой.
        </>
      ) : null}
    </p>
  );
}
