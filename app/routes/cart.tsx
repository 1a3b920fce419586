import { data } from "react-router";
import { z } from "zod";
import {
  applyPromoCode,
  chooseBonuses,
  type CartChange,
  loadCart,
  removeFromCart,
  setChecked,
  addToCart,
} from "~/features/cart/cart.server.ts";
import { isProductItemId } from "~/features/cart/cart-entries.ts";
import type { CartReply } from "~/features/cart/cart-forms.tsx";
import type { CartPageData } from "~/features/cart/cart-panel.tsx";
import { CartContent } from "~/features/cart/cart-view.tsx";
import { withFitWarnings } from "~/features/fit/fit.server.ts";
import { staticPageMeta } from "~/features/content/static-page-meta.ts";
import { safeRedirect } from "~/lib/safe-redirect.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import { PAGES } from "~/shell/pages.ts";
import { Page } from "~/ui/page.tsx";
import type { Route } from "./+types/cart";

const page = PAGES.cart;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { cart, headers } = await loadCart(request, context);
  const lines = await withFitWarnings(request, context, cart.lines);
  return data<CartPageData>({ cart: { ...cart, lines } }, { headers });
}

/**
 * Every change to the cart (docs/cart.md): add, remove, tick, a promo code, the bonuses to spend.
 * A fetcher gets the answer as data; a form posted without JavaScript comes back to
 * `redirectTo` with a toast, except for a refused promo code or bonus amount, which the page
 * shows in its field.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // Declared here, not at module level, so the browser bundle of this route carries no zod.
  const productItemId = z.string().refine(isProductItemId);
  const CartForm = z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("add"), productItemId }),
    z.object({ intent: z.literal("remove"), productItemId }),
    z.object({ intent: z.literal("check"), productItemId, checked: z.enum(["0", "1"]) }),
    z.object({ intent: z.literal("promo"), code: z.string().trim().max(64).catch("") }),
    z.object({ intent: z.literal("bonuses"), amount: z.string().trim().max(12) }),
    z.object({ intent: z.literal("no-bonuses") }),
  ]);
  const form = await request.formData();
  const submission = CartForm.safeParse(Object.fromEntries(form));
  if (!submission.success) throw data("Неверный запрос", { status: 400 });
  const redirectTo = form.get("redirectTo");
  const input = submission.data;

  let change: CartChange;
  let reply: CartReply;
  switch (input.intent) {
    case "add":
    case "remove":
    case "check": {
      change =
        input.intent === "add"
          ? await addToCart(request, context, input.productItemId)
          : input.intent === "remove"
            ? await removeFromCart(request, context, input.productItemId)
            : await setChecked(request, context, input.productItemId, input.checked === "1");
      reply = { intent: input.intent, ok: change.ok, message: change.message };
      break;
    }
    case "promo": {
      const code = input.code.toUpperCase();
      reply = { intent: "promo", code, ...(await applyPromoCode(context, code)) };
      change = { ...reply, headers: new Headers() };
      break;
    }
    case "bonuses":
    case "no-bonuses": {
      const amount = input.intent === "no-bonuses" ? 0 : Number(input.amount);
      const answer =
        Number.isSafeInteger(amount) && amount >= 0 && amount % 10 === 0
          ? await chooseBonuses(context, amount)
          : { ok: false, message: "Введите число бонусов, кратное 10" };
      reply = { intent: "bonuses", ...answer };
      change = { ...answer, headers: new Headers() };
      break;
    }
  }

  const fieldError = !reply.ok && (reply.intent === "promo" || reply.intent === "bonuses");
  if (typeof redirectTo === "string" && !fieldError) {
    return redirectWithToast(
      safeRedirect(redirectTo, page.path),
      { type: reply.ok ? "success" : "error", title: reply.message },
      { headers: change.headers },
    );
  }
  return data(reply, { status: reply.ok ? 200 : 422, headers: change.headers });
}

export const meta: Route.MetaFunction = (args) => staticPageMeta(args, page, { noindex: true });

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Page title={page.title} wide>
      <CartContent cart={loaderData.cart} reply={actionData} />
    </Page>
  );
}
