/**
 * An ordered item's delivery window (docs/orders.md#an-items-way): the one promised at checkout
 * and kept on the item, read by its page, its status page and its letters alike.
 */
import type * as t from "../db/schema.ts";
import { type DeliveryWindow, shopDay, windowBetween } from "../delivery/window.ts";

type Line = Pick<
  typeof t.orderProductItem.$inferSelect,
  "estimatedDeliveryFrom" | "estimatedDeliveryDate" | "createdAt"
>;

/** Its days counted from the day it was ordered; null when it has no date. */
export function orderedWindow(line: Line): DeliveryWindow | null {
  const last = line.estimatedDeliveryDate;
  if (!last) return null;
  const first =
    line.estimatedDeliveryFrom && line.estimatedDeliveryFrom <= last
      ? line.estimatedDeliveryFrom
      : last;
  return windowBetween(first, last, shopDay(line.createdAt));
}
