/** The blog (blogList, blog: docs/content.md#blog): articles whose publication time has come. */
import { SeoTags } from "../catalogue/reference-schema.ts";
import { builder } from "../graphql/builder.ts";
import { badUserInput } from "../graphql/errors.ts";
import { PaginationDto, pageOf, toPage } from "../graphql/pagination.ts";
import { type PublishedBlog, findPublishedPost, listPublishedPosts } from "./blog-service.ts";

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
    updatedAt: f.string({
      description: "The article's last change: the sitemap's lastmod, the JSON-LD's dateModified.",
      resolve: (post) => post.updatedAt.toISOString(),
    }),
  }),
});

const BlogPage = pageOf("BlogPage", Blog, "Newest first.");

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
      const found = await listPublishedPosts(ctx.db, ctx.providers.clock.now(), page);
      return { ...found, page: page.page, limit: page.limit };
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
      const post = await findPublishedPost(ctx.db, ctx.providers.clock.now(), dto.slug.trim());
      if (!post) throw badUserInput("Статья не найдена", "slug");
      return post;
    },
  }),
);
