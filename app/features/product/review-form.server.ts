/**
 * The product page's review form (docs/content.md#writing-a-review), server side: who may write,
 * and the post. The form is plain HTML posted as multipart to the product route's action, so it
 * works without JavaScript and adds no validation code to the page's bundle; the shop API checks
 * everything again (purchase, bot checks, limits, the photos' bytes).
 */
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { graphql } from "~/graphql.ts";
import { apiRefusal } from "~/platform/errors.server.ts";
import { GUARD_MESSAGES } from "~/platform/request-guard.server.ts";
import {
  getSession,
  isSignedIn,
  type MultipartLimits,
  readMultipart,
  shopMutation,
  shopQuery,
} from "~/platform/shop-api.server.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import {
  type ReviewAccess,
  type ReviewFormReply,
  REVIEW_FIELD_MESSAGES,
  REVIEW_PHOTOS,
} from "./review-form-model.ts";

const ReviewPermissionQuery = graphql(`
  query ReviewPermission($productId: ID!) {
    reviewPermission(dto: { productId: $productId }) {
      canWrite
      reason
      review {
        state
      }
    }
  }
`);

const CreateReviewMutation = graphql(`
  mutation CreateReview($dto: CreateReviewDto!) {
    createReview(dto: $dto) {
      id
      state
    }
  }
`);

/** Who is sending: asked of the API (which verifies the token, renewed first if it expired). */
const ReviewSenderQuery = graphql(`
  query ReviewSender {
    user {
      id
    }
  }
`);

/**
 * What the review form's post may hold (docs/security.md#bounded-bodies): its few text fields
 * (the comment is 2000 characters, up to 8 KB in UTF-8) and five photos of 10 MB
 * (docs/content.md#review-photos).
 */
export const REVIEW_FORM_LIMITS: MultipartLimits = {
  maxFileBytes: REVIEW_PHOTOS.maxBytes,
  maxFiles: REVIEW_PHOTOS.max,
  maxFields: 16,
  maxFieldBytes: 16 * 1024,
  maxParts: 16 + REVIEW_PHOTOS.max + 1,
  maxTotalBytes: REVIEW_PHOTOS.max * REVIEW_PHOTOS.maxBytes + 1024 * 1024,
};

/** Where the shopper's own review stands. */
const REVIEW_STATE_NOTES = {
  PENDING: "Ваш отзыв отправлен и появится на странице после проверки модератором.",
  PUBLISHED: "Ваш отзыв опубликован. Спасибо!",
  REJECTED: "Ваш отзыв не прошёл модерацию.",
} as const;

/** What the review block offers this visitor: sign in, a refusal, the form, or their review. */
export async function reviewAccess(
  request: Request,
  context: Readonly<RouterContextProvider>,
  productId: string,
): Promise<ReviewAccess> {
  const guest: ReviewAccess = {
    kind: "note",
    text: "Отзыв может оставить покупатель этого товара.",
    signIn: `/auth?returnTo=${encodeURIComponent(new URL(request.url).pathname)}`,
  };
  if (!isSignedIn(getSession(context)) && !getSession(context).refreshToken) return guest;
  try {
    const { reviewPermission } = await shopQuery(context, ReviewPermissionQuery, { productId });
    const own = reviewPermission.review;
    if (own) return { kind: "note", text: REVIEW_STATE_NOTES[own.state] };
    if (!reviewPermission.canWrite) return { kind: "note", text: reviewPermission.reason ?? "" };
    // The time the form was shown: the API refuses one sent sooner than a person could.
    return { kind: "open", pageLoadTime: Date.now() };
  } catch (error) {
    // A session the refresh could not save reads as a guest's, as on every other page.
    if (apiRefusal(error)) throw error;
    return guest;
  }
}

const optionalRemark = z
  .string()
  .trim()
  .max(1000, REVIEW_FIELD_MESSAGES.remarkLong)
  .optional()
  .transform((value) => value || null);

/** Each field's rule and message, as the API's (a shopper sees the same words either way). */
const ReviewFormSchema = z.object({
  productId: z.string().trim().min(1).max(20),
  rating: z.coerce
    .number({ error: REVIEW_FIELD_MESSAGES.rating })
    .int(REVIEW_FIELD_MESSAGES.rating)
    .min(1, REVIEW_FIELD_MESSAGES.rating)
    .max(5, REVIEW_FIELD_MESSAGES.rating),
  text: z
    .string({ error: REVIEW_FIELD_MESSAGES.textShort })
    .trim()
    .min(10, REVIEW_FIELD_MESSAGES.textShort)
    .max(2000, REVIEW_FIELD_MESSAGES.textLong),
  advantages: optionalRemark,
  disadvantages: optionalRemark,
  honeypot: z.string().max(1000).optional(),
  pageLoadTime: z.coerce.number().finite().catch(0),
});

function typedValues(form: FormData): ReviewFormReply["values"] {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 2000) : "";
  };
  return {
    rating: text("rating"),
    text: text("text"),
    advantages: text("advantages"),
    disadvantages: text("disadvantages"),
  };
}

const refused = (form: FormData, reply: Pick<ReviewFormReply, "fieldErrors" | "formError">) => {
  const pageLoadTime = Number(form.get("pageLoadTime"));
  return data(
    {
      review: {
        ...reply,
        values: typedValues(form),
        ...(Number.isSafeInteger(pageLoadTime) && pageLoadTime > 0 ? { pageLoadTime } : {}),
      },
    },
    { status: 400 },
  );
};

/**
 * The review post: checked here for the shopper's sake (the same messages as the API's), sent
 * to createReview with its photos, and answered with a redirect and a toast, or the form again
 * with the errors beside their fields.
 */
async function postReview(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  productPath: string,
) {
  const parsed = ReviewFormSchema.safeParse(Object.fromEntries(form));
  const photos = form
    .getAll("photos")
    .filter((value): value is File => typeof value !== "string" && value.size > 0);
  const fieldErrors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      fieldErrors[field] ??= issue.message;
    }
  }
  if (photos.length > REVIEW_PHOTOS.max) fieldErrors.photos = REVIEW_FIELD_MESSAGES.photosTooMany;
  else if (photos.some((photo) => photo.size > REVIEW_PHOTOS.maxBytes)) {
    fieldErrors.photos = REVIEW_FIELD_MESSAGES.photoTooLarge;
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    return refused(form, { fieldErrors });
  }
  const { productId, rating, text, advantages, disadvantages, honeypot, pageLoadTime } =
    parsed.data;
  try {
    await shopMutation(context, CreateReviewMutation, {
      dto: {
        productId,
        rating,
        text,
        advantages,
        disadvantages,
        photos,
        honeypot: honeypot ?? "",
        pageLoadTime,
      },
    });
  } catch (error) {
    const refusal = apiRefusal(error);
    if (!refusal) throw error;
    const field = refusal.field && refusal.field !== "productId" ? refusal.field : null;
    return refused(
      form,
      field ? { fieldErrors: { [field]: refusal.message } } : { formError: refusal.message },
    );
  }
  return redirectWithToast(`${productPath}#reviews`, {
    type: "success",
    title: "Спасибо за отзыв!",
    description: "Он появится на странице после проверки модератором.",
  });
}

/**
 * The review form's multipart post (docs/security.md#bounded-bodies): who is sending is known
 * before a byte of the body is read (a guest, or a token the API refuses, is answered at once
 * and the connection closed, so the upload stops); then the body is read part by part, each
 * photo against 10 MB and five photos at most. A photo over the limit is dropped as it arrives
 * and the form comes back with the error beside the photos and what was typed kept.
 */
export async function receiveReview(
  request: Request,
  context: Readonly<RouterContextProvider>,
  productPath: string,
) {
  const session = getSession(context);
  const refuse = () =>
    data(GUARD_MESSAGES.signIn, { status: 401, headers: { connection: "close" } });
  if (!session.accessToken && !session.refreshToken) throw refuse();
  try {
    await shopQuery(context, ReviewSenderQuery, {});
  } catch (error) {
    if (apiRefusal(error)) throw error;
    throw refuse();
  }
  const body = await readMultipart(request, REVIEW_FORM_LIMITS);
  const form = new FormData();
  for (const [name, value] of body.fields) form.append(name, value);
  for (const [name, file] of body.files) form.append(name, file);
  switch (body.problem?.kind) {
    case undefined:
      return postReview(context, form, productPath);
    case "fileTooLarge":
      return refused(form, { fieldErrors: { photos: REVIEW_FIELD_MESSAGES.photoTooLarge } });
    case "tooManyFiles":
      return refused(form, { fieldErrors: { photos: REVIEW_FIELD_MESSAGES.photosTooMany } });
    case "unreadable":
      throw data(GUARD_MESSAGES.badForm, { status: 400, headers: { connection: "close" } });
    default:
      // Read no further: the answer closes the connection.
      throw data(GUARD_MESSAGES.tooLarge, { status: 413, headers: { connection: "close" } });
  }
}
