import { Image } from "~/ui/image.tsx";
import { Page, Prose } from "~/ui/page.tsx";
import { PAGE_DESCRIPTIONS } from "~/content/page-descriptions.ts";
import { PAGES } from "~/shell/pages.ts";
import { graphql } from "~/graphql.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { formatDate } from "~/lib/dates.ts";
import { orNotFound } from "~/platform/errors.server.ts";
import { screenMeta } from "~/shell/meta.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { siteUrlOf } from "~/platform/env.server.ts";
import {
  absoluteImageUrl,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  jsonLdMeta,
} from "~/features/seo/json-ld.ts";
import type { Route } from "./+types/blog.$slug";

const POSTER_WIDTH = 768;
const POSTER_HEIGHT = 432;

const BlogPostQuery = graphql(`
  query BlogPost($slug: String!) {
    blog(dto: { slug: $slug }) {
      id
      title
      description
      posterUrl
      html
      publishedAt
      updatedAt
      seoTags {
        title
        description
      }
    }
  }
`);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { blog } = await orNotFound(
    request,
    shopQuery(context, BlogPostQuery, { slug: params.slug }),
  );
  const siteUrl = siteUrlOf(request);
  const url = `${siteUrl}/blog/${params.slug}`;
  const shareImage = blog.posterUrl ? absoluteImageUrl(siteUrl, blog.posterUrl) : null;
  // Built here, not in the component: the browser has no use for it beyond the server's HTML.
  const jsonLd = jsonLdMeta([
    blogPostingJsonLd(siteUrl, {
      url,
      title: blog.title,
      description: blog.description,
      images: shareImage ? [shareImage] : [],
      publishedAt: blog.publishedAt,
      updatedAt: blog.updatedAt,
    }),
    breadcrumbJsonLd(siteUrl, [
      { name: PAGES.blog.title, path: PAGES.blog.path },
      { name: blog.title, path: `/blog/${params.slug}` },
    ]),
  ]);
  return { post: blog, shareImage, jsonLd };
}

export const meta: Route.MetaFunction = (args) => {
  const post = args.loaderData?.post;
  if (!post) return staticPageMeta(args, PAGES.blog);
  const { shareImage } = args.loaderData;
  return screenMeta(
    args,
    {
      title: post.seoTags?.title || post.title,
      description: post.seoTags?.description || post.description || PAGE_DESCRIPTIONS.blog,
    },
    [
      { property: "og:type", content: "article" },
      { property: "article:published_time", content: post.publishedAt },
      { property: "article:modified_time", content: post.updatedAt },
      ...(shareImage
        ? [
            { property: "og:image", content: shareImage },
            { property: "og:image:alt", content: post.title },
          ]
        : []),
      ...args.loaderData.jsonLd,
    ],
  );
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <Page
      title={post.title}
      breadcrumbs={[{ label: PAGES.blog.title, to: PAGES.blog.path }]}
      lead={
        <time dateTime={post.publishedAt} className="text-base">
          {formatDate(post.publishedAt)}
        </time>
      }
    >
      <article>
        {post.posterUrl ? (
          <Image
            src={post.posterUrl}
            alt=""
            width={POSTER_WIDTH}
            height={POSTER_HEIGHT}
            fit="cover"
            loading={false}
            // The picture the article is judged by (its LCP on a phone): fetched first, painted
            // in the frame it arrives in.
            decoding={false}
            highPriority
            className="mb-8 aspect-video w-full rounded-3xl bg-neutral-100 object-cover dark:bg-neutral-900"
          />
        ) : null}
        <Prose>
          {/* Sanitised by the shop API (an allow-list of text tags and links). */}
          <div
            className="space-y-4 [&_blockquote]:border-l-4 [&_blockquote]:border-neutral-300 [&_blockquote]:pl-4 [&_blockquote]:italic dark:[&_blockquote]:border-neutral-600"
            dangerouslySetInnerHTML={{ __html: post.html }}
          />
        </Prose>
      </article>
      <div className="mt-12">
        <ButtonLink to={PAGES.blog.path} variant="secondary">
          ← Все статьи
        </ButtonLink>
      </div>
    </Page>
  );
}
