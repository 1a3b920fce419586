import { ShoppingBag, X } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { formatPrice } from "~/lib/money.ts";
import { plural } from "~/lib/plural.ts";
import { PAGES } from "~/shell/pages.ts";
import { removeLocal, storageKeys, writeLocal } from "~/shell/storage.ts";
import { showToast } from "~/shell/toasts.tsx";
import { useHydrated } from "~/shell/use-hydrated.ts";
import { Button, ButtonLink } from "~/ui/button.tsx";
import { Drawer } from "~/ui/drawer.tsx";
import { focusRing } from "~/ui/focus-ring.ts";
import { Image } from "~/ui/image.tsx";
import {
  type CartLine,
  type CartView,
  isOnSale,
  orderedLines,
  unavailableLabel,
} from "./cart-view-model.ts";

/** Where every cart form posts: the /cart route's action. */
export const CART_ACTION = PAGES.cart.path;

/** What the cart's action answers a form (docs/cart.md). */
export interface CartReply {
  intent: "add" | "remove" | "check" | "promo" | "bonuses";
  ok: boolean;
  message: string;
  /** The promo code that was checked. */
  code?: string;
}

/** The registration bonus a guest is promised (docs/loyalty.md#registration-bonus). */
const REGISTRATION_BONUS = "5 000";

/** «1 бонус», «1 250 бонусов». */
const bonuses = (count: number) => plural(count, ["бонус", "бонуса", "бонусов"]);

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
  return (
    <div className={inDrawer ? "flex flex-col gap-6" : "grid gap-8 lg:grid-cols-[1fr_24rem]"}>
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
      <ShoppingBag aria-hidden="true" className="size-12 text-neutral-300" />
      {inDrawer ? (
        <h3 className="text-lg font-semibold">Корзина пуста</h3>
      ) : (
        <h2 className="text-xl font-semibold">Корзина пуста</h2>
      )}
      <p className="max-w-prose text-neutral-600 dark:text-neutral-300">
        Выберите размер на странице модели и нажмите «В корзину» — товар появится здесь.
      </p>
      <ButtonLink to={PAGES.catalog.path}>За покупками</ButtonLink>
    </div>
  );
}

/** Posted without JavaScript, a cart form comes back to the page it was on. */
function ReturnHere() {
  const hydrated = useHydrated();
  return hydrated ? null : <input type="hidden" name="redirectTo" value={CART_ACTION} />;
}

/** Shows the action's answer as a toast (with JavaScript; without it the redirect carries one). */
function useReplyToast(reply: CartReply | undefined, only?: (reply: CartReply) => boolean) {
  useEffect(() => {
    if (!reply || (only && !only(reply))) return;
    void showToast(reply.message, { type: reply.ok ? "success" : "error" });
    // `only` is a condition on the reply, fixed per caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply]);
}

const iconButton = `inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-40 dark:hover:bg-neutral-800 ${focusRing}`;

function CartLineRow({ line }: { line: CartLine }) {
  const check = useFetcher<CartReply>();
  const remove = useFetcher<CartReply>();
  useReplyToast(check.data, (reply) => !reply.ok);
  useReplyToast(remove.data);
  const onSale = isOnSale(line);
  // While the post is on its way, the toggle shows what it will be.
  const pendingChecked = check.formData?.get("checked");
  const checked =
    pendingChecked === undefined || pendingChecked === null ? line.checked : pendingChecked === "1";
  const removing = remove.state !== "idle";
  const sizeLabel = line.sizeName ? `, размер ${line.sizeName}` : "";

  return (
    <li
      className={`flex gap-3 py-4 ${removing ? "opacity-50" : ""}`}
      data-testid="cart-line"
      data-state={line.state}
    >
      <check.Form method="post" action={CART_ACTION} className="self-center">
        <input type="hidden" name="intent" value="check" />
        <input type="hidden" name="productItemId" value={line.id} />
        <input type="hidden" name="checked" value={checked ? "0" : "1"} />
        <ReturnHere />
        <button
          type="submit"
          className={iconButton}
          disabled={!onSale}
          aria-pressed={onSale && checked}
          aria-label={`В заказ: ${line.name}${sizeLabel}`}
          title={checked ? "Не включать в заказ" : "Включить в заказ"}
        >
          <Tick ticked={onSale && checked} />
        </button>
      </check.Form>
      <Link to={`/product/${line.slug}`} className="shrink-0" tabIndex={-1} aria-hidden="true">
        {line.image ? (
          <Image
            src={line.image.url}
            alt=""
            width={80}
            fit="cover"
            className={`size-20 rounded-xl bg-neutral-100 object-cover dark:bg-neutral-800 ${onSale ? "" : "grayscale"}`}
          />
        ) : (
          <span className="block size-20 rounded-xl bg-neutral-100 dark:bg-neutral-800" />
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <Link
          to={`/product/${line.slug}`}
          className={`line-clamp-2 text-sm font-semibold hover:underline ${onSale ? "" : "text-neutral-500"}`}
        >
          {line.name}
        </Link>
        {line.sizeName ? (
          <p className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
            Размер: {line.sizeName}
          </p>
        ) : null}
        {onSale ? (
          <p className="mt-1 text-sm">
            <span className="font-bold" data-testid="cart-line-price">
              {formatPrice(line.price)}
            </span>
            {line.oldPrice && line.oldPrice > line.price ? (
              <s className="ml-2 text-neutral-500">{formatPrice(line.oldPrice)}</s>
            ) : null}
          </p>
        ) : (
          <p className="mt-1 text-sm font-semibold text-red-700 dark:text-red-400">
            {unavailableLabel[line.state as Exclude<typeof line.state, "ON_SALE">]}
          </p>
        )}
      </div>
      <remove.Form method="post" action={CART_ACTION} className="self-start">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="productItemId" value={line.id} />
        <ReturnHere />
        <button
          type="submit"
          className={iconButton}
          disabled={removing}
          aria-label={`Удалить из корзины: ${line.name}${sizeLabel}`}
          title="Удалить из корзины"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </remove.Form>
    </li>
  );
}

/**
 * The «checked» box, drawn: the icon set's square icons would join every page's shared chunk
 * (docs/decisions/020-the-cart-in-a-cookie.md).
 */
function Tick({ ticked }: { ticked: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-5 items-center justify-center rounded border-2 ${
        ticked
          ? "border-neutral-900 bg-neutral-900 dark:border-white dark:bg-white"
          : "border-neutral-400"
      }`}
    >
      {ticked ? (
        <span className="mb-0.5 h-2.5 w-1.5 rotate-45 border-r-2 border-b-2 border-white dark:border-neutral-900" />
      ) : null}
    </span>
  );
}

/** The promo field's mark: a green check for a code that applies, a red «!» for one that does not. */
function PromoMark({ ok }: { ok: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-testid={ok ? "promo-success" : "promo-error"}
      className={`absolute top-3 right-3 inline-flex size-5 items-center justify-center rounded-full text-xs font-bold text-white ${
        ok ? "bg-green-600" : "bg-red-600"
      }`}
    >
      {ok ? "✓" : "!"}
    </span>
  );
}

function SummaryRow({
  label,
  children,
  testId,
  strong = false,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? "text-lg font-bold" : ""}`}
    >
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function CartSummary({ cart, reply }: { cart: CartView; reply?: CartReply }) {
  const ordered = orderedLines(cart.lines);
  const unavailable = cart.lines.filter((line) => !isOnSale(line)).length;
  const saleDiscount = cart.oldTotalPrice - cart.totalPrice;
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
        <SummaryRow label={`Товары, ${ordered.length} шт.`} testId="cart-subtotal">
          {formatPrice(cart.oldTotalPrice)}
        </SummaryRow>
        {saleDiscount > 0 ? (
          <SummaryRow label="Скидка" testId="cart-sale">
            −{formatPrice(saleDiscount)}
          </SummaryRow>
        ) : null}
        {cart.discountValue ? (
          <SummaryRow label={`Промокод ${cart.promoCode ?? ""}`} testId="cart-discount">
            −{formatPrice(cart.discountValue)}
          </SummaryRow>
        ) : null}
        {cart.bonusesToSpend > 0 ? (
          <SummaryRow label="Бонусами" testId="cart-bonuses">
            −{formatPrice(cart.bonusesToSpend * 100)}
          </SummaryRow>
        ) : null}
        <SummaryRow label="Итого" testId="cart-total" strong>
          {formatPrice(cart.totalToPay)}
        </SummaryRow>
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

/** The promo code kept from an earlier visit, if storage holds a readable one. */
function keptPromoCode(): string {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(storageKeys.promoCode) ?? "null");
    return typeof value === "string" ? value : "";
  } catch {
    return "";
  }
}

/**
 * The promo code field (docs/cart.md#promo-code): none, success (a green check) or error (a red
 * icon with «Промокод не найден»); editing after a result goes back to none. The valid code is
 * kept in localStorage and checked again when the cart shows without one.
 */
function PromoField({ promoCode, reply }: { promoCode: string | null; reply?: CartReply }) {
  const fetcher = useFetcher<CartReply>();
  const [edited, setEdited] = useState(false);
  const result = fetcher.data ?? reply;
  const status = edited
    ? "none"
    : result
      ? result.ok
        ? "success"
        : "error"
      : promoCode
        ? "success"
        : "none";
  const inputId = useId();
  const messageId = useId();
  const revalidated = useRef(false);

  useEffect(() => {
    if (promoCode) writeLocal(storageKeys.promoCode, JSON.stringify(promoCode));
  }, [promoCode]);
  useEffect(() => {
    if (result && !result.ok) removeLocal(storageKeys.promoCode);
  }, [result]);
  useEffect(() => {
    // A code kept from an earlier visit is checked again against today's cart.
    if (revalidated.current || promoCode) return;
    revalidated.current = true;
    const kept = keptPromoCode();
    if (kept)
      void fetcher.submit({ intent: "promo", code: kept }, { method: "post", action: CART_ACTION });
  }, [promoCode, fetcher]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (fetcher.state !== "idle") event.preventDefault();
    setEdited(false);
  };

  return (
    <fetcher.Form method="post" action={CART_ACTION} onSubmit={onSubmit} aria-label="Промокод">
      <input type="hidden" name="intent" value="promo" />
      <ReturnHere />
      <label htmlFor={inputId} className="text-sm font-semibold">
        Промокод
      </label>
      <div className="mt-1 flex gap-2">
        <div className="relative flex-1">
          <input
            id={inputId}
            name="code"
            defaultValue={promoCode ?? reply?.code ?? ""}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={() => setEdited(true)}
            aria-invalid={status === "error" || undefined}
            aria-describedby={status === "none" ? undefined : messageId}
            className="h-11 w-full rounded-full border border-neutral-300 bg-white px-4 pr-10 uppercase dark:border-neutral-700 dark:bg-neutral-950"
          />
          {status === "none" ? null : <PromoMark ok={status === "success"} />}
        </div>
        <Button
          type="submit"
          variant="secondary"
          disabled={fetcher.state !== "idle"}
          className="px-4"
        >
          Применить
        </Button>
      </div>
      {status === "none" ? null : (
        <p
          id={messageId}
          role="status"
          className={`mt-1 text-sm ${status === "success" ? "text-green-700 dark:text-green-400" : "text-red-700 dark:text-red-400"}`}
        >
          {status === "success" ? "Промокод применён" : (result?.message ?? "Промокод не найден")}
        </p>
      )}
    </fetcher.Form>
  );
}

/**
 * Bonus spending (docs/cart.md#bonus-spending): with JavaScript, a slider in its own drawer
 * (step 10, from 0 to the bonuses available, a quarter of them by default) and «Не списывать»;
 * without it, a number field with the same rules.
 */
function BonusChoice({ cart, reply }: { cart: CartView; reply?: CartReply }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<CartReply>();
  const result = fetcher.data ?? reply;
  useReplyToast(fetcher.data);
  // The drawer closes once a choice it sent is taken (an answer other than the one it opened on).
  const [openedOn, setOpenedOn] = useState<{ answer: CartReply | undefined } | null>(null);
  const open = openedOn !== null && !(fetcher.data?.ok && fetcher.data !== openedOn.answer);
  const close = () => setOpenedOn(null);

  const max = cart.bonusesAvailableToSpent;
  if (max === 0) {
    return (
      <p
        className="text-sm text-neutral-600 dark:text-neutral-400"
        data-testid="cart-bonus-balance"
      >
        На бонусном счёте {bonuses(cart.bonusesAvailable)}
        {cart.bonusesAvailable > 0 ? ": товары в корзине нельзя оплатить ими." : "."}
      </p>
    );
  }
  const form = (slider: boolean) => (
    <BonusForm
      fetcher={fetcher}
      max={max}
      chosen={cart.bonusesToSpend}
      slider={slider}
      error={result && !result.ok ? result.message : null}
    />
  );
  return (
    <div className="text-sm">
      <div className="flex items-center justify-between gap-3">
        <p data-testid="cart-bonus-terms" data-max={max}>
          <span className="font-semibold">Бонусы</span>: на счёте{" "}
          {cart.bonusesAvailable.toLocaleString("ru-RU")}, можно списать до{" "}
          {max.toLocaleString("ru-RU")}
        </p>
        {hydrated ? (
          <Button
            type="button"
            variant="secondary"
            className="px-4"
            onClick={() => setOpenedOn({ answer: fetcher.data })}
          >
            {cart.bonusesToSpend > 0 ? "Изменить" : "Списать"}
          </Button>
        ) : null}
      </div>
      {hydrated ? (
        <Drawer open={open} onClose={close} title="Списание бонусов">
          {form(true)}
        </Drawer>
      ) : (
        <div className="mt-3">{form(false)}</div>
      )}
    </div>
  );
}

function BonusForm({
  fetcher,
  max,
  chosen,
  slider,
  error,
}: {
  fetcher: ReturnType<typeof useFetcher<CartReply>>;
  max: number;
  chosen: number;
  slider: boolean;
  error: string | null;
}) {
  const [amount, setAmount] = useState(chosen);
  const inputId = useId();
  const errorId = useId();
  return (
    <fetcher.Form
      method="post"
      action={CART_ACTION}
      className="flex flex-col gap-4"
      aria-label="Списание бонусов"
      // The server's rule and Russian message, not the browser's bubble (docs/cart.md#bonus-spending).
      noValidate
    >
      <ReturnHere />
      <label htmlFor={inputId} className="font-semibold">
        Сколько бонусов списать
      </label>
      {slider ? (
        <>
          <input
            id={inputId}
            type="range"
            name="amount"
            min={0}
            max={max}
            step={10}
            value={amount}
            onChange={(event) => setAmount(Number(event.target.value))}
            className="w-full accent-neutral-900 dark:accent-white"
          />
          <output htmlFor={inputId} className="text-2xl font-bold" data-testid="bonus-amount">
            {bonuses(amount)} = {formatPrice(amount * 100)}
          </output>
        </>
      ) : (
        <input
          id={inputId}
          type="number"
          name="amount"
          inputMode="numeric"
          min={0}
          max={max}
          step={10}
          defaultValue={chosen}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 w-full rounded-full border border-neutral-300 bg-white px-4 dark:border-neutral-700 dark:bg-neutral-950"
        />
      )}
      <p className="text-neutral-600 dark:text-neutral-400">
        Кратно 10, не больше {max.toLocaleString("ru-RU")}. 1 бонус = 1 ₽.
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="bonuses" disabled={fetcher.state !== "idle"}>
          Применить
        </Button>
        <Button
          type="submit"
          name="intent"
          value="no-bonuses"
          variant="secondary"
          disabled={fetcher.state !== "idle"}
        >
          Не списывать
        </Button>
      </div>
    </fetcher.Form>
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
