import { Link } from "react-router";
import { ProductCard, ProductCardFragment } from "~/components/product-card.tsx";
import { graphql } from "~/graphql.ts";
import { pageMeta } from "~/lib/seo.ts";
import { shopQuery } from "~/lib/shop-api.server.ts";
import type { Route } from "./+types/home";

const HomeQuery = graphql(
  `
    query Home {
      directoryList {
        id
        name
        slug
        filters {
          filterType
        }
      }
      collectionBundle(dto: { slugs: [BESTSELLERS] }) {
        id
        title
        products(limit: 8) {
          id
          ...ProductCard
        }
      }
    }
  `,
  [ProductCardFragment],
);

export async function loader({ context }: Route.LoaderArgs) {
  const { directoryList, collectionBundle } = await shopQuery(context, HomeQuery, {});
  return {
    // Sections with filters hold goods; the others (e.g. «Нашли дешевле?») are menu entries.
    directories: directoryList.filter((directory) => directory.filters.length > 0),
    bestsellers: collectionBundle[0] ?? null,
  };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Meet Market — кроссовки, одежда и обувь",
    description: "Оригинальные кроссовки, одежда и обувь с доставкой по России. Бонусы за покупки.",
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { directories, bestsellers } = loaderData;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold md:text-5xl">Кроссовки, одежда и обувь</h1>
      <p className="mt-3 max-w-2xl text-neutral-600 dark:text-neutral-300">
        Оригинальные вещи от поставщиков из Турции с доставкой до двери или пункта выдачи.
      </p>
      <section aria-labelledby="catalog-heading" className="mt-10">
        <h2 id="catalog-heading" className="text-xl font-semibold">
          Каталог
        </h2>
        {directories.length === 0 ? (
          <p className="mt-4 text-neutral-500">Каталог пока пуст.</p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {directories.map((directory) => (
              <li key={directory.id}>
                <Link
                  to={`/catalog/any/${directory.slug}`}
                  className="block rounded-2xl bg-neutral-100 px-6 py-10 text-2xl font-bold transition hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 dark:bg-neutral-900 dark:hover:bg-neutral-800"
                >
                  {directory.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      {bestsellers && bestsellers.products.length > 0 ? (
        <section aria-labelledby="bestsellers-heading" className="mt-12">
          <h2 id="bestsellers-heading" className="text-xl font-semibold">
            {bestsellers.title}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
            {bestsellers.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
