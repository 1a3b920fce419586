/**
 * The offline payments provider (docs/checkout.md#sandbox-payments): payments kept in the
 * sandbox_payment table, paid or cancelled on the shop's own page
 * (`/payment/sandbox/{id}`, which calls completeSandboxPayment).
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import type { Clock } from "./clock.ts";
import type {
  CreatePaymentRequest,
  PaymentNotification,
  PaymentProvider,
  ProviderPayment,
  ProviderPaymentStatus,
  ReceivedNotification,
} from "./payments.ts";
import { readYooKassaNotification } from "./yookassa.ts";

export type SandboxPaymentRow = typeof t.sandboxPayment.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const SANDBOX_PAYMENT_PATH = "/payment/sandbox";

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = "sandbox";
  /** YooKassa's twin takes its notifications, so the demo answers at YooKassa's address too. */
  readonly notifiedAs = "yookassa";

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly publicUrl?: string,
  ) {}

  private toPayment(row: SandboxPaymentRow): ProviderPayment {
    const status: ProviderPaymentStatus =
      row.status === "succeeded" ? "succeeded" : row.status === "canceled" ? "canceled" : "pending";
    return {
      id: row.id,
      status,
      paid: status === "succeeded",
      amount: row.amount,
      confirmationUrl:
        status === "pending"
          ? `${(this.publicUrl ?? "").replace(/\/$/, "")}${SANDBOX_PAYMENT_PATH}/${row.id}`
          : null,
      orderId: row.orderId,
    };
  }

  async create(request: CreatePaymentRequest): Promise<ProviderPayment> {
    const now = this.clock.now();
    // The same Idempotence-Key answers the payment made the first time, as YooKassa does.
    await this.db
      .insert(t.sandboxPayment)
      .values({
        orderId: request.orderId,
        idempotenceKey: request.idempotenceKey,
        amount: request.amount,
        description: request.description.slice(0, 128),
        returnUrl: request.returnUrl,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(t.sandboxPayment)
      .where(eq(t.sandboxPayment.idempotenceKey, request.idempotenceKey));
    if (!row) throw new Error("The sandbox payment was not stored");
    return this.toPayment(row);
  }

  async fetch(id: string): Promise<ProviderPayment | null> {
    const row = await this.find(id);
    return row ? this.toPayment(row) : null;
  }

  readNotification(notification: ReceivedNotification): Promise<PaymentNotification> {
    return readYooKassaNotification(notification, (id) => this.fetch(id));
  }

  /** The stored payment, or null for an unknown (or malformed) id. */
  async find(id: string): Promise<SandboxPaymentRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await this.db.select().from(t.sandboxPayment).where(eq(t.sandboxPayment.id, id));
    return row ?? null;
  }

  /**
   * The buyer's choice on the sandbox page: a pending payment becomes succeeded or canceled; a
   * settled one stays as it is. Answers the payment as it is now.
   */
  async complete(id: string, outcome: "succeeded" | "canceled"): Promise<SandboxPaymentRow | null> {
    const row = await this.find(id);
    if (!row) return null;
    if (row.status !== "pending") return row;
    const [updated] = await this.db
      .update(t.sandboxPayment)
      .set({ status: outcome, updatedAt: this.clock.now() })
      .where(and(eq(t.sandboxPayment.id, id), eq(t.sandboxPayment.status, "pending")))
      .returning();
    return updated ?? (await this.find(id));
  }
}
