/**
 * The letter (or SMS) a review's author gets when the shop rejects it (docs/content.md#moderation,
 * docs/back-office.md#отзывы-и-заявки): the product and the reason, through the shop's providers
 * as the order status messages go (the outbox in the demo): by e-mail when the author has one,
 * else by SMS to their phone. Sent after the rejection is committed, only when the review becomes
 * rejected; a provider's failure is logged and never undoes the moderation.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { describeError } from "../graphql/logging.ts";
import type { ShopProviders } from "../providers/index.ts";

export interface RejectionNotice {
  product: string;
  slug: string;
  name: string | null;
  reason: string | null;
  /** The shop's address without a trailing slash; "" leaves the link out. */
  publicUrl: string;
}

/** The SMS text and the e-mail's subject and body. */
export function rejectionMessage(notice: RejectionNotice) {
  const link = notice.publicUrl ? `${notice.publicUrl}/product/${notice.slug}` : "";
  const reason = notice.reason ? `Причина: ${notice.reason}` : "";
  const sms = [`Meet Market: ваш отзыв о «${notice.product}» не опубликован.`, reason]
    .filter(Boolean)
    .join(" ");
  const body = [
    `Здравствуйте${notice.name ? `, ${notice.name}` : ""}!`,
    "",
    `Ваш отзыв о «${notice.product}» не прошёл модерацию и не опубликован.`,
    reason,
    "",
    "Вы можете написать отзыв заново, учтя причину.",
    link ? `Страница товара: ${link}` : "",
    "",
    "Meet Market",
  ].filter((line, index, lines) => line !== "" || lines[index - 1] !== "");
  return {
    sms,
    subject: `Отзыв о «${notice.product}» не опубликован`,
    body: body.join("\n"),
  };
}

/**
 * Tells the author of review `reviewId` that it was rejected and why; answers whether a message
 * was accepted (false for a review with no author's contact, or a provider's failure).
 */
export async function notifyReviewRejected(
  db: Database,
  providers: ShopProviders,
  reviewId: number,
  options: { reason: string | null; publicUrl?: string },
): Promise<boolean> {
  try {
    const [row] = await db
      .select({
        product: t.product.name,
        slug: t.product.slug,
        name: t.user.name,
        phone: t.user.phone,
        email: t.user.email,
      })
      .from(t.review)
      .innerJoin(t.product, eq(t.product.id, t.review.productId))
      .innerJoin(t.user, eq(t.user.id, t.review.userId))
      .where(eq(t.review.id, reviewId));
    if (!row || (!row.email && !row.phone)) return false;
    const message = rejectionMessage({
      product: row.product,
      slug: row.slug,
      name: row.name,
      reason: options.reason,
      publicUrl: options.publicUrl ?? "",
    });
    if (row.email) {
      await providers.mail.send({ to: row.email, subject: message.subject, text: message.body });
    } else if (row.phone) {
      await providers.sms.send(row.phone, message.sms);
    }
    return true;
  } catch (error) {
    console.error(`Review ${reviewId}: the rejection message was not sent:`, describeError(error));
    return false;
  }
}
