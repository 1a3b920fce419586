import { describe, expect, it } from "vitest";
import { type Kit, withApi } from "../../tests/identity-kit.ts";
import { AUDIT, type AuditData, signInStaff } from "../../tests/staff-kit.ts";
import { productWithoutReviews } from "../../tests/review-kit.ts";
import { REVIEW_MESSAGES } from "./review-back-office-schema.ts";
import { insertReview } from "./review-service.ts";

const STAFF_REVIEWS = /* GraphQL */ `
  query ($dto: StaffReviewsDto) {
    staffReviews(dto: $dto) {
      items {
        id
        state
        productName
        author
        rating
        text
        rejectionReason
        photos
      }
      pagination {
        totalItems
      }
    }
  }
`;

const MODERATE = /* GraphQL */ `
  mutation ($dto: StaffModerateReviewDto!) {
    staffModerateReview(dto: $dto) {
      id
      state
      rejectionReason
    }
  }
`;

const REVIEW_LIST = /* GraphQL */ `
  query ($productId: ID!) {
    reviewList(dto: { productId: $productId, pagination: { page: 1, limit: 100 } }) {
      items {
        id
        text
      }
    }
  }
`;

interface ReviewsData {
  staffReviews: {
    items: {
      id: string;
      state: string;
      text: string;
      photos: string[];
      rejectionReason: string | null;
    }[];
    pagination: { totalItems: number };
  };
}

/** Two reviews waiting for moderation of a product no review names yet, the first with a photo. */
async function twoPendingReviews(kit: Kit) {
  const product = await productWithoutReviews(kit);
  const ids: number[] = [];
  for (const [n, phone] of ["+79995580001", "+79995580002"].entries()) {
    const shopper = await kit.signIn(phone);
    const row = await insertReview(kit.db, {
      productId: product.id,
      userId: Number(shopper.userId),
      rating: 5 - n,
      advantages: null,
      disadvantages: null,
      text: `Отзыв ${n + 1} для очереди`,
      photoUrls: n === 0 ? ["/uploads/reviews/00000000-0000-4000-8000-000000000001.jpg"] : [],
      now: kit.clock.now(),
    });
    if (!row) throw new Error("review not written");
    ids.push(row.id);
  }
  return { productId: product.id, ids: ids as [number, number] };
}

describe("the back office's review queue in the shop API", () => {
  it("answers a moderator, a manager and an owner; refuses the warehouse and a guest", () =>
    withApi(async (kit) => {
      const { ids } = await twoPendingReviews(kit);
      for (const role of ["MODERATOR", "MANAGER", "OWNER"] as const) {
        const staff = await signInStaff(kit, role);
        const { staffReviews } = await kit.ok<ReviewsData>(
          STAFF_REVIEWS,
          { dto: { state: "PENDING", limit: 100 } },
          { token: staff.token },
        );
        const mine = staffReviews.items.filter((item) => ids.includes(Number(item.id)));
        expect(
          mine.map((item) => item.photos.length),
          role,
        ).toEqual([1, 0]);
      }
      const warehouse = await signInStaff(kit, "WAREHOUSE");
      for (const [document, variables] of [
        [STAFF_REVIEWS, {}],
        [MODERATE, { dto: { reviewId: ids[0], state: "PUBLISHED" } }],
      ] as const) {
        const refused = await kit.fails(document, variables, { token: warehouse.token });
        expect(refused.extensions?.code).toBe("FORBIDDEN");
        const guest = await kit.fails(document, variables);
        expect(guest.extensions?.code).toBe("UNAUTHENTICATED");
      }
    }));

  it("publishes a review onto the storefront, rejects one with its reason and logs both", () =>
    withApi(async (kit) => {
      const { productId, ids } = await twoPendingReviews(kit);
      const moderator = await signInStaff(kit, "MODERATOR");
      const as = { token: moderator.token };
      const published = await kit.ok<{ staffModerateReview: { state: string } }>(
        MODERATE,
        { dto: { reviewId: ids[0], state: "PUBLISHED" } },
        as,
      );
      expect(published.staffModerateReview.state).toBe("PUBLISHED");

      const noReason = await kit.fails(
        MODERATE,
        { dto: { reviewId: ids[1], state: "REJECTED" } },
        as,
      );
      expect(noReason.message).toBe(REVIEW_MESSAGES.reasonRequired);
      expect(noReason.extensions?.code).toBe("BAD_USER_INPUT");
      const blank = await kit.fails(
        MODERATE,
        { dto: { reviewId: ids[1], state: "REJECTED", reason: "   " } },
        as,
      );
      expect(blank.message).toBe(REVIEW_MESSAGES.reasonRequired);
      const rejected = await kit.ok<{ staffModerateReview: { rejectionReason: string } }>(
        MODERATE,
        { dto: { reviewId: ids[1], state: "REJECTED", reason: " Реклама чужого магазина " } },
        as,
      );
      expect(rejected.staffModerateReview.rejectionReason).toBe("Реклама чужого магазина");

      const { reviewList } = await kit.ok<{ reviewList: { items: { id: string }[] } }>(
        REVIEW_LIST,
        { productId: String(productId) },
      );
      expect(reviewList.items.map((item) => Number(item.id))).toEqual([ids[0]]);

      const { staffReviews } = await kit.ok<ReviewsData>(
        STAFF_REVIEWS,
        { dto: { state: "REJECTED" } },
        as,
      );
      expect(staffReviews.items.find((item) => Number(item.id) === ids[1])?.rejectionReason).toBe(
        "Реклама чужого магазина",
      );
      const unknown = await kit.fails(
        MODERATE,
        { dto: { reviewId: 2_000_000, state: "PUBLISHED" } },
        as,
      );
      expect(unknown.extensions?.code).toBe("NOT_FOUND");
      const badState = await kit.fails(STAFF_REVIEWS, { dto: { state: "LOST" } }, as);
      expect(badState.message).toBe(REVIEW_MESSAGES.state);

      const owner = await signInStaff(kit, "OWNER");
      const { staffAudit } = await kit.ok<AuditData>(
        AUDIT,
        { filter: { staffName: moderator.name } },
        { token: owner.token },
      );
      expect(
        staffAudit.items
          .filter((line) => line.action.startsWith("review."))
          .map((line) => [line.action, line.subjectId, JSON.parse(line.details)]),
      ).toEqual([
        [
          "review.reject",
          String(ids[1]),
          { from: "PENDING", to: "REJECTED", reason: "Реклама чужого магазина" },
        ],
        ["review.publish", String(ids[0]), { from: "PENDING", to: "PUBLISHED" }],
      ]);
    }));
});
