import { useLoaderData } from "react-router";

/** A small page with a loader: the least a framework-mode page costs. */
export function loader() {
  return {
    title: "Кроссовки",
    products: Array.from({ length: 8 }, (_, index) => ({
      id: index + 1,
      name: `Товар ${index + 1}`,
      price: 990_000 + index * 10_000,
    })),
  };
}

export function meta() {
  return [{ title: "Голая страница React Router 7" }];
}

export default function Home() {
  const { title, products } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{title}</h1>
      <ul>
        {products.map((product) => (
          <li key={product.id}>
            {product.name}: {(product.price / 100).toLocaleString("ru-RU")} ₽
          </li>
        ))}
      </ul>
    </main>
  );
}
