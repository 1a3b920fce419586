/**
 * What the alerts' screens share (docs/alerts.md): the two kinds' words, and the address of the
 * subscription page with what it is for.
 */
export type AlertKind = "BACK_IN_STOCK" | "PRICE_DROP";

export const ALERTS_PATH = "/alerts/subscribe";

export const KIND_WORDS = {
  BACK_IN_STOCK: {
    action: "Сообщить о поступлении",
    done: "Сообщим, когда размер появится в наличии",
    label: "О поступлении",
  },
  PRICE_DROP: {
    action: "Следить за ценой",
    done: "Сообщим, когда цена снизится",
    label: "Снижение цены",
  },
} as const satisfies Record<AlertKind, { action: string; done: string; label: string }>;

export interface AlertTarget {
  productId: string;
  productItemId: string | null;
  kind: AlertKind;
  /** Where to come back to: the product's page or the favourites. */
  back: string;
}

/** /alerts/subscribe?productId=…: the subscription page for a guest. */
export function subscribeHref(target: AlertTarget): string {
  const params = new URLSearchParams({ productId: target.productId, kind: target.kind });
  if (target.productItemId) params.set("productItemId", target.productItemId);
  params.set("back", target.back);
  return `${ALERTS_PATH}?${params.toString()}`;
}

/** What a subscription's form or address names; null when it names nothing sensible. */
export function readTarget(values: (name: string) => string | null): AlertTarget | null {
  const productId = values("productId")?.trim() ?? "";
  const productItemId = values("productItemId")?.trim() || null;
  const kind = values("kind");
  const back = values("back") ?? "";
  const id = /^\d{1,10}$/;
  if (!id.test(productId) || (productItemId !== null && !id.test(productItemId))) return null;
  if (kind !== "BACK_IN_STOCK" && kind !== "PRICE_DROP") return null;
  // Only where the buttons are: a product's page or the favourites (no open redirect).
  const safeBack =
    (back.startsWith("/product/") && !back.includes("\\") && !back.includes("//")) ||
    back === "/favorites"
      ? back
      : "/";
  return { productId, productItemId, kind, back: safeBack };
}
