/**
 * Whether a product item can be bought, in one word (docs/cart.md#local-cart): on sale, reserved
 * by an order being paid, sold, or withdrawn (switched off or deleted, itself or its product).
 */
export const productItemStateValues = ["ON_SALE", "RESERVED", "SOLD", "WITHDRAWN"] as const;
export type ProductItemState = (typeof productItemStateValues)[number];

export function productItemState(
  item: { active: boolean; isSold: boolean; isReserved: boolean; deletedAt: Date | null },
  product: { active: boolean; deletedAt?: Date | null } | null,
): ProductItemState {
  if (!item.active || item.deletedAt || !product?.active || product.deletedAt) return "WITHDRAWN";
  if (item.isSold) return "SOLD";
  if (item.isReserved) return "RESERVED";
  return "ON_SALE";
}
