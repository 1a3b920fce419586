import { Link } from "react-router";
import { Page } from "~/components/page.tsx";
import { PAGES } from "~/content/pages.ts";
import { graphql } from "~/graphql.ts";
import { ipxSrcSet, ipxUrl } from "~/lib/image-url.ts";
import { shopQuery } from "~/lib/shop-api.server.ts";
import { formatDate } from "./_shared/dates.ts";
import { screenMeta, staticPageMeta } from "./_shared/meta.ts";
import { assertPageExists, readPage } from "./_shared/pagination.server.ts";
import { EmptyState, Pagination } from "./_shared/ui.tsx";
import type { Route } from "./+types/blog";

const PAGE_SIZE = 12;
const POSTER_WIDTH = 480;
const POSTER_HEIGHT = 300;

const BlogListQuery = graphql(`
  query BlogList($page: Int!, $limit: Int!) {
    blogList(dto: { pagination: { page: $page, limit: $limit } }) {
      items {
        id
        title
        slug
        description
        posterUrl
        publishedAt
      }
      pagination {
        page
        totalPages
      }
    }
  }
`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = readPage(request);
  const { blogList } = await shopQuery(context, BlogListQuery, { page, limit: PAGE_SIZE });
  assertPageExists(request, page, blogList.pagination.totalPages);
  return { posts: blogList.items, page, totalPages: blogList.pagination.totalPages };
}

export const meta: Route.MetaFunction = (args) => {
  const page = args.loaderData?.page ?? 1;
  return page > 1
    ? screenMeta(args, {
        title: `${PAGES.blog.title}, страница ${page}`,
        description: PAGES.blog.description,
      })
    : staticPageMeta(args, PAGES.blog);
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, page, totalPages } = loaderData;
  return (
    <Page
      title={PAGES.blog.title}
      lead="Как выбрать и сохранить любимую пару, истории культовых моделей и новости магазина."
      wide
    >
      {posts.length === 0 ? (
        <EmptyState title="Статей пока нет" />
      ) : (
        <ul className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <article className="group relative flex h-full flex-col">
                <div className="aspect-[8/5] overflow-hidden rounded-2xl bg-neutral-100 dark:bg-neutral-900">
                  {post.posterUrl ? (
                    <img
                      src={ipxUrl(post.posterUrl, {
                        width: POSTER_WIDTH,
                        height: POSTER_HEIGHT,
                        fit: "cover",
                      })}
                      srcSet={ipxSrcSet(post.posterUrl, POSTER_WIDTH, {
                        height: POSTER_HEIGHT,
                        fit: "cover",
                      })}
                      alt=""
                      width={POSTER_WIDTH}
                      height={POSTER_HEIGHT}
                      loading="lazy"
                      decoding="async"
                      className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
                    />
                  ) : null}
                </div>
                <time
                  dateTime={post.publishedAt}
                  className="mt-4 text-sm text-neutral-500 dark:text-neutral-400"
                >
                  {formatDate(post.publishedAt)}
                </time>
                <h2 className="mt-1 text-xl font-semibold">
                  {/* The whole card is the link; the title names it. */}
                  <Link
                    to={`/blog/${post.slug}`}
                    className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4"
                  >
                    {post.title}
                  </Link>
                </h2>
                {post.description ? (
                  <p className="mt-2 text-neutral-600 dark:text-neutral-300">{post.description}</p>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={(n) => (n === 1 ? PAGES.blog.path : `${PAGES.blog.path}?page=${n}`)}
      />
    </Page>
  );
}
