import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Kit, withApi } from "../../tests/identity-kit.ts";
import { signInStaff } from "../../tests/staff-kit.ts";
import * as t from "../db/schema.ts";
import { productWithoutReviews } from "../../tests/review-kit.ts";
import { insertReview } from "./review-service.ts";

const MODERATE = /* GraphQL */ `
  mutation ($dto: StaffModerateReviewDto!) {
    staffModerateReview(dto: $dto) {
      id
      state
    }
  }
`;

/** A product no review names yet, and a review of it by a new shopper of `phone`. */
async function reviewBy(kit: Kit, phone: string) {
  const product = await productWithoutReviews(kit);
  const shopper = await kit.signIn(phone);
  const row = await insertReview(kit.db, {
    productId: product.id,
    userId: Number(shopper.userId),
    rating: 2,
    advantages: null,
    disadvantages: null,
    text: "Отзыв, который отклонят",
    photoUrls: [],
    now: kit.clock.now(),
  });
  if (!row) throw new Error("review not written");
  return { product, reviewId: row.id };
}

/** The messages about reviews sent to `to` (the sign-in's codes aside). */
const aboutReviews = (kit: Kit, to: string) =>
  kit.sent.filter((message) => message.to === to && message.text.includes("отзыв"));

describe("a rejected review's author is told", () => {
  it("by SMS with the product and the reason, once, and never for a published review", () =>
    withApi(
      async (kit) => {
        const phone = "+79995580101";
        const { product, reviewId } = await reviewBy(kit, phone);
        const { token } = await signInStaff(kit, "MODERATOR");
        await kit.ok(MODERATE, { dto: { reviewId, state: "PUBLISHED" } }, { token });
        expect(aboutReviews(kit, phone)).toEqual([]);

        await kit.ok(
          MODERATE,
          { dto: { reviewId, state: "REJECTED", reason: "Реклама чужого магазина" } },
          { token },
        );
        expect(aboutReviews(kit, phone)).toEqual([
          {
            channel: "SMS",
            to: phone,
            text: `Meet Market: ваш отзыв о «${product.name}» не опубликован. Причина: Реклама чужого магазина`,
          },
        ]);
        // Rejected again (another reason): it was rejected already, nothing more is sent.
        await kit.ok(
          MODERATE,
          { dto: { reviewId, state: "REJECTED", reason: "Оскорбления" } },
          { token },
        );
        expect(aboutReviews(kit, phone)).toHaveLength(1);
      },
      { publicUrl: "https://meet.example" },
    ));

  it("by e-mail when the author has one, with the product's link; a provider's failure undoes nothing", () =>
    withApi(
      async (kit) => {
        const phone = "+79995580102";
        const { product, reviewId } = await reviewBy(kit, phone);
        const [review] = await kit.db
          .select({ userId: t.review.userId })
          .from(t.review)
          .where(eq(t.review.id, reviewId));
        await kit.db
          .update(t.user)
          .set({ email: "author@example.com", name: "Ольга" })
          .where(eq(t.user.id, Number(review?.userId)));
        const { token } = await signInStaff(kit, "MANAGER");
        await kit.ok(
          MODERATE,
          { dto: { reviewId, state: "REJECTED", reason: "Нет текста по делу" } },
          { token },
        );
        const [letter] = aboutReviews(kit, "author@example.com");
        expect(letter?.channel).toBe("EMAIL");
        expect(letter?.text).toContain("Здравствуйте, Ольга!");
        expect(letter?.text).toContain(`Ваш отзыв о «${product.name}» не прошёл модерацию`);
        expect(letter?.text).toContain("Причина: Нет текста по делу");
        expect(letter?.text).toContain(`https://meet.example/product/${product.slug}`);
        expect(aboutReviews(kit, phone)).toEqual([]);

        // Published, then rejected while the provider is down: rejected all the same.
        await kit.ok(MODERATE, { dto: { reviewId, state: "PUBLISHED" } }, { token });
        kit.failSending(true);
        const rejected = await kit.ok<{ staffModerateReview: { state: string } }>(
          MODERATE,
          { dto: { reviewId, state: "REJECTED", reason: "Спам" } },
          { token },
        );
        expect(rejected.staffModerateReview.state).toBe("REJECTED");
      },
      { publicUrl: "https://meet.example" },
    ));
});
