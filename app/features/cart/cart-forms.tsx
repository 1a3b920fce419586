import { useEffect } from "react";
import { PAGES } from "~/shell/pages.ts";
import { showToast } from "~/shell/toasts.tsx";
import { useHydrated } from "~/shell/use-hydrated.ts";

/* What every form of the cart shares: where it posts, what it gets back, how it answers. */

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

/** Posted without JavaScript, a cart form comes back to the page it was on. */
export function ReturnHere() {
  const hydrated = useHydrated();
  return hydrated ? null : <input type="hidden" name="redirectTo" value={CART_ACTION} />;
}

/** Shows the action's answer as a toast (with JavaScript; without it the redirect carries one). */
export function useReplyToast(reply: CartReply | undefined, only?: (reply: CartReply) => boolean) {
  useEffect(() => {
    if (!reply || (only && !only(reply))) return;
    void showToast(reply.message, { type: reply.ok ? "success" : "error" });
    // `only` is a condition on the reply, fixed per caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply]);
}
