/** The blog and the pages' SEO metadata. */
import { sanitizeArticleHtml } from "../content/sanitize.ts";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { blogPosts, urlMetadata } from "./data/index.ts";
import { demoImageUrl } from "./common.ts";

export async function seedContent(db: Database) {
  await db.insert(t.blog).values(
    blogPosts.map((post) => ({
      title: post.title,
      slug: post.slug,
      description: post.description,
      posterUrl: demoImageUrl(post.posterKind, post.posterColor, "meet-market", 2),
      article: post.html,
      html: sanitizeArticleHtml(post.html),
      seoTags: {
        title: post.seoTitle,
        description: post.seoDescription,
        keywords: post.seoKeywords,
      },
      publishedAt: new Date(post.publishedAt),
    })),
  );
  await db.insert(t.urlMetadata).values([...urlMetadata]);
}
