/**
 * The back office's order fields (docs/back-office.md#заказы), for staff whose role allows orders
 * (OWNER, MANAGER, WAREHOUSE: server/staff/access.ts), checked here in the API, never only in the
 * pages. Every change is written to the audit log under the staff member, in the change's own
 * transaction: «order.status», «order.comment», «orders.bulk-status».
 */
import { GraphQLError } from "graphql";
import { builder } from "../graphql/builder.ts";
import { badUserInput } from "../graphql/errors.ts";
import { pageOf, toPage } from "../graphql/pagination.ts";
import { parseInput } from "../identity/input.ts";
import { recordStaffAction, requireStaff } from "../staff/access.ts";
import {
  bulkChangeStatus,
  moveOrderItems,
  setCommentForShopper,
  type StatusChangeWritten,
} from "./back-office-changes.ts";
import {
  bulkStatusSchema,
  commentForShopperSchema,
  staffOrderFilterSchema,
} from "./back-office-input.ts";
import { listStaffOrders, staffOrderDetails } from "./back-office-service.ts";
import { StaffBulkReport, StaffOrder, StaffOrderSummary } from "./back-office-types.ts";
import { statusBody } from "./operator-endpoint.ts";

const StaffOrderPage = pageOf("StaffOrderPage", StaffOrderSummary);

const StaffOrdersDto = builder.inputType("StaffOrdersDto", {
  fields: (f) => ({
    // Strings, read by the API's own zod rules: a filter or form from an address or a page
    // names a status as text, and an unknown one is a Russian message, not a GraphQL error.
    status: f.string({ required: false, description: "An OrderStatus: the order's or an item's." }),
    createdFrom: f.string({
      required: false,
      description: "YYYY-MM-DD, the shop's day, included.",
    }),
    createdTo: f.string({ required: false, description: "YYYY-MM-DD, the shop's day, included." }),
    deliveryType: f.string({ required: false, description: "An OrderDeliveryType." }),
    paid: f.boolean({ required: false }),
    search: f.string({
      required: false,
      description: "The order's number, or the shopper's phone or any part of it.",
    }),
    page: f.int({ required: false, defaultValue: 1 }),
    limit: f.int({ required: false, defaultValue: 25 }),
  }),
});

builder.queryField("staffOrders", (f) =>
  f.field({
    type: StaffOrderPage,
    description: "Every shopper's orders that pass the filters, newest first (staff: orders).",
    args: { dto: f.arg({ type: StaffOrdersDto, required: false }) },
    resolve: async (_root, { dto }, ctx) => {
      requireStaff(ctx, "orders");
      const page = toPage(dto);
      const filter = parseInput(staffOrderFilterSchema, {
        status: dto?.status,
        createdFrom: dto?.createdFrom,
        createdTo: dto?.createdTo,
        deliveryType: dto?.deliveryType,
        paid: dto?.paid,
        search: dto?.search,
      });
      const found = await listStaffOrders(ctx.db, filter, page);
      return { ...found, page: page.page, limit: page.limit };
    },
  }),
);

const StaffOrderDto = builder.inputType("StaffOrderDto", {
  fields: (f) => ({ id: f.id({ required: true, description: "The order's number." }) }),
});

/** An order's number as typed; anything else names no order. */
const orderNumber = (id: string | number) => (/^\d{1,10}$/.test(String(id)) ? Number(id) : 0);

builder.queryField("staffOrder", (f) =>
  f.field({
    type: StaffOrder,
    nullable: true,
    description: "An order's page by its number (staff: orders); null for an unknown one.",
    args: { dto: f.arg({ type: StaffOrderDto, required: true }) },
    resolve: (_root, { dto }, ctx) => {
      requireStaff(ctx, "orders");
      return staffOrderDetails(ctx.db, orderNumber(dto.id));
    },
  }),
);

const StaffOrderStatusDto = builder.inputType("StaffOrderStatusDto", {
  fields: (f) => ({
    orderId: f.id({ required: true }),
    itemId: f.id({ required: false, description: "One item; without it every item on its way." }),
    status: f.string({ required: true, description: "An OrderStatus." }),
    trackCode: f.string({ required: false }),
    cdekWaybillId: f.string({ required: false }),
    estimatedDeliveryDate: f.string({ required: false, description: "YYYY-MM-DD." }),
  }),
});

/** A refusal of status-change.ts as the API answers it: its Russian message. */
function refused(reason: string, message: string): GraphQLError {
  if (reason === "ORDER_NOT_FOUND" || reason === "ITEM_NOT_FOUND") {
    return new GraphQLError(message, { extensions: { code: "NOT_FOUND" } });
  }
  return badUserInput(message, "status");
}

/** The order's page after a change: it was just changed, so it is there. */
async function orderAfterChange(db: Parameters<typeof staffOrderDetails>[0], orderId: number) {
  const details = await staffOrderDetails(db, orderId);
  if (!details)
    throw new GraphQLError(`Заказа №${orderId} нет`, { extensions: { code: "NOT_FOUND" } });
  return details;
}

const auditDetails = (change: StatusChangeWritten, extra: Record<string, unknown> = {}) => ({
  orderStatus: change.orderStatus,
  items: change.items.map((item) => ({
    id: item.id,
    from: item.previousStatus,
    to: item.status,
  })),
  ...extra,
});

builder.mutationField("staffChangeOrderStatus", (f) =>
  f.field({
    type: StaffOrder,
    description:
      "Moves an item, or all the order's items on their way, as the operator API does (staff: orders): the same rules, history and message to the shopper.",
    args: { dto: f.arg({ type: StaffOrderStatusDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const staff = requireStaff(ctx, "orders");
      const { itemId, ...request } = parseInput(statusBody, dto);
      const result = await moveOrderItems(
        ctx.db,
        ctx.providers,
        { ...request, itemId: itemId ?? null },
        {
          publicUrl: ctx.publicUrl,
          alsoInTransaction: (tx, change) =>
            recordStaffAction(tx, staff, {
              action: "order.status",
              subjectType: "order",
              subjectId: String(change.orderId),
              details: auditDetails(change, { status: request.status, itemId: itemId ?? null }),
            }),
        },
      );
      if (!result.ok) throw refused(result.reason, result.message);
      return orderAfterChange(ctx.db, result.order.id);
    },
  }),
);

const StaffOrderCommentDto = builder.inputType("StaffOrderCommentDto", {
  fields: (f) => ({
    orderId: f.id({ required: true }),
    comment: f.string({
      required: true,
      description: "Plain text, up to 1000 characters; empty takes the comment away.",
    }),
  }),
});

builder.mutationField("staffSetOrderComment", (f) =>
  f.field({
    type: StaffOrder,
    description: "Sets the shop's comment for the shopper on an order (staff: orders).",
    args: { dto: f.arg({ type: StaffOrderCommentDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const staff = requireStaff(ctx, "orders");
      const comment = parseInput(commentForShopperSchema, dto.comment);
      const orderId = orderNumber(dto.orderId);
      const result = await setCommentForShopper(
        ctx.db,
        ctx.providers,
        { orderId, comment },
        (tx, order) =>
          recordStaffAction(tx, staff, {
            action: "order.comment",
            subjectType: "order",
            subjectId: String(order.id),
            details: { comment },
          }),
      );
      if (!result.ok) throw refused(result.reason, result.message);
      return orderAfterChange(ctx.db, result.order.id);
    },
  }),
);

const StaffBulkStatusDto = builder.inputType("StaffBulkStatusDto", {
  fields: (f) => ({
    orderIds: f.idList({ required: true, description: "Up to 200 orders' numbers." }),
    status: f.string({ required: true, description: "An OrderStatus." }),
  }),
});

builder.mutationField("staffBulkOrderStatus", (f) =>
  f.field({
    type: StaffBulkReport,
    description:
      "Moves each order of a batch, all its items on their way, each whole or not at all, and reports every refused one with its reason (staff: orders).",
    args: { dto: f.arg({ type: StaffBulkStatusDto, required: true }) },
    resolve: (_root, { dto }, ctx) => {
      const staff = requireStaff(ctx, "orders");
      const input = parseInput(bulkStatusSchema, dto);
      return bulkChangeStatus(ctx.db, ctx.providers, input, {
        publicUrl: ctx.publicUrl,
        alsoInTransaction: (tx, change) =>
          recordStaffAction(tx, staff, {
            action: "orders.bulk-status",
            subjectType: "order",
            subjectId: String(change.orderId),
            details: auditDetails(change, { status: input.status, batch: input.orderIds.length }),
          }),
      });
    },
  }),
);
