import { __iconNode as xIcon } from "lucide-react/dist/esm/icons/x";
import { Link, useFetcher } from "react-router";
import { formatPrice } from "~/lib/money.ts";
import { focusRing } from "~/ui/focus-ring.ts";
import { Image } from "~/ui/image.tsx";
import { CART_ACTION, type CartReply, ReturnHere, useReplyToast } from "./cart-forms.tsx";
import { type CartLine, isOnSale, unavailableLabel } from "./cart-view-model.ts";
import { Icon } from "~/ui/icon.tsx";

const iconButton = `inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-40 dark:hover:bg-neutral-800 ${focusRing}`;

/**
 * One line of the cart: its «checked» toggle, picture, name, size, price (or why it cannot be
 * bought) and the remove button, each a form to /cart.
 */
export function CartLineRow({ line }: { line: CartLine }) {
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
        {line.fitWarning ? (
          <p
            className="mt-0.5 text-sm font-semibold text-amber-800 dark:text-amber-300"
            data-testid="cart-line-fit"
          >
            {line.fitWarning}
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
        {onSale && line.delivery ? (
          // Before a place is chosen: the default city's window, said as such (docs/cart.md).
          <p
            className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400"
            data-testid="cart-line-delivery"
          >
            Доставка {line.delivery.destination}: {line.delivery.dates}
          </p>
        ) : null}
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
          <Icon node={xIcon} className="size-5" />
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
