import { data } from "react-router";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { MeetPriceProduct } from "~/features/requests/documents.server.ts";
import { MeetPriceForm } from "~/features/requests/meet-price-form.tsx";
import { RequestReceipt } from "~/features/requests/request-form.tsx";
import { readReceipt, sendMeetPriceRequest } from "~/features/requests/requests.server.ts";
import { isBadUserInput } from "~/platform/errors.server.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { PAGES } from "~/shell/pages.ts";
import { Page } from "~/ui/page.tsx";
import type { Route } from "./+types/catalogue.meet-price";

const page = PAGES.meetPrice;

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page);

/** The product named by ?product={id} (its page's «Нашли дешевле?»), if it takes a price match. */
async function productOf(context: Route.LoaderArgs["context"], id: string | null) {
  if (!id || !/^\d{1,10}$/.test(id)) return null;
  try {
    const { product } = await shopQuery(context, MeetPriceProduct, { id });
    if (!product.meetPrice) return null;
    const sizes = new Map<string, number>();
    for (const item of product.items) {
      if (item.size) sizes.set(item.size.name, item.size.position);
    }
    return {
      id: product.id,
      name: product.name,
      slug: product.slug,
      sizes: [...sizes].sort((a, b) => a[1] - b[1]).map(([name]) => name),
    };
  } catch (error) {
    // An unknown or withdrawn product: the form asks the shopper to name it.
    if (isBadUserInput(error)) return null;
    throw error;
  }
}

/**
 * «Нашли дешевле?» (docs/requests.md#price-match): from a product's page with ?product={id} and
 * ?size={name}, or from the menu with nothing chosen.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const [product, { receipt, headers }] = await Promise.all([
    productOf(context, params.get("product")),
    readReceipt(request, "meet-price"),
  ]);
  const size = params.get("size");
  return data(
    {
      product,
      size: size && (!product || product.sizes.includes(size)) ? size.slice(0, 50) : null,
      receipt,
      pageLoadTime: Date.now(),
    },
    { headers },
  );
}

export function action({ request, context }: Route.ActionArgs) {
  return sendMeetPriceRequest(request, context);
}

export default function MeetPrice({ loaderData, actionData }: Route.ComponentProps) {
  const { product, size, receipt, pageLoadTime } = loaderData;
  const again = product
    ? `${page.path}?product=${product.id}${size ? `&size=${encodeURIComponent(size)}` : ""}`
    : page.path;
  return (
    <Page
      title={page.title}
      breadcrumbs={[{ label: PAGES.catalogue.title, to: PAGES.catalogue.path }]}
      lead="Нашли тот же товар дешевле в другом магазине? Пришлите ссылку — проверим предложение и постараемся снизить цену."
    >
      {receipt ? (
        <RequestReceipt id={receipt.id} title="Заявка принята" again={again}>
          <p>
            Мы проверим предложение и позвоним или напишем вам в течение рабочего дня. Если цена
            подтвердится, предложим её ниже.
          </p>
        </RequestReceipt>
      ) : (
        <MeetPriceForm
          product={product}
          size={size}
          reply={actionData}
          pageLoadTime={pageLoadTime}
        />
      )}
    </Page>
  );
}
