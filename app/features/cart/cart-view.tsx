import { __iconNode as shoppingBagIcon } from "lucide-react/dist/esm/icons/shopping-bag";
import { useEffect } from "react";
import { Link } from "react-router";
import { formatPrice } from "~/lib/money.ts";
import { PAGES } from "~/shell/pages.ts";
import { storageKeys, writeLocal } from "~/shell/storage.ts";
import { Button, ButtonLink } from "~/ui/button.tsx";
import { BonusChoice, PromoField } from "./cart-discounts.tsx";
import type { CartReply } from "./cart-forms.tsx";
import { CartLineRow } from "./cart-line.tsx";
import { CartAmountRows, CashbackRow, SummaryRow } from "./summary-row.tsx";
import { type CartView, isOnSale, orderedLines } from "./cart-view-model.ts";
import { Icon } from "~/ui/icon.tsx";

/** The registration bonus a guest is promised (docs/loyalty.md#registration-bonus). */
const REGISTRATION_BONUS = "5 000";

/**
 * The cart's content, the same in the drawer and on /cart (docs/cart.md): the items with their
 * «checked» toggles and remove buttons, then the summary. Every control is a form posting to
 * /cart, so it works without JavaScript.
 */
export function CartContent({
  cart,
  reply,
  inDrawer = false,
}: {
  cart: CartView;
  /** The action's answer to a form posted without JavaScript (shown in its field). */
  reply?: CartReply;
  inDrawer?: boolean;
}) {
  useMirrorInStorage(cart);
  if (cart.lines.length === 0) return <EmptyCart inDrawer={inDrawer} />;
  // Tracks of minmax(0, …), as the checkout's: a long name never widens the page past a phone.
  const layout = inDrawer
    ? "flex flex-col gap-6"
    : "grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]";
  return (
    <div className={layout}>
      <ul
        className="divide-y divide-neutral-200 dark:divide-neutral-800"
        aria-label="Товары в корзине"
      >
        {cart.lines.map((line) => (
          <CartLineRow key={line.id} line={line} />
        ))}
      </ul>
      <CartSummary cart={cart} reply={reply} />
    </div>
  );
}

function EmptyCart({ inDrawer }: { inDrawer: boolean }) {
  return (
    <div
      className={`flex flex-col items-center justify-center gap-4 text-center ${
        inDrawer ? "py-16" : "rounded-3xl bg-neutral-100 px-6 py-14 dark:bg-neutral-900"
      }`}
    >
      <Icon node={shoppingBagIcon} className="size-12 text-neutral-300" />
      {inDrawer ? (
        <h3 className="text-lg font-semibold">Корзина пуста</h3>
      ) : (
        <h2 className="text-xl font-semibold">Корзина пуста</h2>
      )}
      <p className="max-w-prose text-neutral-600 dark:text-neutral-300">
        Выберите размер на странице модели и нажмите «В корзину» — товар появится здесь.
      </p>
      <ButtonLink to={PAGES.catalogue.path}>За покупками</ButtonLink>
    </div>
  );
}

function CartSummary({ cart, reply }: { cart: CartView; reply?: CartReply }) {
  const ordered = orderedLines(cart.lines);
  const unavailable = cart.lines.filter((line) => !isOnSale(line)).length;
  return (
    <section
      aria-label="Итог"
      className="flex h-fit flex-col gap-5 rounded-3xl bg-neutral-100 p-5 dark:bg-neutral-900"
    >
      {cart.signedIn ? (
        <>
          <PromoField
            promoCode={cart.promoCode}
            reply={reply?.intent === "promo" ? reply : undefined}
          />
          <BonusChoice cart={cart} reply={reply?.intent === "bonuses" ? reply : undefined} />
        </>
      ) : (
        <GuestPrompt />
      )}
      <dl className="flex flex-col gap-2 text-sm">
        <CartAmountRows cart={cart} count={ordered.length} testIds="cart" />
        <SummaryRow label="Итого" testId="cart-total" strong>
          {formatPrice(cart.totalToPay)}
        </SummaryRow>
        <CashbackRow cart={cart} testIds="cart" />
      </dl>
      {unavailable > 0 ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {unavailable === 1 ? "Товар не в наличии не входит" : "Товары не в наличии не входят"} в
          заказ.
        </p>
      ) : null}
      {ordered.length > 0 ? (
        <ButtonLink to={PAGES.checkout.path} className="w-full">
          Оформить заказ
        </ButtonLink>
      ) : (
        <>
          <Button type="button" disabled className="w-full" aria-describedby="cart-nothing-checked">
            Оформить заказ
          </Button>
          <p id="cart-nothing-checked" className="text-sm text-neutral-600 dark:text-neutral-400">
            Отметьте товары в наличии, которые хотите заказать.
          </p>
        </>
      )}
    </section>
  );
}

/** A guest's stand-in for the promo field and bonuses (docs/cart.md#guest-and-signed-in). */
function GuestPrompt() {
  const returnTo = new URLSearchParams({ returnTo: PAGES.cart.path }).toString();
  return (
    <div className="flex gap-3 rounded-2xl bg-white p-4 dark:bg-neutral-950">
      <div className="text-sm">
        <p className="font-semibold">{REGISTRATION_BONUS} бонусов за регистрацию</p>
        <p className="mt-1 text-neutral-600 dark:text-neutral-400">
          Войдите, чтобы оплатить ими часть заказа и применить промокод.
        </p>
        <Link to={`/auth?${returnTo}`} className="mt-2 inline-block font-semibold underline">
          Войти или зарегистрироваться
        </Link>
      </div>
    </div>
  );
}

/**
 * Keeps the local cart's storage key (docs/cart.md#local-cart) in step with what the server
 * rendered from the cookie: id, quantity, checked and the fields the cart shows.
 */
function useMirrorInStorage(cart: CartView) {
  useEffect(() => {
    const items = cart.lines.map((line) => ({
      id: line.id,
      quantity: 1,
      checked: line.checked,
      name: line.name,
      sizeName: line.sizeName,
      image: line.image?.url ?? null,
      priceDetails: { price: line.price, oldPrice: line.oldPrice },
    }));
    writeLocal(storageKeys.cartItems, JSON.stringify(items));
  }, [cart.lines]);
}
