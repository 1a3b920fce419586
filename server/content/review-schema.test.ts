import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countingSelects, inRollback, testDatabase } from "../../tests/database.ts";
import { type Pagination, postGraphQL } from "../../tests/graphql.ts";
import { query, queryError } from "../../tests/shop-api.ts";
import { selectRows } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { createShopApi } from "../index.ts";
import { reviewerNames } from "../seed/data/index.ts";
import { reviewerName } from "./review-service.ts";

const REVIEW_LIST = /* GraphQL */ `
  query Reviews($dto: ReviewListDto!) {
    reviewList(dto: $dto) {
      items {
        id
        productId
        rating
        advantages
        disadvantages
        text
        createdAt
        user {
          name
        }
        photos {
          id
          url
          reviewId
        }
      }
      pagination {
        page
        limit
        totalItems
        totalPages
      }
      averageRating
      totalReviews
    }
  }
`;

interface ReviewListData {
  reviewList: {
    items: {
      id: string;
      productId: string;
      rating: number;
      advantages: string | null;
      disadvantages: string | null;
      text: string | null;
      createdAt: string;
      user: { name: string };
      photos: { id: string; url: string; reviewId: string }[];
    }[];
    pagination: Pagination;
    averageRating: number | null;
    totalReviews: number;
  };
}

async function rows<Row>(query: ReturnType<typeof sql>) {
  const { db } = await testDatabase();
  return selectRows<Row>(db, query);
}

/** The seeded product with the most published reviews that also has a pending one. */
async function productWithPendingReview() {
  const [row] = await rows<{ productId: number }>(sql`
    select product_id as "productId" from review where deleted_at is null
    group by product_id
    having bool_or(state = 'PENDING') and count(*) filter (where state = 'PUBLISHED') >= 3
    order by count(*) filter (where state = 'PUBLISHED') desc, product_id limit 1`);
  if (!row) throw new Error("the seed has no product with a pending review");
  return row.productId;
}

/** The published reviews of a product as SQL sees them: newest first, with ratings. */
function publishedReviews(productId: number) {
  return rows<{ id: number; rating: number }>(sql`
    select id, rating from review
    where product_id = ${productId} and state = 'PUBLISHED' and deleted_at is null
    order by created_at desc, id desc`);
}

async function sqlAverage(productId: number) {
  const [row] = await rows<{ average: number | null }>(sql`
    select round(avg(rating), 1)::float8 as average from review
    where product_id = ${productId} and state = 'PUBLISHED' and deleted_at is null`);
  return row?.average ?? null;
}

describe("reviewList", () => {
  it("lists only published reviews, newest first, with the mean and count SQL computes", async () => {
    const productId = await productWithPendingReview();
    const published = await publishedReviews(productId);
    const pending = await rows<{ id: number }>(sql`
      select id from review where product_id = ${productId} and state = 'PENDING'`);

    const { reviewList } = await query<ReviewListData>(REVIEW_LIST, {
      dto: { productId: String(productId), pagination: { limit: 100 } },
    });

    expect(pending.length).toBeGreaterThan(0);
    expect(reviewList.items.map((review) => Number(review.id))).toEqual(
      published.map((review) => review.id),
    );
    for (const { id } of pending) expect(reviewList.items.map((r) => r.id)).not.toContain(`${id}`);
    expect(reviewList.totalReviews).toBe(published.length);
    expect(reviewList.pagination).toEqual({
      page: 1,
      limit: 100,
      totalItems: published.length,
      totalPages: 1,
    });
    const mean = published.reduce((sum, review) => sum + review.rating, 0) / published.length;
    expect(reviewList.averageRating).toBe(await sqlAverage(productId));
    expect(reviewList.averageRating).toBeCloseTo(mean, 1);
    const times = reviewList.items.map((review) => review.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const review of reviewList.items) {
      expect(review.productId).toBe(String(productId));
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.createdAt).toBe(new Date(review.createdAt).toISOString());
      expect(review.text).toBeTruthy();
    }
  });

  it("names an author by first name and surname initial, never by phone or e-mail", async () => {
    const productId = await productWithPendingReview();
    const { status, body } = await postGraphQL<ReviewListData>(
      createShopApi({ db: (await testDatabase()).db }),
      REVIEW_LIST,
      { dto: { productId: String(productId), pagination: { limit: 100 } } },
    );
    const authors = await rows<{ id: number; phone: string }>(sql`
      select u.id, u.phone from review r join "user" u on u.id = r.user_id
      where r.product_id = ${productId}`);

    expect(status).toBe(200);
    const names = body.data?.reviewList.items.map((review) => review.user.name) ?? [];
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(reviewerNames).toContain(name);
    for (const author of authors) expect(JSON.stringify(body)).not.toContain(author.phone);

    const error = await queryError(
      `{ reviewList(dto: { productId: "${productId}" }) { items { user { phone } } } }`,
    );
    expect(error.message).toContain('Cannot query field "phone" on type "ReviewAuthor"');
  });

  it("attaches each review's photos, loaded in one query for the whole page", async () => {
    const [withPhotos] = await rows<{ productId: number }>(sql`
      select r.product_id as "productId" from review_photo p join review r on r.id = p.review_id
      where r.state = 'PUBLISHED' and r.deleted_at is null
      group by r.product_id order by count(*) desc, r.product_id limit 1`);
    if (!withPhotos) throw new Error("the seed has no review photos");
    const photos = await rows<{ id: number; reviewId: number; url: string }>(sql`
      select p.id, p.review_id as "reviewId", p.url from review_photo p
      join review r on r.id = p.review_id
      where r.product_id = ${withPhotos.productId} and r.state = 'PUBLISHED'
      order by p.id`);

    const { reviewList } = await query<ReviewListData>(REVIEW_LIST, {
      dto: { productId: String(withPhotos.productId), pagination: { limit: 100 } },
    });

    const returned = reviewList.items.flatMap((review) => review.photos);
    expect(returned.sort((a, b) => Number(a.id) - Number(b.id))).toEqual(
      photos.map((photo) => ({
        id: String(photo.id),
        reviewId: String(photo.reviewId),
        url: photo.url,
      })),
    );
    expect(new Set(returned.map((photo) => photo.reviewId)).size).toBeGreaterThan(1);
    for (const review of reviewList.items) {
      for (const photo of review.photos) {
        expect(photo.reviewId).toBe(review.id);
        expect(photo.url).toMatch(/^\/demo-images\/.+\/4\.svg$/);
      }
    }
  });

  it("costs the same number of queries for a page of one review as for a page of many", async () => {
    const productId = await productWithPendingReview();
    const { db } = await testDatabase();
    const selectsFor = async (limit: number) => {
      const counted = countingSelects(db);
      const { body } = await postGraphQL<ReviewListData>(
        createShopApi({ db: counted.db }),
        REVIEW_LIST,
        { dto: { productId: String(productId), pagination: { limit } } },
      );
      expect(body.data?.reviewList.items).toHaveLength(
        Math.min(limit, body.data?.reviewList.totalReviews ?? 0),
      );
      return counted.selects();
    };

    expect(await selectsFor(3)).toBe(await selectsFor(1));
  });

  it("pages through the reviews in the same order", async () => {
    const productId = await productWithPendingReview();
    const published = await publishedReviews(productId);

    const { reviewList } = await query<ReviewListData>(REVIEW_LIST, {
      dto: { productId: String(productId), pagination: { page: 2, limit: 2 } },
    });

    expect(reviewList.items.map((review) => Number(review.id))).toEqual(
      published.slice(2, 4).map((review) => review.id),
    );
    expect(reviewList.pagination).toEqual({
      page: 2,
      limit: 2,
      totalItems: published.length,
      totalPages: Math.ceil(published.length / 2),
    });
  });

  it("leaves out rejected and deleted reviews and keeps them out of the average", async () => {
    const productId = await productWithPendingReview();
    const [newest] = await publishedReviews(productId);

    const { body, average } = await inRollback(async (db) => {
      await db.insert(t.review).values([
        { productId, rating: 1, text: "Отклонён модератором", state: "REJECTED" },
        { productId, rating: 1, text: "Ждёт модерации", state: "PENDING" },
      ]);
      await db
        .update(t.review)
        .set({ deletedAt: new Date() })
        .where(eq(t.review.id, newest?.id ?? 0));
      const [row] = await selectRows<{ average: number }>(
        db,
        sql`select round(avg(rating), 1)::float8 as average from review
            where product_id = ${productId} and state = 'PUBLISHED' and deleted_at is null`,
      );
      const response = await postGraphQL<ReviewListData>(createShopApi({ db }), REVIEW_LIST, {
        dto: { productId: String(productId), pagination: { limit: 100 } },
      });
      return { body: response.body, average: row?.average };
    });

    const texts = body.data?.reviewList.items.map((review) => review.text);
    expect(texts).not.toContain("Отклонён модератором");
    expect(texts).not.toContain("Ждёт модерации");
    expect(body.data?.reviewList.items.map((review) => review.id)).not.toContain(`${newest?.id}`);
    expect(body.data?.reviewList.averageRating).toBe(average);
  });

  it("answers a product without published reviews with an empty list and no average", async () => {
    const [product] = await rows<{ id: number }>(sql`
      select p.id from product p where p.deleted_at is null and not exists (
        select 1 from review r where r.product_id = p.id and r.state = 'PUBLISHED')
      order by p.id limit 1`);

    const { reviewList } = await query<ReviewListData>(REVIEW_LIST, {
      dto: { productId: String(product?.id) },
    });

    expect(reviewList).toEqual({
      items: [],
      pagination: { page: 1, limit: 24, totalItems: 0, totalPages: 0 },
      averageRating: null,
      totalReviews: 0,
    });
  });

  it("refuses an unknown product", async () => {
    for (const productId of ["999999", "abc", "0"]) {
      const error = await queryError(REVIEW_LIST, { dto: { productId } });
      expect(error.message).toBe("Товар не найден");
      expect(error.extensions?.code).toBe("BAD_USER_INPUT");
    }
  });
});

describe("reviewerName", () => {
  it("shortens a surname to its initial", () => {
    expect(reviewerName("Анна", "Кузнецова", null)).toBe("Анна К.");
    expect(reviewerName(" Иван ", "петров", "Иван Петров")).toBe("Иван П.");
    expect(reviewerName("Мария", null, null)).toBe("Мария");
  });

  it("falls back to the name typed with the review, shortened the same way", () => {
    expect(reviewerName(null, null, "Ольга Викторовна Смирнова")).toBe("Ольга В.");
    expect(reviewerName("  ", "Петров", "Олег")).toBe("Олег");
    expect(reviewerName(null, null, null)).toBe("Покупатель");
  });
});
