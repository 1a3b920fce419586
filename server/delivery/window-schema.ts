/**
 * The delivery window in the shop API (docs/checkout.md#delivery-window): its type, and the
 * catalogue's fields that carry it before a place is chosen (a product item's, a product's over
 * its offers on sale), for the default city. The checkout's quotes (schema.ts) and the orders'
 * items (server/orders/order-schema.ts) answer the same type.
 */
import { itemsOfProduct, Product, ProductItem } from "../catalogue/product-schema.ts";
import { Supplier } from "../catalogue/reference-schema.ts";
import { builder } from "../graphql/builder.ts";
import { loadRow, loadRows } from "../graphql/loading.ts";
import {
  type DeliveryOrigin as Origin,
  type DeliveryWindow as Window,
  deliveryWindow,
  originOf,
  shopDay,
  spanOf,
} from "./window.ts";
import { DEFAULT_DESTINATION, defaultTransit } from "./window-service.ts";

const originDescriptions: Record<Origin, { description: string }> = {
  MEET_STOCK: { description: "Already in the shop's stock in Russia (Moscow)." },
  RUSSIA: { description: "At a supplier in Russia, brought to the stock first." },
  ABROAD: { description: "At a supplier abroad (Turkey): through customs to the stock." },
};

export const DeliveryOrigin = builder.enumType("DeliveryOrigin", {
  description: "Where an item starts its way (docs/orders.md#the-way-of-an-order).",
  values: originDescriptions,
});

export const DeliveryWindow = builder.objectRef<Window>("DeliveryWindow").implement({
  description:
    "When goods can arrive: days and the dates they mean, in the shop's calendar (Moscow). The same computation for every screen and letter.",
  fields: (f) => ({
    daysMin: f.exposeInt("daysMin", {
      description:
        "Days to the first day of the window: from today, or for an order's item from the day it was ordered.",
    }),
    daysMax: f.exposeInt("daysMax", { description: "Days to the last day of the window." }),
    firstDate: f.exposeString("firstDate", { description: "YYYY-MM-DD." }),
    lastDate: f.exposeString("lastDate", { description: "YYYY-MM-DD." }),
    days: f.exposeString("days", { description: "As a shopper reads it: «6–11 дней»." }),
    dates: f.exposeString("dates", {
      description: "As a shopper reads it: «3–8 декабря», «28 ноября – 3 декабря».",
    }),
    destination: f.exposeString("destination", {
      nullable: true,
      description:
        "Where the window is for when no place is chosen yet («в Москву»); null when it is the chosen place's.",
    }),
  }),
});

builder.objectFields(ProductItem, (f) => ({
  deliveryOrigin: f.field({
    type: DeliveryOrigin,
    nullable: true,
    resolve: async (item, _args, ctx) => {
      const supplier = await loadRow(Supplier, ctx, item.supplierId);
      return supplier ? originOf(supplier) : null;
    },
  }),
  deliveryWindow: f.field({
    type: DeliveryWindow,
    nullable: true,
    description:
      "When it can arrive in the default city by either delivery type, from today; null when the delivery service cannot say.",
    resolve: async (item, _args, ctx) => {
      const { providers } = ctx;
      const [supplier, transit] = await Promise.all([
        loadRow(Supplier, ctx, item.supplierId),
        defaultTransit(providers),
      ]);
      if (!supplier || !transit) return null;
      return deliveryWindow(
        supplier,
        transit,
        shopDay(providers.clock.now()),
        DEFAULT_DESTINATION.to,
      );
    },
  }),
}));

builder.objectField(Product, "deliveryWindow", (f) =>
  f.field({
    type: DeliveryWindow,
    nullable: true,
    description:
      "When its offers on sale can arrive in the default city, from the soonest to the latest; null when none is on sale.",
    resolve: async (product, _args, ctx) => {
      const { providers } = ctx;
      const items = (await itemsOfProduct(ctx).load(product.id)).filter(
        (item) => !item.isSold && !item.isReserved,
      );
      const transit = await defaultTransit(providers);
      if (!transit || items.length === 0) return null;
      const suppliers = await loadRows(Supplier, ctx, [
        ...new Set(items.map((item) => item.supplierId)),
      ]);
      const today = shopDay(providers.clock.now());
      return spanOf(
        suppliers.map((supplier) =>
          deliveryWindow(supplier, transit, today, DEFAULT_DESTINATION.to),
        ),
        today,
      );
    },
  }),
);
