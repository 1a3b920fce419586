/**
 * Helpers for the back office's order tests: a shopper's order placed over the shop API (and paid
 * in the sandbox, unless asked not to), by a given phone and delivery. Not used by the application.
 */
import { asc, eq } from "drizzle-orm";
import * as t from "../server/db/schema.ts";
import type { DeliveryOrigin } from "../server/delivery/window.ts";
import {
  COMPLETE_SANDBOX,
  CREATE_ORDER,
  type CreateOrderData,
  itemsOnSale,
  orderDto,
  sandboxIdOf,
} from "./checkout-kit.ts";
import type { Kit } from "./identity-kit.ts";

export interface PlacedOrder {
  orderId: number;
  uuid: string;
  accessToken: string;
  items: (typeof t.orderProductItem.$inferSelect)[];
}

/** A pickup point of the demo seed's, for the delivery twin. */
async function pickupDelivery(kit: Kit) {
  const [point] = await kit.db
    .select({ code: t.pickupPoint.code })
    .from(t.pickupPoint)
    .orderBy(asc(t.pickupPoint.id))
    .limit(1);
  if (!point) throw new Error("the demo seed has no pickup point");
  return { type: "PVZ", pvzCode: point.code };
}

/**
 * An order of `items` goods (from `origin`, Turkey by default) placed by a shopper signed in with
 * `phone`, the order's phone too; paid in the sandbox unless `paid` is false.
 */
export async function placeOrder(
  kit: Kit,
  phone: string,
  options: {
    items?: number;
    offset?: number;
    origin?: DeliveryOrigin;
    paid?: boolean;
    pickup?: boolean;
  } = {},
): Promise<PlacedOrder> {
  const shopper = await kit.signIn(phone);
  const chosen = await itemsOnSale(
    kit.db,
    options.items ?? 1,
    options.offset ?? 0,
    options.origin ?? "ABROAD",
  );
  const { createOrderWithPaymentLink: link } = await kit.ok<CreateOrderData>(
    CREATE_ORDER,
    {
      dto: orderDto(
        chosen.map((item) => item.id),
        { phone, ...(options.pickup ? { delivery: await pickupDelivery(kit) } : {}) },
      ),
    },
    { token: shopper.accessToken },
  );
  if (options.paid !== false) {
    await kit.ok(
      COMPLETE_SANDBOX,
      { id: sandboxIdOf(link.paymentLink), outcome: "PAID" },
      { token: shopper.accessToken },
    );
  }
  const orderId = Number(link.orderId);
  const items = await kit.db
    .select()
    .from(t.orderProductItem)
    .where(eq(t.orderProductItem.orderId, orderId))
    .orderBy(t.orderProductItem.id);
  return { orderId, uuid: link.uuid, accessToken: shopper.accessToken, items };
}
