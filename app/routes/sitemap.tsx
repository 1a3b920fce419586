import type { ReactNode } from "react";
import { Link } from "react-router";
import { Page } from "~/ui/page.tsx";
import { PAGES, type PageKey } from "~/shell/pages.ts";
import { graphql } from "~/graphql.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import type { Route } from "./+types/sitemap";

const page = PAGES.sitemap;

/** The static part of /sitemap, by section. */
const SITEMAP_SECTIONS: readonly { title: string; pages: readonly PageKey[] }[] = [
  {
    title: "Покупателям",
    pages: [
      "delivery",
      "deliveryHowItWorks",
      "loyalty",
      "faq",
      "madeToOrder",
      "appsPromo",
      "contacts",
    ],
  },
  {
    title: "Покупки",
    pages: ["search", "favourites", "cart", "checkout"],
  },
  {
    title: "Личный кабинет",
    pages: ["auth", "account", "accountOrders", "accountBonus", "accountPromo", "accountAlerts"],
  },
  {
    title: "О нас",
    pages: ["blog", "partners"],
  },
  {
    title: "Документы",
    pages: ["offer", "publicOffer", "retailSale", "personalData", "privacy", "licence"],
  },
];
/** The most the API gives in one page; more posts than that are reached through /blog. */
const BLOG_LIMIT = 100;

const SitemapQuery = graphql(`
  query Sitemap($blogLimit: Int!) {
    directoryList {
      id
      name
      slug
      filters {
        filterType
      }
    }
    blogList(dto: { pagination: { page: 1, limit: $blogLimit } }) {
      items {
        id
        title
        slug
      }
      pagination {
        totalItems
      }
    }
  }
`);

const DirectoryCategoriesQuery = graphql(`
  query DirectoryCategories($directorySlug: String!) {
    getDirectoryFilters(dto: { directorySlug: $directorySlug }) {
      categories {
        name
        value
      }
    }
  }
`);

export async function loader({ context }: Route.LoaderArgs) {
  const { directoryList, blogList } = await shopQuery(context, SitemapQuery, {
    blogLimit: BLOG_LIMIT,
  });
  // Sections with filters hold goods; the others (e.g. «Нашли дешевле?») are menu entries.
  const directories = await Promise.all(
    directoryList.map(async (directory) => {
      if (directory.filters.length === 0) return { ...directory, categories: [] };
      const { getDirectoryFilters } = await shopQuery(context, DirectoryCategoriesQuery, {
        directorySlug: directory.slug,
      });
      return { ...directory, categories: getDirectoryFilters.categories };
    }),
  );
  return {
    directories: directories.map(({ id, name, slug, categories }) => ({
      id,
      name,
      slug,
      categories,
    })),
    posts: blogList.items,
    morePosts: blogList.pagination.totalItems > blogList.items.length,
  };
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page);

const linkClass =
  "underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="break-inside-avoid">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { directories, posts, morePosts } = loaderData;
  return (
    <Page title={page.title} wide>
      <nav
        aria-label="Разделы сайта"
        className="gap-10 md:columns-2 lg:columns-3 [&>section]:mb-10"
      >
        <Section title="Каталог">
          <ul className="space-y-3">
            <li>
              <Link to={PAGES.catalogue.path} className={`font-medium ${linkClass}`}>
                Весь каталог
              </Link>
            </li>
            {directories.map((directory) => (
              <li key={directory.id}>
                <Link to={`/catalog/${directory.slug}`} className={`font-medium ${linkClass}`}>
                  {directory.name}
                </Link>
                {directory.categories.length > 0 ? (
                  <ul className="mt-2 ml-4 space-y-1.5 text-neutral-700 dark:text-neutral-300">
                    {directory.categories.map((category) => (
                      <li key={category.value}>
                        <Link
                          to={`/catalog/${directory.slug}/${category.value}`}
                          className={linkClass}
                        >
                          {category.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>

        {SITEMAP_SECTIONS.map((section) => (
          <Section key={section.title} title={section.title}>
            <ul className="space-y-1.5">
              {section.pages.map((key) => (
                <li key={key}>
                  <Link to={PAGES[key].path} className={linkClass}>
                    {PAGES[key].title}
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        ))}

        <Section title="Блог">
          <ul className="space-y-1.5">
            {posts.map((post) => (
              <li key={post.id}>
                <Link to={`/blog/${post.slug}`} className={linkClass}>
                  {post.title}
                </Link>
              </li>
            ))}
            {morePosts || posts.length === 0 ? (
              <li>
                <Link to={PAGES.blog.path} className={`font-medium ${linkClass}`}>
                  Все статьи
                </Link>
              </li>
            ) : null}
          </ul>
        </Section>
      </nav>
    </Page>
  );
}
