/**
 * The shop's comment for the shopper on an order, written by the staff in the back office
 * (docs/back-office.md#заказы): plain text, its line breaks kept, shown to the order's owner.
 */
export function ShopComment({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div
      className="rounded-2xl border border-neutral-300 bg-white p-4 text-sm dark:border-neutral-700 dark:bg-neutral-950"
      data-testid="order-shop-comment"
    >
      <p className="mb-1 font-semibold">Комментарий магазина</p>
      <p className="break-words whitespace-pre-line">{text}</p>
    </div>
  );
}
