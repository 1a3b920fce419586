import { type MouseEvent, useEffect } from "react";
import { Link, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { showToast } from "~/shell/toasts.tsx";
import { useHydrated } from "~/shell/use-hydrated.ts";
import { plural } from "~/lib/plural.ts";
import { IconCount } from "~/ui/icon-count.tsx";
import { SpriteIcon } from "~/ui/icon-sprite.tsx";

export const FAVOURITES_ACTION = "/favorites";

/** What the favourites read of the root route's data; the root's loader answers it. */
export interface FavouritesRootData {
  /** Newest first; every like button and the header's star read them. */
  favouriteIds: readonly string[];
}

/** What the favourites' action (FAVOURITES_ACTION) answers a like button's fetcher. */
export type FavouriteReply =
  | { ok: true; productId: string; favourite: boolean; message: string }
  | { ok: false; productId: string; message: string };

/** The shopper's favourite product ids, newest first, as the server last rendered them. */
export function useFavouriteIds(): readonly string[] {
  return useRouteLoaderData<FavouritesRootData>("root")?.favouriteIds ?? [];
}

const looks = {
  /** Round, over a product picture: a card's (product-card in app/app.css). */
  overlay: "like-button",
  /** Beside the cart button on the product page, as tall as it. */
  outline:
    "like-button size-11 border border-neutral-300 hover:border-neutral-900 dark:border-neutral-600 dark:hover:border-white",
} as const;

/** The page's one like form (FavouritesForm): each like button submits it with its product. */
const FAVOURITES_FORM_ID = "favourite-toggle";

/**
 * The form every like button of the page submits without JavaScript, rendered once by the root:
 * a button carries only its product's id (`name="productId"`), not a form of its own with four
 * hidden fields on each of a listing's two dozen cards (docs/catalogue.md#page-weight). The post
 * comes back to `redirectTo` with the toast.
 */
export function FavouritesForm() {
  const hydrated = useHydrated();
  const location = useLocation();
  return (
    <form id={FAVOURITES_FORM_ID} method="post" action={FAVOURITES_ACTION} hidden>
      <input type="hidden" name="intent" value="toggle" />
      {hydrated ? null : (
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      )}
    </form>
  );
}

/**
 * The like button, toggling the product. With JavaScript a fetcher posts it, the star changes at
 * once and a toast confirms; without it the button submits the page's FavouritesForm.
 */
export function FavouriteButton({
  productId,
  name,
  look = "overlay",
}: {
  productId: string;
  name: string;
  look?: keyof typeof looks;
}) {
  const fetcher = useFetcher<FavouriteReply>();
  const saved = useFavouriteIds().includes(productId);
  // While the post is on its way, the star shows what it will be.
  const pressed = fetcher.formData ? !saved : saved;

  const result = fetcher.data;
  useEffect(() => {
    if (!result) return;
    void showToast(result.message, {
      type: result.ok ? "success" : "error",
      id: `favourite-${result.productId}`,
    });
  }, [result]);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    // One toggle at a time: a second click before the answer would undo the first unseen.
    if (fetcher.state !== "idle") return;
    void fetcher.submit(
      { intent: "toggle", productId, name },
      { method: "post", action: FAVOURITES_ACTION },
    );
  };

  return <LikeButton productId={productId} pressed={pressed} look={look} onClick={onClick} />;
}

/**
 * The like button's elements alone, with no state of its own: FavouriteButton's, and what a
 * listing keeps as HTML with each card (LikeableProductGrid), which must be the same bytes.
 */
export function LikeButton({
  productId,
  pressed,
  look = "overlay",
  onClick,
}: {
  productId: string;
  pressed: boolean;
  look?: keyof typeof looks;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <button
      type="submit"
      form={FAVOURITES_FORM_ID}
      name="productId"
      value={productId}
      onClick={onClick}
      aria-pressed={pressed}
      // The title is the tooltip and, with no other text, the button's accessible name: one
      // attribute instead of two on each of a listing's cards (docs/catalogue.md#page-weight).
      title={pressed ? "Убрать из избранного" : "Добавить в избранное"}
      className={looks[look]}
    >
      <SpriteIcon name="star" />
    </button>
  );
}

/** The header's star: the link to the favourites, with their number (docs/storefront.md#header). */
export function FavouritesLink() {
  return (
    // The header's round icon link (app/app.css).
    <Link to={FAVOURITES_ACTION} className="header-icon">
      <SpriteIcon name="star" className="size-5" />
      <FavouritesCount />
    </Link>
  );
}

/** The number on the header's star: how many favourites, read out as part of the link's name. */
function FavouritesCount() {
  const count = useFavouriteIds().length;
  return (
    <IconCount
      count={count}
      label={
        count > 0 ? `Избранное: ${plural(count, ["товар", "товара", "товаров"])}` : "Избранное"
      }
      testId="favourites-count-badge"
    />
  );
}
