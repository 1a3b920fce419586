import { __iconNode as bellRingIcon } from "lucide-react/dist/esm/icons/bell-ring";
import { Form } from "react-router";
import { buttonClass } from "~/ui/button.tsx";
import { ALERTS_PATH, type AlertTarget, KIND_WORDS } from "./alert-model.ts";
import { Icon } from "~/ui/icon.tsx";

/**
 * «Сообщить о поступлении» / «Следить за ценой» (docs/alerts.md#where-a-shopper-subscribes): a
 * form that posts to /alerts/subscribe, so it works without JavaScript and leaves the page it is
 * on the same for everyone (a signed-in shopper is subscribed at once, a guest asked where to).
 */
export function AlertButton({
  target,
  sizes,
  className = "",
}: {
  target: AlertTarget;
  /** A sold-out size's item per size name: the shopper picks which to wait for. */
  sizes?: readonly { name: string; itemId: string }[];
  className?: string;
}) {
  const words = KIND_WORDS[target.kind];
  const choose = sizes && sizes.length > 1;
  return (
    <Form
      method="post"
      action={ALERTS_PATH}
      className={`flex flex-wrap items-end gap-2 ${className}`}
    >
      <input type="hidden" name="intent" value="start" />
      <input type="hidden" name="productId" value={target.productId} />
      <input type="hidden" name="kind" value={target.kind} />
      <input type="hidden" name="back" value={target.back} />
      {choose ? (
        <label className="text-sm">
          <span className="mb-1 block text-neutral-600 dark:text-neutral-300">Нет размера?</span>
          <select
            name="productItemId"
            className="min-h-11 rounded-xl border border-neutral-300 bg-white px-3 dark:border-neutral-700 dark:bg-neutral-900"
          >
            {sizes.map((size) => (
              <option key={size.itemId} value={size.itemId}>
                {size.name}
              </option>
            ))}
          </select>
        </label>
      ) : sizes?.[0] ? (
        <input type="hidden" name="productItemId" value={sizes[0].itemId} />
      ) : target.productItemId ? (
        <input type="hidden" name="productItemId" value={target.productItemId} />
      ) : null}
      <button type="submit" className={buttonClass("secondary", "gap-2")}>
        <Icon node={bellRingIcon} className="size-4" />
        {sizes?.length === 1 ? `${words.action}: ${sizes[0]?.name}` : words.action}
      </button>
    </Form>
  );
}
