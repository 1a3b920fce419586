/** Reviews, blog articles and the SEO metadata of pages. */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { id, timestamps, type SeoTags } from "./columns.ts";
import { reviewState } from "./enums.ts";
import { user } from "./identity.ts";
import { product } from "./products.ts";

export const review = pgTable(
  "review",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    userId: integer("user_id").references(() => user.id),
    /** Shown when the author has no name on file. */
    authorName: text("author_name"),
    rating: smallint("rating").notNull(),
    advantages: text("advantages"),
    disadvantages: text("disadvantages"),
    text: text("text"),
    state: reviewState("state").notNull().default("PENDING"),
    /** Why the staff rejected it (docs/back-office.md#отзывы-и-заявки); null unless REJECTED. */
    rejectionReason: text("rejection_reason"),
    ...timestamps,
  },
  (t) => [
    index("review_product_idx").on(t.productId, t.state),
    check("review_rating_check", sql`${t.rating} between 1 and 5`),
    // One review of a product per shopper (docs/content.md#writing-a-review).
    uniqueIndex("review_product_user_key")
      .on(t.productId, t.userId)
      .where(sql`${t.userId} is not null and ${t.deletedAt} is null`),
    index("review_user_idx").on(t.userId, t.createdAt),
  ],
);

export const reviewPhoto = pgTable(
  "review_photo",
  {
    id: id(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => review.id),
    url: text("url").notNull(),
    ...timestamps,
  },
  (t) => [index("review_photo_review_idx").on(t.reviewId)],
);

export const blog = pgTable(
  "blog",
  {
    id: id(),
    posterUrl: text("poster_url"),
    title: text("title").notNull(),
    description: text("description"),
    slug: text("slug").notNull(),
    /** The source text of the article. */
    article: text("article"),
    /** Sanitised HTML rendered from the article. */
    html: text("html").notNull().default(""),
    seoTags: jsonb("seo_tags").$type<SeoTags>(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("blog_slug_key")
      .on(t.slug)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const urlMetadata = pgTable(
  "url_metadata",
  {
    id: id(),
    url: text("url").notNull(),
    name: text("name"),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    keywords: text("keywords").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("url_metadata_url_key")
      .on(t.url)
      .where(sql`${t.deletedAt} is null`),
  ],
);
