import { parseWithZod } from "@conform-to/zod/v4";
import { CombinedError } from "@urql/core";
import { data, Form, Link } from "react-router";
import { requireStaffSession, staffOperation } from "~/features/back-office/session.server.ts";
import {
  CatalogueProductQuery,
  CatalogueProductsQuery,
  SetProductVisibilityMutation,
  UpdateCatalogueItemMutation,
} from "~/features/back-office-catalogue/documents.server.ts";
import { ItemForm, type ItemReply } from "~/features/back-office-catalogue/item-form.tsx";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { EmptyState } from "~/ui/empty-state.tsx";
import { ErrorList, inputClass } from "~/ui/form/field.tsx";
import { itemValuesForm } from "../../shared/catalogue-prices.ts";
import type { Route } from "./+types/admin.catalogue";

export const meta: Route.MetaFunction = () => [{ title: "Каталог — кабинет Meet Market" }];

/**
 * /admin/catalogue (docs/back-office.md#каталог-и-цены): find a product by name, address or brand,
 * then its sizes' prices, old prices and stock, and whether the storefront shows it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { client } = await requireStaffSession(args, "catalogue");
  const url = new URL(args.request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, 200);
  const productId = url.searchParams.get("product");
  const [found, chosen] = await Promise.all([
    staffOperation(client, CatalogueProductsQuery, { dto: { query } }),
    productId && /^\d{1,10}$/.test(productId)
      ? staffOperation(client, CatalogueProductQuery, { dto: { id: productId } })
      : null,
  ]);
  return { query, products: found.catalogueProducts, product: chosen?.catalogueProduct ?? null };
}

/** A refused switch of a product's visibility (no such product): its Russian message. */
interface VisibilityReply {
  intent: "visibility";
  message: string;
}

/** The API's Russian message of a refused change, or null for any other failure. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof CombinedError)) return null;
  const first = error.graphQLErrors[0];
  return first?.extensions?.code === "BAD_USER_INPUT" ? first.message : null;
}

export async function action(args: Route.ActionArgs) {
  const { client } = await requireStaffSession(args, "catalogue");
  const formData = await args.request.formData();
  const back = new URL(args.request.url);
  const here = `${back.pathname}${back.search}`;
  if (formData.get("intent") === "visibility") {
    const productId = String(formData.get("productId") ?? "");
    const visible = formData.get("visible") === "true";
    try {
      await staffOperation(
        client,
        SetProductVisibilityMutation,
        { dto: { productId, visible } },
        "mutation",
      );
    } catch (error) {
      const message = refusalOf(error);
      if (!message) throw error;
      return data<VisibilityReply>({ intent: "visibility", message }, { status: 400 });
    }
    return redirectWithToast(here, {
      type: "success",
      title: visible ? "Товар снова виден в магазине" : "Товар скрыт из магазина",
    });
  }
  const submission = parseWithZod(formData, { schema: itemValuesForm });
  const itemId = String(formData.get("itemId") ?? "");
  if (submission.status !== "success") {
    return data<ItemReply>({ intent: "item", itemId, result: submission.reply() }, { status: 400 });
  }
  const { itemId: id, ...values } = submission.value;
  try {
    await staffOperation(
      client,
      UpdateCatalogueItemMutation,
      { dto: { itemId: String(id), ...values } },
      "mutation",
    );
  } catch (error) {
    const message = refusalOf(error);
    if (!message) throw error;
    return data<ItemReply>(
      { intent: "item", itemId, result: submission.reply({ formErrors: [message] }) },
      { status: 400 },
    );
  }
  return redirectWithToast(here, { type: "success", title: "Цена и остаток сохранены" });
}

export default function AdminCatalogue({ loaderData, actionData }: Route.ComponentProps) {
  const { query, products, product } = loaderData;
  const reply = actionData?.intent === "item" ? actionData : null;
  // A refusal no form on the page shows: a product's switch, or a pair this page does not list.
  const unshown =
    actionData?.intent === "visibility"
      ? [actionData.message]
      : reply && !product?.sizes.some((item) => item.id === reply.itemId)
        ? Object.values(reply.result.error ?? {}).flatMap((messages) => messages ?? [])
        : [];
  return (
    <section>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-black">Каталог</h1>
        <Link to="/admin/catalogue/import" className="text-sm underline">
          Импорт и выгрузка CSV
        </Link>
      </div>
      <Form method="get" className="mt-4 flex gap-2" role="search">
        <label htmlFor="catalogue-q" className="sr-only">
          Название, адрес или бренд товара
        </label>
        <input
          id="catalogue-q"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={200}
          placeholder="Название, адрес или бренд"
          className={inputClass}
        />
        <button
          type="submit"
          className="min-h-11 rounded-full bg-neutral-900 px-5 font-semibold text-white dark:bg-white dark:text-neutral-900"
        >
          Найти
        </button>
      </Form>
      <ErrorList id="catalogue-refusal" errors={unshown} className="mt-3" />
      {product ? (
        <article className="mt-6 rounded-2xl border border-neutral-200 p-4 dark:border-neutral-800">
          <h2 className="text-lg font-bold">{product.name}</h2>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            {product.brand} · <a href={`/product/${product.slug}`}>/product/{product.slug}</a>
          </p>
          <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
            <input type="hidden" name="intent" value="visibility" />
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="visible" value={product.visible ? "false" : "true"} />
            <span className="text-sm" data-testid="product-visibility">
              {product.visible ? "Виден в магазине" : "Скрыт из магазина"}
            </span>
            <button type="submit" className="rounded-full border px-4 py-2 text-sm font-semibold">
              {product.visible ? "Скрыть" : "Показать"}
            </button>
          </Form>
          {product.sizes.length === 0 ? (
            <p className="mt-4 text-sm">У товара нет размеров.</p>
          ) : (
            <ul className="mt-2">
              {product.sizes.map((item) => (
                <ItemForm key={item.id} item={item} reply={reply} />
              ))}
            </ul>
          )}
        </article>
      ) : null}
      {products.length === 0 ? (
        <EmptyState title="Ничего не нашлось">
          Проверьте название или адрес товара, или найдите его по бренду.
        </EmptyState>
      ) : (
        <ul className="mt-6 divide-y divide-neutral-200 dark:divide-neutral-800">
          {products.map((found) => (
            <li key={found.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <Link
                to={`?${new URLSearchParams({ q: query, product: found.id })}`}
                className="font-semibold underline"
              >
                {found.name}
              </Link>
              <span className="text-sm text-neutral-600 dark:text-neutral-400">
                {found.brand} · в продаже {found.onSale} из {found.items}
                {found.visible ? "" : " · скрыт"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
