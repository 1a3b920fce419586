/**
 * The sandbox payment page's two calls (docs/checkout.md#sandbox-payments): read a payment, and
 * pay or cancel it, which then goes through the same notification path as YooKassa's. Both for
 * the order's own shopper only, and only in the demo: production has no sandbox provider at all
 * (docs/decisions/030-demo-and-production.md), so there the payment is never found.
 */
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { badUserInput } from "../graphql/errors.ts";
import type { ShopProviders } from "../providers/index.ts";
import { SandboxPaymentProvider, type SandboxPaymentRow } from "../providers/sandbox-payments.ts";
import { eq } from "drizzle-orm";
import { applyPaymentNotification } from "./notifications.ts";

/**
 * The sandbox payment of one of the shopper's own orders; null when it is unknown, someone
 * else's, or the shop has no sandbox (YooKassa, or production).
 */
export async function findSandboxPayment(
  db: Database,
  providers: ShopProviders,
  userId: number,
  id: string,
): Promise<SandboxPaymentRow | null> {
  const provider = providers.payments;
  const row = provider instanceof SandboxPaymentProvider ? await provider.find(id) : null;
  if (!row) return null;
  const [order] = await db
    .select({ userId: t.order.userId })
    .from(t.order)
    .where(eq(t.order.id, row.orderId));
  return order?.userId === userId ? row : null;
}

/**
 * The buyer pays or cancels on the sandbox page. An order no longer awaiting payment (its
 * reservation ran out) cannot be paid: its payment is cancelled instead.
 */
export async function completeSandboxPayment(
  db: Database,
  providers: ShopProviders,
  userId: number,
  id: string,
  outcome: "PAID" | "CANCELED",
  publicUrl = "",
): Promise<{ returnUrl: string; status: string }> {
  const provider = providers.payments;
  // Someone else's payment answers as an unknown one: its existence is not told either.
  const row = await findSandboxPayment(db, providers, userId, id);
  if (!(provider instanceof SandboxPaymentProvider) || !row) {
    throw badUserInput("Платёж не найден", "id");
  }
  const [order] = await db
    .select({ status: t.order.status })
    .from(t.order)
    .where(eq(t.order.id, row.orderId));
  const payable = outcome === "PAID" && order?.status === "AWAITING_PAY";
  const completed = await provider.complete(id, payable ? "succeeded" : "canceled");
  // Read back as a notification would be, so the page's outcome is applied as YooKassa's is.
  const payment = await provider.fetch(id);
  if (payment) await applyPaymentNotification(db, providers, payment, { publicUrl });
  return { returnUrl: row.returnUrl, status: completed?.status ?? row.status };
}
