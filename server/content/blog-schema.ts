/** The blog (spec §7 blogList, blog): articles whose publication time has come. */
import { and, count, desc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import { SeoTags } from "../catalogue/product-schema.ts";
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import type { ShopContext } from "../graphql/context.ts";
import { badUserInput } from "../graphql/errors.ts";
import { Pagination, PaginationDto, toPage } from "../graphql/pagination.ts";

type BlogRow = typeof t.blog.$inferSelect;

/** Only published posts reach a resolver, so their publication time is known. */
type PublishedBlog = BlogRow & { publishedAt: Date };

const isPublished = (row: BlogRow): row is PublishedBlog => row.publishedAt !== null;

/** Live and published by now: a post dated in the future stays hidden until its time. */
function published(ctx: ShopContext) {
  return and(
    isNull(t.blog.deletedAt),
    isNotNull(t.blog.publishedAt),
    lte(t.blog.publishedAt, ctx.providers.clock.now()),
  );
}

const Blog = builder.objectRef<PublishedBlog>("Blog").implement({
  fields: (f) => ({
    id: f.exposeID("id"),
    posterUrl: f.exposeString("posterUrl", { nullable: true }),
    title: f.exposeString("title"),
    description: f.exposeString("description", { nullable: true }),
    slug: f.exposeString("slug"),
    article: f.exposeString("article", {
      nullable: true,
      description: "The article's source as the editor wrote it; render `html`, never this.",
    }),
    html: f.exposeString("html", {
      description: "The article as sanitised HTML (h2, h3, p, lists, strong, em, quotes, links).",
    }),
    seoTags: f.field({
      type: SeoTags,
      nullable: true,
      resolve: (post) => post.seoTags ?? null,
    }),
    publishedAt: f.string({ resolve: (post) => post.publishedAt.toISOString() }),
  }),
});

const BlogPage = builder
  .objectRef<{ items: PublishedBlog[]; page: number; limit: number; totalItems: number }>(
    "BlogPage",
  )
  .implement({
    fields: (f) => ({
      items: f.expose("items", { type: [Blog], description: "Newest first." }),
      pagination: f.field({ type: Pagination, resolve: (page) => page }),
    }),
  });

const BlogListDto = builder.inputType("BlogListDto", {
  fields: (f) => ({ pagination: f.field({ type: PaginationDto, required: false }) }),
});

builder.queryField("blogList", (f) =>
  f.field({
    type: BlogPage,
    description: "Published articles, newest first.",
    args: { dto: f.arg({ type: BlogListDto, required: false }) },
    resolve: async (_root, { dto }, ctx) => {
      const page = toPage(dto?.pagination);
      const where = published(ctx);
      const [totals, rows] = await Promise.all([
        ctx.db.select({ totalItems: count() }).from(t.blog).where(where),
        ctx.db
          .select()
          .from(t.blog)
          .where(where)
          .orderBy(desc(t.blog.publishedAt), desc(t.blog.id))
          .limit(page.limit)
          .offset(page.offset),
      ]);
      return {
        items: rows.filter(isPublished),
        page: page.page,
        limit: page.limit,
        totalItems: totals[0]?.totalItems ?? 0,
      };
    },
  }),
);

const BlogDto = builder.inputType("BlogDto", {
  fields: (f) => ({ slug: f.string({ required: true }) }),
});

builder.queryField("blog", (f) =>
  f.field({
    type: Blog,
    description: "One published article by its slug.",
    args: { dto: f.arg({ type: BlogDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const [row] = await ctx.db
        .select()
        .from(t.blog)
        .where(and(eq(t.blog.slug, dto.slug.trim()), published(ctx)));
      if (!row || !isPublished(row)) throw badUserInput("Статья не найдена", "slug");
      return row;
    },
  }),
);
