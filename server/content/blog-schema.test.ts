import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inRollback, testDatabase } from "../../tests/database.ts";
import { type Pagination, postGraphQL } from "../../tests/graphql.ts";
import { query, queryError } from "../../tests/shop-api.ts";
import { type Database, selectRows } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { createShopApi } from "../index.ts";
import { blogPosts } from "../seed/data/index.ts";
import { sanitizeArticleHtml } from "./sanitize.ts";

const BLOG_FIELDS = /* GraphQL */ `
  fragment Post on Blog {
    id
    posterUrl
    title
    description
    slug
    article
    html
    seoTags {
      title
      description
      keywords
    }
    publishedAt
  }
`;

const BLOG_LIST = /* GraphQL */ `
  query BlogList($dto: BlogListDto) {
    blogList(dto: $dto) {
      items {
        ...Post
      }
      pagination {
        page
        limit
        totalItems
        totalPages
      }
    }
  }
  ${BLOG_FIELDS}
`;

const BLOG = /* GraphQL */ `
  query Blog($dto: BlogDto!) {
    blog(dto: $dto) {
      ...Post
    }
  }
  ${BLOG_FIELDS}
`;

interface Post {
  id: string;
  posterUrl: string | null;
  title: string;
  description: string | null;
  slug: string;
  article: string | null;
  html: string;
  seoTags: { title: string; description: string; keywords: string } | null;
  publishedAt: string;
}

interface BlogListData {
  blogList: {
    items: Post[];
    pagination: Pagination;
  };
}

const newestFirst = [...blogPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

/** The seeded shop's present (tests/shop-api.ts), after every seeded article. */
const NOW = "2026-11-02T12:00:00Z";

/** The API over a database (the worker's by default) as it would answer at a given moment. */
async function apiAt(now: string, db?: Database) {
  return createShopApi({
    db: db ?? (await testDatabase()).db,
    providers: { clock: { now: () => new Date(now) } },
  });
}

describe("blogList", () => {
  it("lists every seeded article, newest first", async () => {
    const { blogList } = await query<BlogListData>(BLOG_LIST);

    expect(blogList.items.map((post) => post.slug)).toEqual(newestFirst.map((post) => post.slug));
    expect(blogList.items.map((post) => post.publishedAt)).toEqual(
      newestFirst.map((post) => post.publishedAt),
    );
    expect(blogList.pagination).toEqual({
      page: 1,
      limit: 24,
      totalItems: blogPosts.length,
      totalPages: 1,
    });
    for (const post of blogList.items) {
      expect(post.posterUrl).toMatch(/^\/demo-images\/[a-z-]+\/[0-9a-f]{6}\/meet-market\/2\.svg$/);
      expect(post.html).toContain("<h2>");
      expect(post.seoTags?.title).toContain("Meet Market");
    }
  });

  it("pages through the articles", async () => {
    const { blogList } = await query<BlogListData>(BLOG_LIST, {
      dto: { pagination: { page: 2, limit: 3 } },
    });

    expect(blogList.items.map((post) => post.slug)).toEqual(
      newestFirst.slice(3, 6).map((post) => post.slug),
    );
    expect(blogList.pagination).toEqual({
      page: 2,
      limit: 3,
      totalItems: blogPosts.length,
      totalPages: Math.ceil(blogPosts.length / 3),
    });
  });

  it("hides articles whose publication time has not come yet", async () => {
    const now = "2025-06-01T00:00:00.000Z";
    const { body } = await postGraphQL<BlogListData>(await apiAt(now), BLOG_LIST);
    const due = newestFirst.filter((post) => post.publishedAt <= now);

    expect(due.length).toBeGreaterThan(0);
    expect(due.length).toBeLessThan(blogPosts.length);
    expect(body.data?.blogList.items.map((post) => post.slug)).toEqual(due.map((p) => p.slug));
    expect(body.data?.blogList.pagination.totalItems).toBe(due.length);
  });

  it("leaves out deleted and unscheduled articles", async () => {
    const slugs = await inRollback(async (db) => {
      await db
        .update(t.blog)
        .set({ deletedAt: new Date() })
        .where(eq(t.blog.slug, "kak-vybrat-razmer"));
      await db.insert(t.blog).values({ title: "Черновик", slug: "chernovik", publishedAt: null });
      const { body } = await postGraphQL<BlogListData>(await apiAt(NOW, db), BLOG_LIST);
      return body.data?.blogList.items.map((post) => post.slug);
    });

    expect(slugs).toEqual(
      newestFirst.map((post) => post.slug).filter((slug) => slug !== "kak-vybrat-razmer"),
    );
  });
});

describe("blog", () => {
  it("returns a seeded article by its slug", async () => {
    const seeded = blogPosts.find((post) => post.slug === "kak-vybrat-razmer");

    const { blog } = await query<{ blog: Post }>(BLOG, { dto: { slug: "kak-vybrat-razmer" } });

    expect(blog).toMatchObject({
      title: "Как выбрать размер и читать размерную сетку",
      slug: "kak-vybrat-razmer",
      description: seeded?.description,
      article: seeded?.html,
      html: sanitizeArticleHtml(seeded?.html ?? ""),
      seoTags: {
        title: seeded?.seoTitle,
        description: seeded?.seoDescription,
        keywords: seeded?.seoKeywords,
      },
      publishedAt: "2025-05-22T09:00:00.000Z",
    });
    expect(blog.id).toMatch(/^\d+$/);
    expect(blog.html).toContain('<a href="/info/contacts">');
  });

  it("stores every article's html sanitised", async () => {
    const { db } = await testDatabase();
    const rows = await selectRows<{ slug: string; html: string }>(
      db,
      sql`select slug, html from blog`,
    );

    expect(rows).toHaveLength(blogPosts.length);
    for (const row of rows) {
      expect(row.html.length, row.slug).toBeGreaterThan(1000);
      expect(sanitizeArticleHtml(row.html), row.slug).toBe(row.html);
    }
  });

  it("refuses an unknown, future or deleted article", async () => {
    const unknown = await queryError(BLOG, { dto: { slug: "net-takoy-stati" } });
    expect(unknown.message).toBe("Статья не найдена");
    expect(unknown.extensions?.code).toBe("BAD_USER_INPUT");

    const { body } = await postGraphQL(await apiAt("2025-06-01T00:00:00Z"), BLOG, {
      dto: { slug: "istoriya-air-force-1" },
    });
    expect(body.errors?.[0]?.message).toBe("Статья не найдена");

    const deleted = await inRollback(async (db) => {
      await db
        .update(t.blog)
        .set({ deletedAt: new Date() })
        .where(eq(t.blog.slug, "kak-vybrat-razmer"));
      return (await postGraphQL(await apiAt(NOW, db), BLOG, { dto: { slug: "kak-vybrat-razmer" } }))
        .body;
    });
    expect(deleted.errors?.[0]?.message).toBe("Статья не найдена");
  });
});
