/**
 * Helpers for the checkout API tests: items on sale, an order dto, the GraphQL documents, and a
 * payments provider whose outages a test switches on. Not used by the application.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../server/db/database.ts";
import * as t from "../server/db/schema.ts";
import type { DeliveryOrigin } from "../server/delivery/window.ts";
import type { Clock } from "../server/providers/clock.ts";
import type {
  CreatePaymentRequest,
  PaymentNotification,
  PaymentProvider,
  ProviderPayment,
  ReceivedNotification,
} from "../server/providers/payments.ts";
import { PaymentProviderError } from "../server/providers/payments.ts";
import { SandboxPaymentProvider } from "../server/providers/sandbox-payments.ts";

/** Goods starting where `origin` says (server/delivery/window.ts originOf). */
function fromOrigin(origin: DeliveryOrigin | undefined) {
  if (origin === "MEET_STOCK") return eq(t.supplier.type, "MEET_WAREHOUSE");
  if (origin === "RUSSIA") {
    return and(ne(t.supplier.type, "MEET_WAREHOUSE"), eq(t.supplier.deliveryIsoCode, "RU"));
  }
  if (origin === "ABROAD") return ne(t.supplier.deliveryIsoCode, "RU");
  return undefined;
}

/**
 * Live items on sale that accept bonuses, priced from 5 000 ₽, lowest id first; with `origin`,
 * only goods that start there.
 */
export async function itemsOnSale(
  db: Database,
  count: number,
  offset = 0,
  origin?: DeliveryOrigin,
) {
  return db
    .select({
      id: t.productItem.id,
      price: t.productItem.price,
      productName: t.product.name,
      sizeName: t.size.name,
      supplier: t.supplier,
    })
    .from(t.productItem)
    .innerJoin(t.product, eq(t.product.id, t.productItem.productId))
    .innerJoin(t.size, eq(t.size.id, t.productItem.sizeId))
    .innerJoin(t.supplier, eq(t.supplier.id, t.productItem.supplierId))
    .where(
      and(
        fromOrigin(origin),
        eq(t.productItem.active, true),
        eq(t.productItem.isSold, false),
        eq(t.productItem.isReserved, false),
        isNull(t.productItem.deletedAt),
        eq(t.product.active, true),
        isNull(t.product.deletedAt),
        eq(t.productItem.bonusCalcState, "ENABLED"),
        sql`${t.productItem.price} >= 500000`,
      ),
    )
    .orderBy(asc(t.productItem.id))
    .limit(count)
    .offset(offset);
}

export const ADDRESS_DELIVERY = {
  type: "ADDRESS",
  address: { country: "Россия", city: "Москва", street: "Тверская", house: "1", index: "125009" },
} as const;

export function orderDto(productItemIds: (number | string)[], extra: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    name: "Анна",
    surname: "Иванова",
    phone: "+7 999 123-45-67",
    email: "anna@example.ru",
    delivery: ADDRESS_DELIVERY,
    productItemIds: productItemIds.map(String),
    publicOfferAccepted: true,
    ...extra,
  };
}

export const CREATE_ORDER = /* GraphQL */ `
  mutation ($dto: CreateOrderDto!) {
    createOrderWithPaymentLink(dto: $dto) {
      orderId
      uuid
      paymentLink
      totalToPay
    }
  }
`;

export interface CreateOrderData {
  createOrderWithPaymentLink: {
    orderId: string;
    uuid: string;
    paymentLink: string;
    totalToPay: number;
  };
}

export const COMPLETE_SANDBOX = /* GraphQL */ `
  mutation ($id: ID!, $outcome: SandboxOutcome!) {
    completeSandboxPayment(dto: { id: $id, outcome: $outcome }) {
      returnUrl
      status
    }
  }
`;

/** The sandbox payment id at the end of a payment link. */
export const sandboxIdOf = (link: string) => link.split("/").at(-1) ?? "";

/** The sandbox provider, with outages a test switches on and off. */
export class FlakyPayments implements PaymentProvider {
  readonly name = "sandbox";
  readonly notifiedAs = "yookassa";
  failing = false;
  private readonly inner: SandboxPaymentProvider;
  constructor(db: Database, clock: Clock, publicUrl?: string) {
    this.inner = new SandboxPaymentProvider(db, clock, publicUrl);
  }
  create(request: CreatePaymentRequest): Promise<ProviderPayment> {
    if (this.failing) return Promise.reject(new PaymentProviderError("YooKassa is down"));
    return this.inner.create(request);
  }
  fetch(id: string): Promise<ProviderPayment | null> {
    return this.inner.fetch(id);
  }
  readNotification(notification: ReceivedNotification): Promise<PaymentNotification> {
    return this.inner.readNotification(notification);
  }
}

/** The value, which a test expects to be there. */
export function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error("expected a value");
  return value;
}
