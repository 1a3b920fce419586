/**
 * Placing an order and paying it (docs/checkout.md#payment): getIdempotencyKey,
 * createOrderWithPaymentLink, and the sandbox payment page's sandboxPayment and
 * completeSandboxPayment. The shopper is the access token's, never an argument.
 */
import { randomUUID } from "node:crypto";
import { GraphQLError } from "graphql";
import { answer as cartAnswer } from "../cart/schema.ts";
import { DeliveryCalculation } from "../delivery/schema.ts";
import { builder } from "../graphql/builder.ts";
import { unauthenticated } from "../graphql/errors.ts";
import { orderAmounts } from "../orders/amounts.ts";
import { OrderAmountsType } from "../orders/amounts-schema.ts";
import { isUnavailable } from "../providers/index.ts";
import { type CreateOrderDto as CreateOrderInput, parseOrderInput } from "./input.ts";
import {
  type OrderPaymentLink as PaymentLinkAnswer,
  PAYMENTS_OFF_MESSAGE,
} from "./payment-link.ts";
import { placeOrder } from "./placement.ts";
import { completeSandboxPayment, findSandboxPayment } from "./sandbox.ts";

const IdempotencyKey = builder.objectRef<{ idempotencyKey: string }>("IdempotencyKey").implement({
  description: "A key for one order: submitting it again answers the same order.",
  fields: (f) => ({ idempotencyKey: f.exposeString("idempotencyKey") }),
});

builder.queryField("getIdempotencyKey", (f) =>
  f.field({
    type: IdempotencyKey,
    description: "A fresh random key (UUID v4) for createOrderWithPaymentLink.",
    resolve: () => ({ idempotencyKey: randomUUID() }),
  }),
);

const DeliveryType = builder.enumType("DeliveryType", {
  description: "To a pickup point (PVZ) or to an address.",
  values: ["PVZ", "ADDRESS"] as const,
});

const OrderAddressInput = builder.inputType("OrderAddressInput", {
  fields: (f) => ({
    country: f.string({ required: true }),
    cityId: f.int({ description: "The shop's city id (findCity), when known." }),
    city: f.string({ required: true }),
    street: f.string({ required: true }),
    house: f.string({ required: true }),
    apartment: f.string(),
    building: f.string(),
    index: f.string({ description: "The postal code, six digits." }),
    latitude: f.float(),
    longitude: f.float(),
  }),
});

const OrderDeliveryInput = builder.inputType("OrderDeliveryInput", {
  fields: (f) => ({
    type: f.field({ type: DeliveryType, required: true }),
    pvzCode: f.string({ description: "The pickup point's code, for PVZ." }),
    address: f.field({ type: OrderAddressInput, description: "For ADDRESS." }),
  }),
});

const CreateOrderDto = builder.inputType("CreateOrderDto", {
  description: "No price travels in it: every amount is computed by the shop API.",
  fields: (f) => ({
    idempotencyKey: f.string({ required: true, description: "From getIdempotencyKey." }),
    name: f.string({ required: true }),
    surname: f.string({ required: true }),
    lastname: f.string(),
    phone: f.string({ required: true, description: "A Russian mobile number." }),
    email: f.string({ required: true }),
    comment: f.string(),
    delivery: f.field({ type: OrderDeliveryInput, required: true }),
    productItemIds: f.idList({ required: true, description: "1 to 50 distinct items." }),
    promoCode: f.string(),
    bonuses: f.int({ description: "Bonuses to spend: a multiple of 10, 0 when unset." }),
    publicOfferAccepted: f.boolean({ required: true }),
    returnPath: f.string({
      description: "A path of the shop to return to after paying; the order's page when unset.",
    }),
  }),
});

const OrderPaymentLink = builder.objectRef<PaymentLinkAnswer>("OrderPaymentLink").implement({
  description: "A placed order and where to pay it.",
  fields: (f) => ({
    orderId: f.exposeID("orderId"),
    uuid: f.exposeString("uuid"),
    paymentLink: f.exposeString("paymentLink"),
    totalToPay: f.exposeInt("totalToPay", {
      description: "Kopecks: goods − discount − bonuses + delivery.",
    }),
  }),
});

builder.mutationField("createOrderWithPaymentLink", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: OrderPaymentLink,
    description:
      "Places the order (the same idempotency key again answers the same order and link) and answers where to pay.",
    args: { dto: f.arg({ type: CreateOrderDto, required: true }) },
    resolve: async (_root, { dto }, ctx) => {
      const { userId } = ctx;
      // Production without a payments provider takes no order: nothing could pay it
      // (docs/decisions/030-demo-and-production.md).
      if (isUnavailable(ctx.providers.payments)) {
        throw new GraphQLError(PAYMENTS_OFF_MESSAGE, {
          extensions: { code: "PAYMENT_UNAVAILABLE" },
        });
      }
      const input = parseOrderInput(dto as CreateOrderInput);
      return placeOrder(ctx.db, ctx.providers, userId, input, ctx.publicUrl ?? "");
    },
  }),
);

builder.objectField(DeliveryCalculation, "orderAmounts", (f) =>
  f.field({
    type: OrderAmountsType,
    nullable: true,
    description:
      "The signed-in shopper's order with this delivery: the cart's checked items on sale, its promo code and bonuses, priced as placing the order prices them (docs/checkout.md#totals). Null for a guest.",
    resolve: async (quote, _args, ctx) => {
      const viewer = await ctx.viewer();
      if (!viewer.ok) {
        if (viewer.reason === "missing") return null;
        // An expired token is refreshed by the storefront and the call retried.
        throw unauthenticated("Срок действия входа истёк");
      }
      const cart = await cartAnswer(ctx, viewer.userId);
      return orderAmounts(
        {
          status: "AWAITING_PAY",
          paid: false,
          totalPrice: cart.totalPrice,
          discountValue: cart.discountValue ?? 0,
          paidByBonuses: cart.bonusesToSpend,
          deliveryPrice: quote.deliveryPrice,
        },
        [],
      );
    },
  }),
);

const SandboxPayment = builder
  .objectRef<{ id: string; orderId: number; amount: number; status: string; description: string }>(
    "SandboxPayment",
  )
  .implement({
    description: "A payment of the shop's sandbox payment page (offline, without YooKassa).",
    fields: (f) => ({
      id: f.exposeID("id"),
      orderId: f.exposeID("orderId"),
      amount: f.exposeInt("amount", { description: "Kopecks." }),
      status: f.exposeString("status", { description: "pending, succeeded or canceled." }),
      description: f.exposeString("description"),
    }),
  });

const SandboxPaymentDto = builder.inputType("SandboxPaymentDto", {
  fields: (f) => ({ id: f.id({ required: true }) }),
});

builder.queryField("sandboxPayment", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: SandboxPayment,
    nullable: true,
    description:
      "A sandbox payment of the signed-in shopper's own order; null when unknown, someone else's, or when the shop has no sandbox (YooKassa, production).",
    args: { dto: f.arg({ type: SandboxPaymentDto, required: true }) },
    resolve: async (_root, { dto }, ctx) =>
      findSandboxPayment(ctx.db, ctx.providers, ctx.userId, String(dto.id)),
  }),
);

const SandboxOutcome = builder.enumType("SandboxOutcome", {
  values: ["PAID", "CANCELED"] as const,
});

const CompleteSandboxPaymentDto = builder.inputType("CompleteSandboxPaymentDto", {
  fields: (f) => ({
    id: f.id({ required: true }),
    outcome: f.field({ type: SandboxOutcome, required: true }),
  }),
});

const SandboxPaymentResult = builder
  .objectRef<{ returnUrl: string; status: string }>("SandboxPaymentResult")
  .implement({
    fields: (f) => ({
      returnUrl: f.exposeString("returnUrl", { description: "Where to send the buyer now." }),
      status: f.exposeString("status", { description: "succeeded or canceled." }),
    }),
  });

builder.mutationField("completeSandboxPayment", (f) =>
  f.withAuth({ signedIn: true }).field({
    type: SandboxPaymentResult,
    description:
      "Pays or cancels a sandbox payment of the signed-in shopper's own order (demo only), then applies it to the order as a payment notification would.",
    args: { dto: f.arg({ type: CompleteSandboxPaymentDto, required: true }) },
    resolve: async (_root, { dto }, ctx) =>
      completeSandboxPayment(
        ctx.db,
        ctx.providers,
        ctx.userId,
        String(dto.id),
        dto.outcome,
        ctx.publicUrl ?? "",
      ),
  }),
);
