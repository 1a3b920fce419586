const roubles = new Intl.NumberFormat("ru-RU", {
  style: "currency",
  currency: "RUB",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/**
 * A price in kopecks as a shopper reads it: roubles, no decimals, «12 990 ₽». An invalid or
 * negative amount shows a dash (docs/catalogue.md#prices).
 */
export function formatPrice(kopecks: number | null | undefined): string {
  if (typeof kopecks !== "number" || !Number.isFinite(kopecks) || kopecks < 0) return "—";
  return roubles.format(Math.round(kopecks / 100));
}
