import type { ComponentProps } from "react";
import type { ProductCardData } from "~/ui/product-card.tsx";
import { ProductDetails } from "./product-details.tsx";
import type { PropertiesData } from "./properties.tsx";
import type { ReviewAccess, ReviewFormReply } from "./review-form-model.ts";
import { ReviewWriting } from "./review-writing.tsx";
import { Reviews, type ReviewsData } from "./reviews.tsx";
import { type SizeGridData, SizeGridSection } from "./size-grid.tsx";
import { SimilarProducts } from "./similar-products.tsx";
import { AlertButton } from "~/features/alerts/alert-button.tsx";
import { FitNote, type FitNoteData } from "~/features/fit/fit-note.tsx";

// The dialog of «Таблица размеров» (size-grid-button.tsx) comes with this chunk too.
export { SizeGridDialogButton } from "./size-grid.tsx";

export interface LowerPageProps {
  productId: string;
  description: string | null;
  properties: PropertiesData | null;
  sizeGrid: SizeGridData | null;
  /** The size table's anchor, where the summary's «Таблица размеров» leads without JavaScript. */
  sizeGridId: string;
  reviews: ReviewsData;
  reviewAccess: ReviewAccess;
  /** The review form's answer to its last post, if it was posted from this page. */
  reviewReply: ReviewFormReply | undefined;
  similarProducts: readonly ProductCardData[];
}

/**
 * What the product page has below the gallery and the summary: the description and properties,
 * the size table, the reviews with the visitor's own part, similar products. A chunk of its own
 * that the browser fetches as the shopper nears it or when idle (the product route's
 * `belowTheFold`, docs/storefront.md#javascript-below-the-fold); the server renders it in full.
 *
 * Given `underSizes` instead, it is what stands under the sizes: «Сообщить о поступлении» for
 * the sizes sold out (docs/alerts.md) and a shoe's note and form «Мой размер»
 * (docs/fit.md#the-product-page): the same lazy part, so the page's first scripts, at their
 * budget, pay nothing for them. The server renders them in full; without JavaScript they are
 * plain forms.
 */
export function LowerPage(
  props:
    | LowerPageProps
    | {
        underSizes: {
          alert: ComponentProps<typeof AlertButton> | null;
          fit: FitNoteData | null;
        };
      },
) {
  if ("underSizes" in props) {
    const { alert, fit } = props.underSizes;
    return (
      <>
        {alert && <AlertButton {...alert} />}
        {fit && <FitNote {...fit} />}
      </>
    );
  }
  const {
    productId,
    description,
    properties,
    sizeGrid,
    sizeGridId,
    reviews,
    reviewAccess,
    reviewReply,
    similarProducts,
  } = props;
  return (
    <>
      <ProductDetails description={description} properties={properties} />
      {sizeGrid ? <SizeGridSection grid={sizeGrid} id={sizeGridId} /> : null}
      <Reviews reviews={reviews}>
        <ReviewWriting productId={productId} access={reviewAccess} reply={reviewReply} />
      </Reviews>
      <SimilarProducts products={similarProducts} />
    </>
  );
}
