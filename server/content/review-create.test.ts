import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Kit, withApi } from "../../tests/identity-kit.ts";
import type { GraphQLResponse } from "../../tests/graphql.ts";
import { photoOfSize } from "../../tests/photos.ts";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { cleanPhoto, MAX_PHOTO_BYTES, PHOTO_MESSAGES, sniffPhotoType } from "./review-photos.ts";
import { MAX_REVIEWS_PER_DAY, REVIEW_MESSAGES } from "./review-schema.ts";

const TOKEN = "operator-token-for-review-tests";

const CREATE_REVIEW = /* GraphQL */ `
  mutation CreateReview($dto: CreateReviewDto!) {
    createReview(dto: $dto) {
      id
      productId
      rating
      text
      state
      user {
        name
      }
      photos {
        url
      }
    }
  }
`;

const REVIEW_LIST = /* GraphQL */ `
  query ($productId: ID!) {
    reviewList(dto: { productId: $productId, pagination: { page: 1, limit: 100 } }) {
      totalReviews
      items {
        id
        text
      }
    }
  }
`;

interface CreatedReview {
  createReview: {
    id: string;
    productId: string;
    rating: number;
    text: string;
    state: string;
    user: { name: string };
    photos: { url: string }[];
  };
}

let uploadsDir = "";

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), "meet-market-reviews-"));
});

afterAll(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
});

const withReviewApi = <T>(work: (kit: Kit) => Promise<T>) =>
  withApi(work, { operatorToken: TOKEN, uploadsDir });

/** `count` live products, each with one of its items. */
async function someProducts(db: Database, count: number) {
  const rows = await db
    .select({ productId: t.productItem.productId, itemId: t.productItem.id })
    .from(t.productItem)
    .innerJoin(t.product, eq(t.product.id, t.productItem.productId))
    .where(and(isNull(t.productItem.deletedAt), eq(t.product.active, true)))
    .orderBy(asc(t.productItem.id))
    .limit(count * 20);
  const seen = new Map<number, number>();
  for (const row of rows) if (!seen.has(row.productId)) seen.set(row.productId, row.itemId);
  const products = [...seen].slice(0, count).map(([productId, itemId]) => ({ productId, itemId }));
  if (products.length < count) throw new Error("the seed has too few products");
  return products;
}

async function twoProducts(db: Database) {
  const [first, second] = await someProducts(db, 2);
  if (!first || !second) throw new Error("the seed has too few products");
  return [first, second] as const;
}

/** An order of the shopper with the item, in the given status. */
async function buy(
  db: Database,
  userId: number,
  itemId: number,
  status: (typeof t.orderStatusValues)[number] = "PAID_READY_TO_SEND",
) {
  const [order] = await db
    .insert(t.order)
    .values({ userId, name: "Анна", phone: "+79991234567", status, paid: true })
    .returning({ id: t.order.id });
  if (!order) throw new Error("no order");
  await db.insert(t.orderProductItem).values({ orderId: order.id, productItemId: itemId, status });
}

interface ReviewFields {
  productId: number;
  rating?: number;
  text?: string;
  honeypot?: string;
  pageLoadTime?: number;
}

/** createReview as a multipart request (the GraphQL multipart request spec), as the shop sends it. */
async function postReview(
  kit: Kit,
  token: string,
  fields: ReviewFields,
  photos: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }[] = [],
): Promise<GraphQLResponse<CreatedReview>> {
  const dto = {
    productId: String(fields.productId),
    rating: fields.rating ?? 5,
    text: fields.text ?? "Отличные кроссовки, сели по размеру, носятся уже месяц.",
    honeypot: fields.honeypot ?? "",
    pageLoadTime: fields.pageLoadTime ?? kit.clock.now().getTime() - 10_000,
    photos: photos.map(() => null),
  };
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: CREATE_REVIEW, variables: { dto } }));
  form.append(
    "map",
    JSON.stringify(
      Object.fromEntries(photos.map((_, n) => [String(n), [`variables.dto.photos.${n}`]])),
    ),
  );
  photos.forEach((photo, n) => {
    form.append(String(n), new File([photo.bytes], photo.name, { type: photo.type }));
  });
  const response = await kit.api.fetch(
    new Request("http://shop.test/graphql", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
  expect(response.status).toBeLessThan(500);
  return (await response.json()) as GraphQLResponse<CreatedReview>;
}

/** A JPEG carrying EXIF with a camera, a GPS position and a copyright. */
async function jpegWithGps(): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await sharp({
    create: { width: 320, height: 240, channels: 3, background: "#c0392b" },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15", Copyright: "Анна Иванова" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "55/1 45/1 2100/100" },
    })
    .toBuffer();
  return new Uint8Array(buffer);
}

const operator = (kit: Kit, init: RequestInit = {}, query = "") =>
  kit.api.fetch(
    new Request(`http://shop.test/api/operator/reviews${query}`, {
      ...init,
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
    }),
  );

describe("sniffPhotoType", () => {
  it("knows JPEG, PNG, WebP and HEIC by their bytes, and nothing else", async () => {
    const pixel = sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } });
    expect(sniffPhotoType(await pixel.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffPhotoType(await pixel.clone().png().toBuffer())).toBe("png");
    expect(sniffPhotoType(await pixel.clone().webp().toBuffer())).toBe("webp");
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0]);
    expect(sniffPhotoType(heic)).toBe("heic");
    expect(sniffPhotoType(await pixel.clone().gif().toBuffer())).toBeNull();
    expect(
      sniffPhotoType(new TextEncoder().encode("MZ\x90\x00 this program cannot be run")),
    ).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode("\x7fELF\x02\x01\x01\x00........"))).toBeNull();
  });
});

describe("cleanPhoto", () => {
  it("refuses a photo over 10 MB before decoding it", async () => {
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    huge.set(await jpegWithGps());
    await expect(cleanPhoto(huge)).rejects.toThrow(PHOTO_MESSAGES.tooLarge);
  });

  it("refuses bytes that only start like a picture", async () => {
    const broken = (await jpegWithGps()).slice(0, 200);
    await expect(cleanPhoto(broken)).rejects.toThrow(PHOTO_MESSAGES.unreadable);
  });
});

describe("createReview", () => {
  it("takes a buyer's review with a photo, stripped of its metadata, held until published", () =>
    withReviewApi(async (kit) => {
      const shopper = await kit.signIn("+79990000101");
      const [{ productId, itemId }] = await twoProducts(kit.db);
      await buy(kit.db, Number(shopper.userId), itemId);
      const before = await kit.ok<{ reviewList: { totalReviews: number } }>(REVIEW_LIST, {
        productId: String(productId),
      });

      const body = await postReview(kit, shopper.accessToken, { productId, rating: 4 }, [
        { bytes: await jpegWithGps(), name: "IMG_0001.jpg", type: "image/jpeg" },
      ]);
      expect(body.errors).toBeUndefined();
      const review = body.data?.createReview;
      expect(review).toMatchObject({ productId: String(productId), rating: 4, state: "PENDING" });
      expect(review?.user.name).toBe("Покупатель");
      expect(review?.photos).toHaveLength(1);
      const url = review?.photos[0]?.url ?? "";
      expect(url).toMatch(/^\/uploads\/reviews\/[0-9a-f-]{36}\.jpg$/);

      const stored = await readFile(path.join(uploadsDir, url.slice("/uploads".length)));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.width).toBe(320);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.includes(Buffer.from("PhoneMaker"))).toBe(false);

      // Not listed while pending…
      const pending = await kit.ok<{
        reviewList: { totalReviews: number; items: { id: string }[] };
      }>(REVIEW_LIST, { productId: String(productId) });
      expect(pending.reviewList.totalReviews).toBe(before.reviewList.totalReviews);
      expect(pending.reviewList.items.map((item) => item.id)).not.toContain(review?.id);

      // …the operator sees it among the pending ones and publishes it…
      const list = (await (await operator(kit, {}, "?limit=100")).json()) as {
        reviews: { id: number; photos: string[]; productName: string }[];
      };
      const waiting = list.reviews.find((entry) => String(entry.id) === review?.id);
      expect(waiting?.photos).toEqual([url]);
      const published = await operator(kit, {
        method: "POST",
        body: JSON.stringify({ reviewId: review?.id, state: "PUBLISHED" }),
      });
      expect(published.status).toBe(200);
      expect(await published.json()).toEqual({
        review: { id: Number(review?.id), state: "PUBLISHED", previousState: "PENDING" },
      });

      // …and then it is listed.
      const after = await kit.ok<{ reviewList: { totalReviews: number; items: { id: string }[] } }>(
        REVIEW_LIST,
        { productId: String(productId) },
      );
      expect(after.reviewList.totalReviews).toBe(before.reviewList.totalReviews + 1);
      expect(after.reviewList.items.map((item) => item.id)).toContain(review?.id);
    }));

  it("refuses a shopper who did not buy the product, or whose order is unpaid or cancelled", () =>
    withReviewApi(async (kit) => {
      const buyer = await kit.signIn("+79990000102");
      const other = await kit.signIn("+79990000103");
      const [bought, notBought] = await twoProducts(kit.db);
      await buy(kit.db, Number(buyer.userId), bought.itemId);
      await buy(kit.db, Number(other.userId), notBought.itemId, "AWAITING_PAY");
      await buy(kit.db, Number(other.userId), notBought.itemId, "CANCEL_PURCHASE");

      for (const [token, productId] of [
        [other.accessToken, bought.productId],
        [other.accessToken, notBought.productId],
        [buyer.accessToken, notBought.productId],
      ] as const) {
        const body = await postReview(kit, token, { productId });
        expect(body.errors?.[0]).toMatchObject({
          message: REVIEW_MESSAGES.notBought,
          extensions: { code: "BAD_USER_INPUT", field: "productId" },
        });
      }
      const rows = await kit.db
        .select({ id: t.review.id })
        .from(t.review)
        .where(eq(t.review.userId, Number(other.userId)));
      expect(rows).toEqual([]);
    }));

  it("asks a guest to sign in", () =>
    withReviewApi(async (kit) => {
      const [{ productId }] = await twoProducts(kit.db);
      const body = await postReview(kit, "", { productId });
      expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }));

  it("checks the rating, the text and the product, in Russian", () =>
    withReviewApi(async (kit) => {
      const shopper = await kit.signIn("+79990000104");
      const [{ productId, itemId }] = await twoProducts(kit.db);
      await buy(kit.db, Number(shopper.userId), itemId);
      const cases: [ReviewFields, string, string | undefined][] = [
        [{ productId, rating: 0 }, REVIEW_MESSAGES.rating, "rating"],
        [{ productId, rating: 6 }, REVIEW_MESSAGES.rating, "rating"],
        [{ productId, text: "  коротко " }, REVIEW_MESSAGES.textShort, "text"],
        [{ productId, text: "д".repeat(2001) }, REVIEW_MESSAGES.textLong, "text"],
        [{ productId: 2_000_000_000 }, REVIEW_MESSAGES.productNotFound, "productId"],
      ];
      for (const [fields, message, field] of cases) {
        const body = await postReview(kit, shopper.accessToken, fields);
        expect(body.errors?.[0], message).toMatchObject({ message, extensions: { field } });
      }
    }));

  it("refuses a bot: the hidden field filled, or the form sent too soon or a day late", () =>
    withReviewApi(async (kit) => {
      const shopper = await kit.signIn("+79990000105");
      const [{ productId, itemId }] = await twoProducts(kit.db);
      await buy(kit.db, Number(shopper.userId), itemId);
      const now = kit.clock.now().getTime();
      for (const fields of [
        { productId, honeypot: "https://spam.example" },
        { productId, pageLoadTime: now - 500 },
        { productId, pageLoadTime: now + 60_000 },
        { productId, pageLoadTime: now - 25 * 60 * 60_000 },
      ]) {
        const body = await postReview(kit, shopper.accessToken, fields);
        expect(body.errors?.[0]?.message).toBe(REVIEW_MESSAGES.bot);
      }
    }));

  it("refuses a renamed executable and a sixth photo, keeping no file", () =>
    withReviewApi(async (kit) => {
      const shopper = await kit.signIn("+79990000106");
      const [{ productId, itemId }] = await twoProducts(kit.db);
      await buy(kit.db, Number(shopper.userId), itemId);
      const filesBefore = await readdir(path.join(uploadsDir, "reviews")).catch(() => []);
      const jpeg = await jpegWithGps();
      const exe = new Uint8Array(4096);
      exe.set(new TextEncoder().encode("MZ\x90\x00\x03\x00\x00\x00This program cannot be run"));

      const renamed = await postReview(kit, shopper.accessToken, { productId }, [
        { bytes: jpeg, name: "ok.jpg", type: "image/jpeg" },
        { bytes: exe, name: "photo.jpg", type: "image/jpeg" },
      ]);
      expect(renamed.errors?.[0]).toMatchObject({
        message: PHOTO_MESSAGES.notAnImage,
        extensions: { field: "photos" },
      });

      const six = Array.from({ length: 6 }, (_, n) => ({
        bytes: jpeg,
        name: `${n}.jpg`,
        type: "image/jpeg",
      }));
      const tooMany = await postReview(kit, shopper.accessToken, { productId }, six);
      expect(tooMany.errors?.[0]?.message).toBe(PHOTO_MESSAGES.tooMany);

      const filesAfter = await readdir(path.join(uploadsDir, "reviews")).catch(() => []);
      expect(filesAfter.sort()).toEqual(filesBefore.sort());
      const rows = await kit.db
        .select({ id: t.review.id })
        .from(t.review)
        .where(eq(t.review.userId, Number(shopper.userId)));
      expect(rows).toEqual([]);
    }));

  it("takes five photos of the documented 10 MB; one byte over is refused in Russian", () =>
    withReviewApi(async (kit) => {
      const shopper = await kit.signIn("+79990000107");
      const [first, second] = await twoProducts(kit.db);
      await buy(kit.db, Number(shopper.userId), first.itemId);
      await buy(kit.db, Number(shopper.userId), second.itemId);
      const full = await photoOfSize(MAX_PHOTO_BYTES);
      const five = Array.from({ length: 5 }, (_, n) => ({
        bytes: full,
        name: `${n}.png`,
        type: "image/png",
      }));

      const over = await postReview(kit, shopper.accessToken, { productId: first.productId }, [
        ...five.slice(0, 4),
        { bytes: await photoOfSize(MAX_PHOTO_BYTES + 1), name: "big.png", type: "image/png" },
      ]);
      expect(over.errors?.[0]?.message).toBe(PHOTO_MESSAGES.tooLarge);

      const taken = await postReview(
        kit,
        shopper.accessToken,
        { productId: second.productId },
        five,
      );
      expect(taken.errors).toBeUndefined();
      expect(taken.data?.createReview.photos).toHaveLength(5);
    }));

  it("takes one review of a product per shopper, and a few a day", () =>
    withReviewApi(async (kit) => {
      const shopper = await kit.signIn("+79990000107");
      const [{ productId, itemId }] = await twoProducts(kit.db);
      await buy(kit.db, Number(shopper.userId), itemId);
      expect((await postReview(kit, shopper.accessToken, { productId })).errors).toBeUndefined();
      const again = await postReview(kit, shopper.accessToken, { productId });
      expect(again.errors?.[0]?.message).toBe(REVIEW_MESSAGES.already);

      // Reviews written today of other products use up the day's allowance (one is written).
      const [, ...others] = await someProducts(kit.db, MAX_REVIEWS_PER_DAY + 1);
      await kit.db.insert(t.review).values(
        others.slice(1).map((other) => ({
          productId: other.productId,
          userId: Number(shopper.userId),
          rating: 5,
          text: "Отзыв, написанный сегодня",
          createdAt: kit.clock.now(),
        })),
      );
      const last = others[0];
      if (!last) throw new Error("no product left");
      await buy(kit.db, Number(shopper.userId), last.itemId);
      const limited = await postReview(kit, shopper.accessToken, { productId: last.productId });
      expect(limited.errors?.[0]?.message).toBe(REVIEW_MESSAGES.tooMany);
    }));
});

describe("the operator's review moderation", () => {
  it("answers only to the operator token, and refuses what it cannot read", () =>
    withReviewApi(async (kit) => {
      const anonymous = await kit.api.fetch(new Request("http://shop.test/api/operator/reviews"));
      expect(anonymous.status).toBe(401);
      const bad = await operator(kit, {
        method: "POST",
        body: JSON.stringify({ reviewId: 1, state: "PENDING" }),
      });
      expect(bad.status).toBe(400);
      const unknown = await operator(kit, {
        method: "POST",
        body: JSON.stringify({ reviewId: 2_000_000_000, state: "REJECTED" }),
      });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: "Отзыва №2000000000 нет" });
    }));

  it("refuses a call without a token, whether or not the shared one is configured", () =>
    withApi(async (kit) => {
      const response = await kit.api.fetch(new Request("http://shop.test/api/operator/reviews"));
      expect(response.status).toBe(401);
    }));
});

describe("reviewPermission and the spread of ratings", () => {
  const PERMISSION = /* GraphQL */ `
    query ($productId: ID!) {
      reviewPermission(dto: { productId: $productId }) {
        canWrite
        reason
        review {
          state
        }
      }
    }
  `;
  interface Permission {
    reviewPermission: {
      canWrite: boolean;
      reason: string | null;
      review: { state: string } | null;
    };
  }

  it("tells a buyer they may write, then that they wrote; others why not", () =>
    withReviewApi(async (kit) => {
      const buyer = await kit.signIn("+79990000108");
      const other = await kit.signIn("+79990000109");
      const [{ productId, itemId }] = await twoProducts(kit.db);
      await buy(kit.db, Number(buyer.userId), itemId);
      const variables = { productId: String(productId) };
      expect(await kit.ok<Permission>(PERMISSION, variables, { token: buyer.accessToken })).toEqual(
        { reviewPermission: { canWrite: true, reason: null, review: null } },
      );
      expect(await kit.ok<Permission>(PERMISSION, variables, { token: other.accessToken })).toEqual(
        { reviewPermission: { canWrite: false, reason: REVIEW_MESSAGES.notBought, review: null } },
      );
      await postReview(kit, buyer.accessToken, { productId });
      expect(await kit.ok<Permission>(PERMISSION, variables, { token: buyer.accessToken })).toEqual(
        {
          reviewPermission: {
            canWrite: false,
            reason: REVIEW_MESSAGES.already,
            review: { state: "PENDING" },
          },
        },
      );
      const guest = await kit.fails(PERMISSION, variables);
      expect(guest.extensions?.code).toBe("UNAUTHENTICATED");
    }));

  it("counts the published reviews of each rating, 5 stars first", () =>
    withReviewApi(async (kit) => {
      const [{ productId }] = await twoProducts(kit.db);
      const rows = await kit.db
        .select({ rating: t.review.rating })
        .from(t.review)
        .where(
          and(
            eq(t.review.productId, productId),
            eq(t.review.state, "PUBLISHED"),
            isNull(t.review.deletedAt),
          ),
        );
      const { reviewList } = await kit.ok<{
        reviewList: { totalReviews: number; ratingCounts: { rating: number; count: number }[] };
      }>(
        /* GraphQL */ `
          query ($productId: ID!) {
            reviewList(dto: { productId: $productId }) {
              totalReviews
              ratingCounts {
                rating
                count
              }
            }
          }
        `,
        { productId: String(productId) },
      );
      expect(reviewList.ratingCounts.map((entry) => entry.rating)).toEqual([5, 4, 3, 2, 1]);
      for (const { rating, count } of reviewList.ratingCounts) {
        expect(count).toBe(rows.filter((row) => row.rating === rating).length);
      }
      expect(reviewList.totalReviews).toBe(rows.length);
    }));
});
