import { Link } from "react-router";
import { AppPromo } from "~/features/home/app-promo.tsx";
import { BlogTeasers } from "~/features/home/blog-teasers.tsx";
import { Brands } from "~/features/home/brands.tsx";
import { ProductRow } from "~/features/home/product-row.tsx";
import { PromoSelection } from "~/features/home/promo-selection.tsx";
import { RecentlyViewed } from "~/features/home/recently-viewed.tsx";
import { ProductCardFragment, toProductCard } from "~/ui/product-card.tsx";
import { graphql } from "~/graphql.ts";
import { pageMeta } from "~/shell/seo.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { siteUrlOf } from "~/platform/env.server.ts";
import { jsonLdMeta, organizationJsonLd, webSiteJsonLd } from "~/features/seo/json-ld.ts";
import type { Route } from "./+types/home";

/** How many products each section shows: two rows of four, or one for the smaller ones. */
const COLLECTION_PRODUCTS = 8;
const PROMO_PRODUCTS = 4;
const RECENTLY_BOUGHT = 8;
const BRANDS_SHOWN = 12;
const BLOG_POSTS = 3;
/** The first row of bestsellers is above the fold on a desktop: its pictures load at once. */
const PRIORITY_IMAGES = 4;

/** Every server-rendered section in one request to the shop API: no waterfall. */
const HomeQuery = graphql(
  `
    query Home(
      $collectionProducts: Int!
      $promoProducts: Int!
      $recentlyBought: Int!
      $blogPosts: Int!
    ) {
      directoryList {
        id
        name
        slug
        filters {
          filterType
        }
      }
      collectionBundle(dto: { slugs: [BESTSELLERS, NEW_RELEASES] }) {
        id
        slug
        title
        description
        products(limit: $collectionProducts) {
          id
          ...ProductCard
        }
      }
      promoSelection {
        id
        slug
        title
        description
        posterUrl
        products(limit: $promoProducts) {
          id
          ...ProductCard
        }
      }
      recentlyBoughtProducts(dto: { limit: $recentlyBought }) {
        id
        ...ProductCard
      }
      brandList {
        id
        name
        slug
        logoUrl
      }
      blogList(dto: { pagination: { page: 1, limit: $blogPosts } }) {
        items {
          id
          title
          slug
          posterUrl
          publishedAt
        }
      }
    }
  `,
  [ProductCardFragment],
);

export async function loader({ request, context }: Route.LoaderArgs) {
  const home = await shopQuery(context, HomeQuery, {
    collectionProducts: COLLECTION_PRODUCTS,
    promoProducts: PROMO_PRODUCTS,
    recentlyBought: RECENTLY_BOUGHT,
    blogPosts: BLOG_POSTS,
  });
  const collection = (slug: "BESTSELLERS" | "NEW_RELEASES") => {
    const found = home.collectionBundle.find(
      (candidate) => candidate.slug === slug && candidate.products.length > 0,
    );
    return found ? { ...found, products: found.products.map(toProductCard) } : null;
  };
  return {
    // Sections with filters hold goods; the others (e.g. «Нашли дешевле?») are menu entries.
    directories: home.directoryList.filter((directory) => directory.filters.length > 0),
    bestsellers: collection("BESTSELLERS"),
    newReleases: collection("NEW_RELEASES"),
    promos: home.promoSelection.map((promo) => ({
      ...promo,
      products: promo.products.map(toProductCard),
    })),
    recentlyBought: home.recentlyBoughtProducts.map(toProductCard),
    brands: home.brandList.slice(0, BRANDS_SHOWN),
    posts: home.blogList.items,
    jsonLd: jsonLdMeta([organizationJsonLd(siteUrlOf(request)), webSiteJsonLd(siteUrlOf(request))]),
  };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: "Meet Market — кроссовки, одежда и обувь",
    description: "Оригинальные кроссовки, одежда и обувь с доставкой по России. Бонусы за покупки.",
  }),
  ...(args.loaderData?.jsonLd ?? []),
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { directories, bestsellers, newReleases, promos, recentlyBought, brands, posts } =
    loaderData;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 md:py-10">
      <h1 className="text-3xl font-bold md:text-5xl">Кроссовки, одежда и обувь</h1>
      <p className="mt-3 max-w-2xl text-neutral-600 dark:text-neutral-300">
        Оригинальные вещи от поставщиков из Турции с доставкой до двери или пункта выдачи.
      </p>
      <section aria-labelledby="catalog-heading" className="mt-8 md:mt-10">
        <h2 id="catalog-heading" className="text-xl font-semibold">
          Каталог
        </h2>
        {directories.length === 0 ? (
          <p className="mt-4 text-neutral-500">Каталог пока пуст.</p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-3 md:gap-4">
            {directories.map((directory) => (
              <li key={directory.id}>
                <Link
                  to={`/catalog/any/${directory.slug}`}
                  className="block rounded-2xl bg-neutral-100 px-5 py-4 text-lg font-bold transition hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 md:px-6 md:py-10 md:text-2xl dark:bg-neutral-900 dark:hover:bg-neutral-800"
                >
                  {directory.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {bestsellers ? (
        <ProductRow
          id="bestsellers"
          title={bestsellers.title}
          description={bestsellers.description}
          more={{ to: "/catalog", label: "Весь каталог" }}
          products={bestsellers.products}
          priority={PRIORITY_IMAGES}
        />
      ) : null}
      {promos.map((promo) => (
        <PromoSelection key={promo.id} promo={promo} />
      ))}
      {newReleases ? (
        <ProductRow
          id="new-releases"
          title={newReleases.title}
          description={newReleases.description}
          more={{ to: "/catalog?sort=NEW_FIRST", label: "Все новинки" }}
          products={newReleases.products}
        />
      ) : null}
      {recentlyBought.length > 0 ? (
        <ProductRow
          id="recently-bought"
          title="Недавно купили"
          description="Что выбирают другие покупатели прямо сейчас."
          products={recentlyBought}
        />
      ) : null}
      <Brands brands={brands} />
      <BlogTeasers posts={posts} />
      <AppPromo />
      <RecentlyViewed />
    </div>
  );
}
