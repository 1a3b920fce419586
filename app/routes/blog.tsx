import { BlogCard } from "~/features/content/blog-card.tsx";
import { Page } from "~/ui/page.tsx";
import { PAGE_DESCRIPTIONS } from "~/content/page-descriptions.ts";
import { PAGES } from "~/shell/pages.ts";
import { graphql } from "~/graphql.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { screenMeta } from "~/shell/meta.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { assertPageExists, readPage } from "~/platform/pagination.server.ts";
import { EmptyState } from "~/ui/empty-state.tsx";
import { Pagination } from "~/ui/pagination.tsx";
import type { Route } from "./+types/blog";

const PAGE_SIZE = 12;

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
        description: PAGE_DESCRIPTIONS.blog,
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
              <BlogCard post={post} heading="h2" />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} path={PAGES.blog.path} />
    </Page>
  );
}
