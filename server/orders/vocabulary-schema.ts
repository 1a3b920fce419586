/**
 * `orderVocabulary`: the shop's words for orders as the storefront shows them
 * (docs/orders.md#order-statuses): each status's name, what a status outside the stages means,
 * the stages of an order's way and the delivery types' names. The storefront keeps no copy of
 * them (docs/decisions/039-vocabulary-and-field-rules.md).
 */
import { builder } from "../graphql/builder.ts";
import { OrderStatus } from "../graphql/enums.ts";
import { type DeliveryType, type OrderVocabulary, orderVocabulary } from "./vocabulary.ts";

export const OrderDeliveryType = builder.enumType("OrderDeliveryType", {
  values: {
    PICKUP_POINT: { description: "To a delivery service's pickup point." },
    COURIER: { description: "By courier to an address." },
  } satisfies Record<DeliveryType, { description: string }>,
});

const OrderStatusTerm = builder
  .objectRef<OrderVocabulary["statuses"][number]>("OrderStatusTerm")
  .implement({
    description: "An order status as a shopper reads it.",
    fields: (f) => ({
      status: f.expose("status", { type: OrderStatus }),
      name: f.exposeString("name", { description: "Its Russian name («Выкуплен у продавца»)." }),
      meaning: f.exposeString("meaning", {
        nullable: true,
        description:
          "What it means, for a status outside the stages (a call, an exchange, a cancellation, a refund); null for a status on them.",
      }),
    }),
  });

const OrderStage = builder.objectRef<OrderVocabulary["stages"][number]>("OrderStage").implement({
  description: "A stage of an order's way (docs/orders.md#the-way-of-an-order).",
  fields: (f) => ({
    title: f.exposeString("title"),
    statuses: f.expose("statuses", {
      type: [OrderStatus],
      description: "The statuses an item has while at this stage, in order.",
    }),
    text: f.exposeString("text", { description: "What happens at this stage." }),
    duration: f.exposeString("duration", {
      nullable: true,
      description: "How long it usually takes («1–3 дня»); null for the last stage.",
    }),
  }),
});

const OrderDeliveryTypeTerm = builder
  .objectRef<OrderVocabulary["deliveryTypes"][number]>("OrderDeliveryTypeTerm")
  .implement({
    description: "A delivery type as an order's page names it.",
    fields: (f) => ({
      type: f.expose("type", { type: OrderDeliveryType }),
      name: f.exposeString("name", { description: "Its Russian name («Пункт выдачи СДЭК»)." }),
    }),
  });

const OrderVocabularyType = builder.objectRef<OrderVocabulary>("OrderVocabulary").implement({
  description: "The shop's words for orders (docs/orders.md#order-statuses).",
  fields: (f) => ({
    statuses: f.expose("statuses", {
      type: [OrderStatusTerm],
      description:
        "Every status, in the order of docs/orders.md#order-statuses: those outside the stages in the order they are explained.",
    }),
    stages: f.expose("stages", {
      type: [OrderStage],
      description: "The stages of the longest way, from payment to the shopper's door.",
    }),
    deliveryTypes: f.expose("deliveryTypes", { type: [OrderDeliveryTypeTerm] }),
  }),
});

builder.queryField("orderVocabulary", (f) =>
  f.field({
    type: OrderVocabularyType,
    description:
      "The names of the order statuses, the stages of an order's way and the names of the delivery types, as every screen shows them.",
    resolve: () => orderVocabulary(),
  }),
);
