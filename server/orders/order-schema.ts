/**
 * An order read back (docs/orders.md#public-order-status): whole by its owner (getOrderByUUID:
 * the recipient, the amounts, the delivery, the items and, while it awaits payment, where to
 * pay), or by anyone with its link, whose key is the order's random uuid (publicOrder: statuses,
 * items, dates and the delivery type, never a name, phone, e-mail or address). The sequential
 * number opens an order to its signed-in owner alone (docs/decisions/032-public-order-links.md).
 */
import { ProductItem } from "../catalogue/product-schema.ts";
import { Supplier } from "../catalogue/reference-schema.ts";
import { originOf } from "../delivery/window.ts";
import { DeliveryWindow } from "../delivery/window-schema.ts";
import type { AddressSnapshot, PickupSnapshot } from "../db/schema.ts";
import * as t from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import { OrderStatus } from "../graphql/enums.ts";
import { loadRow } from "../graphql/loading.ts";
import { signedOutError } from "../graphql/viewer.ts";
import { amountsOfOrder, OrderAmountsType } from "./amounts-schema.ts";
import { cashbackToCome } from "./item-bonuses.ts";
import { itemsOfOrder } from "./order-loaders.ts";
import {
  findOrderByUuid,
  findOwnOrderById,
  findOwnOrderByUuid,
  historiesOfOrderItems,
  type OrderProductItemRow,
  type OrderRow,
  pendingPaymentLink,
  type StatusChangeRow,
} from "./order-service.ts";
import { orderedWindow } from "./order-window.ts";
import { ROUTES } from "./status-rules.ts";
import { OrderDeliveryType } from "./vocabulary-schema.ts";
import { deliveryTypeOf } from "./vocabulary.ts";

const PaymentType = builder.enumType("PaymentType", { values: t.paymentTypeValues });

const OrderAddressDelivery = builder.objectRef<AddressSnapshot>("OrderAddressDelivery").implement({
  description: "The address an order goes to.",
  fields: (f) => ({
    country: f.exposeString("country"),
    city: f.exposeString("city"),
    street: f.exposeString("street"),
    house: f.exposeString("house"),
    apartment: f.string({ nullable: true, resolve: (a) => a.apartment ?? null }),
    building: f.string({ nullable: true, resolve: (a) => a.building ?? null }),
    index: f.string({ nullable: true, resolve: (a) => a.index ?? null }),
  }),
});

const OrderCdekDelivery = builder.objectRef<PickupSnapshot>("OrderCdekDelivery").implement({
  description:
    "The delivery-service pickup record of an order going to a pickup point (docs/checkout.md#pickup-points).",
  fields: (f) => ({
    code: f.exposeString("code"),
    country_code: f.exposeString("country_code"),
    region_code: f.int({ nullable: true, resolve: (p) => p.region_code ?? null }),
    region: f.string({ nullable: true, resolve: (p) => p.region ?? null }),
    city_code: f.int({ nullable: true, resolve: (p) => p.city_code ?? null }),
    city: f.exposeString("city"),
    postal_code: f.string({ nullable: true, resolve: (p) => p.postal_code ?? null }),
    longitude: f.exposeFloat("longitude"),
    latitude: f.exposeFloat("latitude"),
    address: f.exposeString("address"),
    address_full: f.exposeString("address_full"),
  }),
});

const OrderStatusChange = builder.objectRef<StatusChangeRow>("OrderStatusChange").implement({
  description: "One step of an order item's status history.",
  fields: (f) => ({
    status: f.expose("status", { type: OrderStatus }),
    previousStatus: f.expose("previousStatus", { type: OrderStatus, nullable: true }),
    createdAt: f.string({ resolve: (change) => change.createdAt.toISOString() }),
  }),
});

export const OrderProductItem = builder
  .objectRef<OrderProductItemRow>("OrderProductItem")
  .implement({
    description: "One bought product item of an order.",
    fields: (f) => ({
      id: f.exposeID("id"),
      status: f.expose("status", { type: OrderStatus }),
      statusHistory: f.loadableGroup({
        type: OrderStatusChange,
        description: "Its statuses so far, oldest first.",
        load: (ids: number[], ctx) => historiesOfOrderItems(ctx.db, ids),
        group: (change) => change.orderProductItemId,
        resolve: (line) => line.id,
      }),
      trackCode: f.exposeString("trackCode", {
        nullable: true,
        description: "The delivery service's tracking number, once handed to delivery.",
      }),
      cdekWaybillId: f.exposeString("cdekWaybillId", { nullable: true }),
      soldPrice: f.exposeInt("soldPrice", { description: "Kopecks." }),
      estimatedDeliveryDate: f.exposeString("estimatedDeliveryDate", {
        nullable: true,
        description: "YYYY-MM-DD: the last day of its delivery window.",
      }),
      deliveryWindow: f.field({
        type: DeliveryWindow,
        nullable: true,
        description:
          "The window promised when it was ordered (or the day the staff set since), its days counted from the day it was ordered; null without a date.",
        resolve: (line) => orderedWindow(line),
      }),
      route: f.field({
        type: [OrderStatus],
        description:
          "The statuses of its way, in order, as where it starts makes it (docs/orders.md#the-way-of-an-order): no steps abroad for goods from Russia.",
        resolve: async (line, _args, ctx) => {
          const item = await loadRow(ProductItem, ctx, line.productItemId);
          const supplier = item ? await loadRow(Supplier, ctx, item.supplierId) : null;
          return ROUTES[supplier ? originOf(supplier) : "ABROAD"];
        },
      }),
      productItem: f.field({
        type: ProductItem,
        nullable: true,
        resolve: (line) => line.productItemId,
      }),
    }),
  });

const Order = builder.objectRef<OrderRow>("Order").implement({
  description: "An order as its owner reads it. Money in kopecks, bonuses in roubles.",
  fields: (f) => ({
    id: f.exposeID("id", { description: "The order number shown to the shopper." }),
    uuid: f.exposeString("uuid"),
    status: f.expose("status", { type: OrderStatus }),
    paid: f.exposeBoolean("paid"),
    paymentType: f.expose("paymentType", { type: PaymentType }),
    name: f.exposeString("name"),
    surname: f.exposeString("surname", { nullable: true }),
    lastname: f.exposeString("lastname", { nullable: true }),
    phone: f.exposeString("phone"),
    email: f.exposeString("email", { nullable: true }),
    comment: f.exposeString("comment", { nullable: true }),
    commentForShopper: f.exposeString("commentForShopper", {
      nullable: true,
      description: "The shop's comment for the shopper, written in the back office; plain text.",
    }),
    totalPrice: f.exposeInt("totalPrice", { description: "The goods at their prices." }),
    deliveryPrice: f.exposeInt("deliveryPrice"),
    discountValue: f.exposeInt("discountValue", { description: "The promo code's discount." }),
    paidByBonuses: f.exposeInt("paidByBonuses", { description: "Bonuses spent on it." }),
    amounts: f.field({
      type: OrderAmountsType,
      description:
        "Its money as every screen shows it: goods, discount, bonuses, delivery, paid or due, and what goes back (docs/orders.md#amounts).",
      resolve: (order, _args, ctx) => amountsOfOrder(order, ctx),
    }),
    createdAt: f.string({ resolve: (order) => order.createdAt.toISOString() }),
    reservedUntil: f.string({
      nullable: true,
      description: "While awaiting payment: when the reservation of its items ends.",
      resolve: (order) => order.reservedUntil?.toISOString() ?? null,
    }),
    addressDelivery: f.field({
      type: OrderAddressDelivery,
      nullable: true,
      resolve: (order) => order.addressDelivery ?? null,
    }),
    cdekDelivery: f.field({
      type: OrderCdekDelivery,
      nullable: true,
      resolve: (order) => order.cdekDelivery ?? null,
    }),
    cashback: f.exposeInt("cashback", { description: "Bonuses earned with it so far." }),
    cashbackToCome: f.int({
      description:
        "Bonuses its items still earn once received: at the owner's level now, on the money paid for the items neither received nor given back, as they will be credited. 0 before payment.",
      resolve: (order, _args, { db }) => cashbackToCome(db, order),
    }),
    deliveryType: f.field({
      type: OrderDeliveryType,
      nullable: true,
      resolve: deliveryTypeOf,
    }),
    orderProductItems: f.field({
      type: [OrderProductItem],
      resolve: (order, _args, ctx) => itemsOfOrder(ctx).load(order.id),
    }),
    paymentLink: f.string({
      nullable: true,
      description: "Where to pay, while the order awaits payment.",
      resolve: (order, _args, { db }) => pendingPaymentLink(db, order),
    }),
  }),
});

const OrderUuidDto = builder.inputType("OrderUuidDto", {
  fields: (f) => ({ uuid: f.string({ required: true }) }),
});

builder.queryField("getOrderByUUID", (f) =>
  f.field({
    type: Order,
    nullable: true,
    description:
      "The signed-in shopper's order by its uuid; null for an unknown order, someone else's, or a guest.",
    args: { dto: f.arg({ type: OrderUuidDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const viewer = await ctx.viewer();
      if (!viewer.ok) {
        if (viewer.reason === "missing") return null;
        // An expired token is refreshed by the storefront and the call retried.
        throw signedOutError(viewer.reason);
      }
      return findOwnOrderByUuid(ctx.db, viewer.userId, dto.uuid);
    },
  }),
);

const PublicOrder = builder.objectRef<OrderRow>("PublicOrder").implement({
  description:
    "An order as anyone with its link reads it: no name, phone, e-mail or address (docs/orders.md#public-order-status).",
  fields: (f) => ({
    id: f.exposeID("id", { description: "The order number shown to the shopper." }),
    uuid: f.exposeString("uuid", {
      description: "The key of its public link, /orders/{uuid}: the caller already holds it.",
    }),
    status: f.expose("status", { type: OrderStatus }),
    paid: f.exposeBoolean("paid"),
    createdAt: f.string({ resolve: (order) => order.createdAt.toISOString() }),
    deliveryType: f.field({ type: OrderDeliveryType, nullable: true, resolve: deliveryTypeOf }),
    orderProductItems: f.field({
      type: [OrderProductItem],
      resolve: (order, _args, ctx) => itemsOfOrder(ctx).load(order.id),
    }),
  }),
});

export const PublicOrderDto = builder.inputType("PublicOrderDto", {
  fields: (f) => ({
    id: f.id({
      required: true,
      description:
        "The order's public id, its uuid (from its link); or its number, which answers only its signed-in owner.",
    }),
  }),
});

export const ORDER_NUMBER = /^\d{1,15}$/;

builder.queryField("publicOrder", (f) =>
  f.field({
    type: PublicOrder,
    nullable: true,
    description:
      "An order's public status by its uuid, to anyone with the link; by its number, only to its signed-in owner. Null for anything else, the same null whether the order exists or not.",
    args: { dto: f.arg({ type: PublicOrderDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const id = String(dto.id);
      if (!ORDER_NUMBER.test(id)) return findOrderByUuid(ctx.db, id);
      // Numbers are sequential: anyone could count through them (docs/security.md#order-links).
      const viewer = await ctx.viewer();
      if (!viewer.ok) {
        // An expired token is refreshed by the storefront and the call retried; a guest or a
        // forged token learns nothing, for every number alike.
        if (viewer.reason === "expired") throw signedOutError(viewer.reason);
        return null;
      }
      return findOwnOrderById(ctx.db, viewer.userId, Number(id));
    },
  }),
);
