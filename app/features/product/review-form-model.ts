/**
 * The review form's shared words and limits (docs/content.md#writing-a-review): the messages are
 * the shop API's own, so a shopper reads the same whether the page or the API refused.
 */

export const REVIEW_PHOTOS = {
  max: 5,
  maxBytes: 10 * 1024 * 1024,
  accept: "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif",
} as const;

export const REVIEW_FIELD_MESSAGES = {
  rating: "Поставьте оценку от 1 до 5",
  textShort: "Напишите отзыв — хотя бы 10 символов",
  textLong: "Отзыв — не длиннее 2000 символов",
  remarkLong: "Не длиннее 1000 символов",
  photosTooMany: "Не больше 5 фото к отзыву",
  photoTooLarge: "Фото больше 10 МБ",
} as const;

/**
 * What the review block offers the visitor: a note (sign in; why they cannot write; where their
 * review stands: worded on the server, so the page ships no such text), or the form.
 */
export type ReviewAccess =
  { kind: "note"; text: string; signIn?: string } | { kind: "open"; pageLoadTime: number };

/** A refused review post: the errors by field (or the form's) and what was typed. */
export interface ReviewFormReply {
  fieldErrors?: Record<string, string>;
  formError?: string;
  /**
   * When the form was first shown: a form sent back with an error keeps it, so the shopper's
   * time on it still counts against the bots' minimum (docs/content.md#writing-a-review) —
   * without JavaScript the page is rendered again, with a new load time of its own.
   */
  pageLoadTime?: number;
  values: { rating: string; text: string; advantages: string; disadvantages: string };
}
