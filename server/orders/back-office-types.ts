/**
 * The GraphQL types of the back office's orders (docs/back-office.md#заказы): an order in the
 * staff's list, an order's page with its items (each with the statuses it may move to next, by
 * status-rules.ts), payments and status history, and a batch's report.
 */
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import { OrderStatus } from "../graphql/enums.ts";
import { amountsOfOrder, OrderAmountsType } from "./amounts-schema.ts";
import type { BulkOrderOutcome, BulkStatusReport } from "./back-office-changes.ts";
import type {
  PaymentRow,
  StaffOrderDetails,
  StaffOrderItem,
  StaffOrderRow,
} from "./back-office-service.ts";
import type { OrderRow, StatusChangeRow } from "./order-service.ts";
import { OrderDeliveryType } from "./vocabulary-schema.ts";
import { deliveryTypeOf } from "./vocabulary.ts";
import { addressLine } from "../../shared/address.ts";

const PaymentStatus = builder.enumType("PaymentStatus", { values: t.paymentStatusValues });

/** Where the order goes, as one line: the pickup point's full address, or the courier's. */
function deliveryAddress(order: OrderRow): string | null {
  if (order.cdekDelivery) return order.cdekDelivery.address_full;
  return order.addressDelivery ? addressLine(order.addressDelivery, { withCity: true }) : null;
}

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

export const StaffOrderSummary = builder.objectRef<StaffOrderRow>("StaffOrderSummary").implement({
  description: "An order in the back office's list.",
  fields: (f) => ({
    id: f.exposeID("id", { description: "The order's number." }),
    uuid: f.exposeString("uuid", { description: "The key of its public link, /orders/{uuid}." }),
    status: f.expose("status", { type: OrderStatus }),
    paid: f.exposeBoolean("paid"),
    createdAt: f.string({ resolve: (order) => order.createdAt.toISOString() }),
    name: f.exposeString("name"),
    surname: f.exposeString("surname", { nullable: true }),
    phone: f.exposeString("phone", { description: "+7XXXXXXXXXX." }),
    deliveryType: f.field({ type: OrderDeliveryType, nullable: true, resolve: deliveryTypeOf }),
    amounts: f.field({
      type: OrderAmountsType,
      resolve: (order, _args, ctx) => amountsOfOrder(order, ctx),
    }),
    itemCount: f.exposeInt("itemCount", { description: "How many goods it holds." }),
  }),
});

const StaffStatusChange = builder.objectRef<StatusChangeRow>("StaffStatusChange").implement({
  description: "One step of an item's status history.",
  fields: (f) => ({
    status: f.expose("status", { type: OrderStatus }),
    previousStatus: f.expose("previousStatus", { type: OrderStatus, nullable: true }),
    createdAt: f.string({ resolve: (change) => change.createdAt.toISOString() }),
  }),
});

const StaffOrderItemType = builder.objectRef<StaffOrderItem>("StaffOrderItem").implement({
  description: "One bought item of an order, as the staff move it.",
  fields: (f) => ({
    id: f.exposeID("id"),
    status: f.expose("status", { type: OrderStatus }),
    soldPrice: f.exposeInt("soldPrice", { description: "Kopecks." }),
    trackCode: f.exposeString("trackCode", { nullable: true }),
    cdekWaybillId: f.exposeString("cdekWaybillId", { nullable: true }),
    estimatedDeliveryDate: f.exposeString("estimatedDeliveryDate", { nullable: true }),
    productItemId: f.exposeID("productItemId"),
    productName: f.exposeString("productName"),
    productSlug: f.exposeString("productSlug", { nullable: true }),
    sizeName: f.exposeString("sizeName", { nullable: true }),
    route: f.field({ type: [OrderStatus], resolve: (item) => [...item.route] }),
    nextStatuses: f.field({
      type: [OrderStatus],
      description:
        "The statuses it may move to now, by the operator API's rules (docs/orders.md#status-changes); none while the order is unpaid.",
      resolve: (item) => item.nextStatuses,
    }),
    statusHistory: f.field({
      type: [StaffStatusChange],
      description: "Oldest first.",
      resolve: (item) => item.history,
    }),
  }),
});

const StaffPayment = builder.objectRef<PaymentRow>("StaffPayment").implement({
  description: "A payment of an order at its provider.",
  fields: (f) => ({
    id: f.exposeID("id"),
    provider: f.exposeString("provider"),
    externalId: f.exposeString("externalId", { nullable: true }),
    status: f.expose("status", { type: PaymentStatus }),
    amount: f.exposeInt("amount", { description: "Kopecks." }),
    createdAt: f.string({ resolve: (payment) => payment.createdAt.toISOString() }),
    updatedAt: f.string({ resolve: (payment) => payment.updatedAt.toISOString() }),
  }),
});

export const StaffOrder = builder.objectRef<StaffOrderDetails>("StaffOrder").implement({
  description: "An order's page in the back office.",
  fields: (f) => ({
    id: f.id({ resolve: ({ order }) => order.id }),
    uuid: f.string({ resolve: ({ order }) => order.uuid }),
    status: f.field({ type: OrderStatus, resolve: ({ order }) => order.status }),
    paid: f.boolean({ resolve: ({ order }) => order.paid }),
    createdAt: f.string({ resolve: ({ order }) => order.createdAt.toISOString() }),
    name: f.string({ resolve: ({ order }) => order.name }),
    surname: f.string({ nullable: true, resolve: ({ order }) => order.surname }),
    lastname: f.string({ nullable: true, resolve: ({ order }) => order.lastname }),
    phone: f.string({ resolve: ({ order }) => order.phone }),
    email: f.string({ nullable: true, resolve: ({ order }) => order.email }),
    comment: f.string({
      nullable: true,
      description: "The shopper's own comment at checkout.",
      resolve: ({ order }) => order.comment,
    }),
    commentForShopper: f.string({
      nullable: true,
      description: "The shop's comment for the shopper, shown on the order's page.",
      resolve: ({ order }) => order.commentForShopper,
    }),
    commentForShopperAt: f.string({
      nullable: true,
      resolve: ({ order }) => iso(order.commentForShopperAt),
    }),
    deliveryType: f.field({
      type: OrderDeliveryType,
      nullable: true,
      resolve: ({ order }) => deliveryTypeOf(order),
    }),
    deliveryAddress: f.string({ nullable: true, resolve: ({ order }) => deliveryAddress(order) }),
    amounts: f.field({ type: OrderAmountsType, resolve: ({ amounts }) => amounts }),
    items: f.field({ type: [StaffOrderItemType], resolve: ({ items }) => items }),
    nextStatuses: f.field({
      type: [OrderStatus],
      description: "Where all its items still on their way may move together.",
      resolve: ({ nextStatuses }) => nextStatuses,
    }),
    payments: f.field({ type: [StaffPayment], resolve: ({ payments }) => payments }),
  }),
});

const StaffBulkOutcome = builder.objectRef<BulkOrderOutcome>("StaffBulkOrderOutcome").implement({
  description: "One order of a batch: moved, or refused with the reason.",
  fields: (f) => ({
    orderId: f.exposeID("orderId"),
    ok: f.exposeBoolean("ok"),
    status: f.field({
      type: OrderStatus,
      nullable: true,
      description: "The order's status after the move.",
      resolve: (outcome) => (outcome.ok ? outcome.status : null),
    }),
    message: f.string({
      nullable: true,
      description: "Why it did not move, in Russian.",
      resolve: (outcome) => (outcome.ok ? null : outcome.message),
    }),
  }),
});

export const StaffBulkReport = builder
  .objectRef<BulkStatusReport>("StaffBulkStatusReport")
  .implement({
    description: "What a batch did: how many orders moved, how many were refused, and each one.",
    fields: (f) => ({
      status: f.expose("status", { type: OrderStatus }),
      moved: f.exposeInt("moved"),
      refused: f.exposeInt("refused"),
      outcomes: f.field({ type: [StaffBulkOutcome], resolve: (report) => report.outcomes }),
    }),
  });
