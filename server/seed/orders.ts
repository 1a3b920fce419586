/** Demo orders of the demo shoppers, each item with its history of statuses. */
import { eq, sql } from "drizzle-orm";
import { type Database, selectRows } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { cashbackOn } from "../loyalty/cashback.ts";
import { STATUS_FLOW } from "../orders/status-rules.ts";
import { DAY_MS, roubles, SEED_EPOCH } from "./common.ts";
import { loyaltyLevels } from "./data/index.ts";
import type { Random } from "./random.ts";

/** The demo shoppers stand at the entry level. */
const ENTRY_CASHBACK = loyaltyLevels[0]?.chargePercentage ?? 0;

/** An unpaid order item, then the way of a paid one (docs/orders.md#the-way-of-an-order). */
const orderStatusFlow = ["AWAITING_PAY", ...STATUS_FLOW] as const;

export async function seedOrders(
  db: Database,
  random: Random,
  users: { id: number; name: string | null }[],
) {
  const available = await selectRows<{ id: number; price: number; bonus_calc_state: string }>(
    db,
    sql`
      select id, price, bonus_calc_state from product_item
      where active and not is_sold and not is_reserved and deleted_at is null
      order by id limit 2000
    `,
  );
  if (available.length === 0) return;

  for (let n = 0; n < 80; n += 1) {
    const buyer = random.pick(users);
    const createdAt = new Date(
      SEED_EPOCH.getTime() - random.int(0, 60) * DAY_MS - random.int(0, DAY_MS - 1),
    );
    const lines = random.sample(available, random.int(1, 3));
    const stage = random.int(1, orderStatusFlow.length - 1);
    const status = orderStatusFlow[stage] ?? "DELIVERED";
    const totalPrice = lines.reduce((sum, line) => sum + line.price, 0);
    const [orderRow] = await db
      .insert(t.order)
      .values({
        uuid: uuidFrom(random),
        userId: buyer.id,
        status,
        name: buyer.name ?? "Покупатель",
        phone: `+7900${String(10_000_000 + buyer.id).slice(1)}`,
        totalPrice,
        deliveryPrice: roubles(random.pick([0, 290, 390, 490])),
        // Cashback is credited per item once it is delivered (below), as the shop does.
        cashback: 0,
        paid: true,
        paymentType: "CARD_ONLINE",
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: t.order.id });
    if (!orderRow) throw new Error("order not inserted");
    for (const line of lines) {
      const [itemRow] = await db
        .insert(t.orderProductItem)
        .values({
          orderId: orderRow.id,
          productItemId: line.id,
          status,
          soldPrice: line.price,
          estimatedDeliveryDate: new Date(createdAt.getTime() + 18 * DAY_MS)
            .toISOString()
            .slice(0, 10),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: t.orderProductItem.id });
      if (!itemRow) throw new Error("order item not inserted");
      // The entry level's cashback on the item's price, as the shop credits it
      // (docs/loyalty.md#cashback): the demo's orders take no promo code and no bonuses.
      const amount =
        line.bonus_calc_state === "DISABLED" ? 0 : cashbackOn(line.price, ENTRY_CASHBACK);
      if (status === "DELIVERED" && amount > 0) {
        const deliveredAt = new Date(createdAt.getTime() + stage * DAY_MS);
        await db.insert(t.bonusTransaction).values({
          userId: buyer.id,
          amount,
          reason: "ORDER_CASHBACK",
          orderId: orderRow.id,
          orderProductItemId: itemRow.id,
          createdAt: deliveredAt,
          updatedAt: deliveredAt,
        });
        await db
          .update(t.order)
          .set({ cashback: sql`${t.order.cashback} + ${amount}` })
          .where(eq(t.order.id, orderRow.id));
      }
      await db.insert(t.orderItemStatusHistory).values(
        orderStatusFlow.slice(0, stage + 1).map((entry, step) => ({
          orderProductItemId: itemRow.id,
          status: entry,
          previousStatus: step === 0 ? null : (orderStatusFlow[step - 1] ?? null),
          createdAt: new Date(createdAt.getTime() + step * DAY_MS),
        })),
      );
    }
  }
}

/** A version-4-shaped UUID from the seeded source, so orders keep their ids across reseeds. */
function uuidFrom(random: Random) {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
