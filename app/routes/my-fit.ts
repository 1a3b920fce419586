import { redirect } from "react-router";
import { forgetShopperFit, saveShopperFit } from "~/features/fit/fit.server.ts";
import { safeRedirect } from "~/lib/safe-redirect.ts";
import { redirectWithToast } from "~/platform/toast.server.ts";
import type { Route } from "./+types/my-fit";

/**
 * The form «Мой размер» (docs/fit.md#the-form), from the product page and the account: a plain
 * post that comes back to the page it was sent from, with JavaScript and without.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const back = safeRedirect(form.get("redirectTo"), "/account");
  if (form.get("intent") === "forget") {
    const headers = await forgetShopperFit(context);
    return redirectWithToast(back, { type: "success", title: "Размер забыт" }, { headers });
  }
  const saved = await saveShopperFit(request, context, form);
  if (!saved.ok) {
    return redirectWithToast(back, {
      type: "error",
      title: saved.message,
      description: "Размер не сохранён.",
    });
  }
  return redirectWithToast(
    back,
    { type: "success", title: "Размер сохранён", description: saved.fit.summary },
    { headers: saved.headers },
  );
}

/** Nothing to show: an address typed by hand goes to the account, where the form is. */
export function loader() {
  return redirect("/account");
}
