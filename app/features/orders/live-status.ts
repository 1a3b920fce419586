/**
 * The order page and «Мои заказы» follow the shopper's orders while open
 * (docs/orders.md#live-status): an EventSource on /resources/order-updates, whose events are the
 * shop API's subscription results; on a change the page's loaders run again (the status, the
 * stages, the header's cart count), as a reload would, without one. Without JavaScript nothing of
 * this runs and the page is the server's, as before. A hidden tab lets go of its stream and takes
 * another when shown again; a refused subscription (another's order, too many tabs) is not
 * asked again until the page is opened anew.
 */
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { z } from "zod";

export const ORDER_UPDATES_PATH = "/resources/order-updates";

const update = z.object({ id: z.string(), status: z.string(), paid: z.boolean() });
const result = z.object({
  data: z.object({ orderUpdated: update.optional(), myOrdersUpdated: update.optional() }).nullish(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

/**
 * Follows one order by its link's key (`order`, whose status the page shows as `status`), or,
 * without it, every order of the signed-in shopper.
 */
export function useOrderUpdates(options: { order?: string; status?: string }): void {
  // The same address again, in place: its loaders run anew. (Not useRevalidator, which no
  // storefront page uses: React Router is one chunk every page loads, docs/storefront.md#javascript-below-the-fold.)
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const revalidate = () => navigate(pathname + search, { replace: true, preventScrollReset: true });
  const latest = useRef({ revalidate, status: options.status });
  useEffect(() => {
    latest.current = { revalidate, status: options.status };
  });
  const { order } = options;

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const url = order
      ? `${ORDER_UPDATES_PATH}?order=${encodeURIComponent(order)}`
      : ORDER_UPDATES_PATH;
    let source: EventSource | null = null;
    let refused = false;
    let seen = false;
    const onNext = (event: MessageEvent<string>) => {
      const parsed = result.safeParse(JSON.parse(event.data));
      if (!parsed.success || parsed.data.errors) {
        refused = true;
        source?.close();
        return;
      }
      const changed = parsed.data.data?.orderUpdated ?? parsed.data.data?.myOrdersUpdated;
      // An order's first event on each connection is how it is now: the page is read again only
      // if it moved since; every later one is a change.
      const first = order !== undefined && !seen;
      seen = true;
      if (changed && (!first || changed.status !== latest.current.status)) {
        void latest.current.revalidate();
      }
    };
    const open = () => {
      if (refused || source) return;
      source = new EventSource(url);
      source.addEventListener("open", () => {
        seen = false;
      });
      source.addEventListener("next", onNext);
    };
    const close = () => {
      source?.close();
      source = null;
    };
    const onVisibility = () => (document.hidden ? close() : open());
    if (!document.hidden) open();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      close();
    };
  }, [order]);
}
