/** Demo orders of the demo shoppers, each item with its history of statuses. */
import { eq, sql } from "drizzle-orm";
import { type Database, selectRows } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { type DeliveryOrigin, deliveryWindow, originOf, shopDay } from "../delivery/window.ts";
import { cashbackOn } from "../loyalty/cashback.ts";
import { orderStatusOf, ROUTES, STATUS_FLOW } from "../orders/status-rules.ts";
import { DAY_MS, roubles, SEED_EPOCH } from "./common.ts";
import { zoneTariffs } from "./data/delivery-cities.ts";
import { loyaltyLevels } from "./data/index.ts";
import type { Random } from "./random.ts";

/** The demo shoppers stand at the entry level. */
const ENTRY_CASHBACK = loyaltyLevels[0]?.chargePercentage ?? 0;

/** An unpaid order item, then the way of a paid one (docs/orders.md#the-way-of-an-order). */
const orderStatusFlow = ["AWAITING_PAY", ...STATUS_FLOW] as const;

/**
 * Where an item from `origin` is when the longest way would be at `step` of orderStatusFlow: the
 * last status of its own way not past that step, and the statuses it went through, each with its
 * step (goods from the stock in Russia never go through customs).
 */
function itemWay(origin: DeliveryOrigin, step: number) {
  const way = ["AWAITING_PAY", ...ROUTES[origin]] as const;
  return way
    .map((status) => ({ status, step: (orderStatusFlow as readonly string[]).indexOf(status) }))
    .filter((entry) => entry.step <= step);
}

/** The demo's orders go to Moscow: its pickup points' days (the first zone). */
const MOSCOW_TRANSIT = { min: zoneTariffs.PVZ[0].daysMin, max: zoneTariffs.PVZ[0].daysMax };

export async function seedOrders(
  db: Database,
  random: Random,
  users: { id: number; name: string | null }[],
) {
  const available = await selectRows<{
    id: number;
    price: number;
    bonus_calc_state: string;
    type: (typeof t.supplierTypeValues)[number];
    deliveryIsoCode: string;
    deliveryDaysMin: number;
    deliveryDaysMax: number;
  }>(
    db,
    sql`
      select i.id, i.price, i.bonus_calc_state, s.type, s.delivery_iso_code as "deliveryIsoCode",
        s.delivery_days_min as "deliveryDaysMin", s.delivery_days_max as "deliveryDaysMax"
      from product_item i join supplier s on s.id = i.supplier_id
      where i.active and not i.is_sold and not i.is_reserved and i.deleted_at is null
      order by i.id limit 2000
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
    const ways = lines.map((line) => itemWay(originOf(line), stage));
    const status =
      orderStatusOf(ways.map((way) => way[way.length - 1]?.status ?? "AWAITING_PAY")) ??
      "PAID_READY_TO_SEND";
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
    for (const [index, line] of lines.entries()) {
      const way = ways[index] ?? [];
      const itemStatus = way[way.length - 1]?.status ?? "AWAITING_PAY";
      const window = deliveryWindow(line, MOSCOW_TRANSIT, shopDay(createdAt));
      const [itemRow] = await db
        .insert(t.orderProductItem)
        .values({
          orderId: orderRow.id,
          productItemId: line.id,
          status: itemStatus,
          soldPrice: line.price,
          estimatedDeliveryFrom: window.firstDate,
          estimatedDeliveryDate: window.lastDate,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: t.orderProductItem.id });
      if (!itemRow) throw new Error("order item not inserted");
      // The entry level's cashback on the item's price, as the shop credits it
      // (docs/loyalty.md#cashback): the demo's orders take no promo code and no bonuses.
      const amount =
        line.bonus_calc_state === "DISABLED" ? 0 : cashbackOn(line.price, ENTRY_CASHBACK);
      if (itemStatus === "DELIVERED" && amount > 0) {
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
        way.map((entry, n) => ({
          orderProductItemId: itemRow.id,
          status: entry.status,
          previousStatus: way[n - 1]?.status ?? null,
          createdAt: new Date(createdAt.getTime() + entry.step * DAY_MS),
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
