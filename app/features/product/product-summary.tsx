import { badgeColours } from "~/ui/badge-colours.ts";
import { __iconNode as zapIcon } from "lucide-react/dist/esm/icons/zap";
import type { DeliveryWindowView } from "~/lib/delivery-window.ts";
import { PAGES } from "~/shell/pages.ts";
import type { CashbackTerms } from "~/features/loyalty/cashback-copy.ts";
import { ButtonLink } from "~/ui/button.tsx";
import { AddToCart } from "./add-to-cart.tsx";
import type { SizeOption } from "./offers.ts";
import { type OtherColour, OtherColours } from "./other-colours.tsx";
import { type OfferPrice, ProductPrice } from "./product-price.tsx";
import { SizeGridButton } from "./size-grid-button.tsx";
import type { SizeGridData } from "./size-grid.tsx";
import { SizePicker } from "./size-picker.tsx";
import type { ReactNode } from "react";
import { Icon } from "~/ui/icon.tsx";

export interface ProductSummaryData {
  product: {
    id: string;
    slug: string;
    name: string;
    meetPrice: boolean;
    brands: readonly { name: string }[];
    model: { name: string } | null;
    badges: readonly {
      id: string;
      title: string;
      hexColor: string;
      hexBgColor: string;
      hexBorderColor: string;
    }[];
  };
  sizes: readonly SizeOption[];
  selectedSize: string | null;
  /** The offer the button buys: the chosen size's, or a one-size product's cheapest. */
  offer: {
    id: string;
    deliverySpeed: "FAST" | "SLOW";
    deliveryOrigin: DeliveryOrigin | null;
    priceDetails: OfferPrice;
  } | null;
  range: { low: number } | null;
  /** What the offer's cashback is counted with (docs/loyalty.md#cashback). */
  cashbackTerms: CashbackTerms;
  /** The offer's delivery window, or before a size is chosen the span of the offers on sale. */
  delivery: DeliveryWindowView | null;
  sameModelProducts: readonly OtherColour[];
  sizeGrid: SizeGridData | null;
  /**
   * Under the sizes: «Сообщить о поступлении» for the sizes sold out (docs/alerts.md), the
   * shopper's size and the form «Мой размер» (docs/fit.md).
   */
  children?: ReactNode;
}

type DeliveryOrigin = "MEET_STOCK" | "RUSSIA" | "ABROAD";

/** Where the chosen offer starts its way (docs/orders.md#the-way-of-an-order). */
const ORIGIN_TEXT: Record<DeliveryOrigin, string> = {
  MEET_STOCK: "Товар на складе Meet Market в Москве",
  RUSSIA: "Товар у поставщика в России, едет через наш склад в Москве",
  ABROAD: "Товар у поставщика в Турции, едет через таможню и наш склад в Москве",
};

/** «Нашли дешевле?» about this product, in the size chosen if any. */
function meetPriceHref(productId: string, size: string | null): string {
  const search = new URLSearchParams({ product: productId });
  if (size) search.set("size", size);
  return `${PAGES.meetPrice.path}?${search.toString()}`;
}

const muted = "text-sm text-neutral-600 dark:text-neutral-300";

/**
 * Beside the gallery: the brand and model, the badges, the price, the other colours, the sizes,
 * when it arrives, «В корзину» and where to read about delivery.
 */
export function ProductSummary({
  product,
  sizes,
  selectedSize,
  offer,
  range,
  cashbackTerms,
  delivery,
  sameModelProducts,
  sizeGrid,
  children,
}: ProductSummaryData) {
  return (
    <div className="min-w-0">
      <p className="text-sm font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
        {product.brands.map((brand) => brand.name).join(" × ")}
      </p>
      {product.model ? <p className={`mt-1 ${muted}`}>Модель: {product.model.name}</p> : null}
      {product.badges.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Метки">
          {product.badges.map((badge) => (
            <li
              key={badge.id}
              className="rounded-full border px-2.5 py-1 text-xs font-semibold"
              style={badgeColours(badge)}
            >
              {badge.title}
            </li>
          ))}
        </ul>
      ) : null}

      <ProductPrice
        price={offer?.priceDetails ?? null}
        range={range}
        cashbackTerms={cashbackTerms}
      />
      <OtherColours products={sameModelProducts} />

      {sizes.length > 0 ? (
        <section aria-labelledby="sizes-heading" className="mt-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="sizes-heading" className="font-semibold">
              Размер
            </h2>
            {sizeGrid ? <SizeGridButton grid={sizeGrid} /> : null}
          </div>
          <div className="mt-2">
            <SizePicker sizes={sizes} selected={selectedSize} />
          </div>
          {children}
        </section>
      ) : null}

      {delivery ? (
        <div className={`mt-4 ${muted}`} data-testid="product-delivery">
          <p className="flex flex-wrap items-center gap-x-2">
            {offer?.deliverySpeed === "FAST" ? (
              <span className="inline-flex items-center gap-1 font-semibold text-neutral-900 dark:text-white">
                <Icon node={zapIcon} className="size-4" />
                Быстрая доставка.
              </span>
            ) : null}
            <span>
              Доставка {delivery.destination}:{" "}
              <span
                className="font-semibold text-neutral-900 dark:text-white"
                data-testid="product-delivery-dates"
              >
                {delivery.dates}
              </span>{" "}
              ({delivery.days})
            </span>
          </p>
          <p>
            {offer?.deliveryOrigin
              ? `${ORIGIN_TEXT[offer.deliveryOrigin]}.`
              : "Срок зависит от размера и поставщика: выберите размер."}{" "}
            В другой город срок покажем при оформлении заказа.
          </p>
        </div>
      ) : null}

      <AddToCart product={product} offerId={offer?.id ?? null} onSale={range !== null} />

      <div className="mt-4 flex flex-wrap gap-3">
        {product.meetPrice ? (
          // The price-match form, with this product and its chosen size (docs/requests.md).
          <ButtonLink to={meetPriceHref(product.id, selectedSize)} variant="secondary">
            Нашли дешевле?
          </ButtonLink>
        ) : null}
        <ButtonLink to={PAGES.delivery.path} variant="secondary">
          Доставка и оплата
        </ButtonLink>
      </div>
    </div>
  );
}
