/**
 * The back office's order screens' data, in the shop API's words (docs/back-office.md#заказы): a
 * loader turns the API's answer into these, and the components only show them.
 */
import type { ResultOf } from "~/graphql.ts";
import { headlineOf } from "~/features/orders/order-amounts.ts";
import {
  deliveryTypeName,
  type OrderStatus,
  type OrderVocabulary,
  statusName,
} from "~/features/orders/order-vocabulary.ts";
import type { StaffOrderQuery, StaffOrdersQuery } from "./documents.server.ts";
import type { OrdersFilter } from "./forms.ts";

export interface Choice {
  value: string;
  label: string;
}

export interface OrderRowView {
  id: string;
  createdAt: string;
  customer: string;
  phone: string;
  statusName: string;
  paid: boolean;
  deliveryTypeName: string | null;
  itemCount: number;
  /** The sum the order is summed up by: paid, to pay, or its total. */
  sum: { label: string; amount: number };
}

export interface OrdersListView {
  orders: OrderRowView[];
  totalItems: number;
  page: number;
  totalPages: number;
  filter: OrdersFilter;
  statuses: Choice[];
  deliveryTypes: Choice[];
}

type StaffOrderData = NonNullable<ResultOf<typeof StaffOrderQuery>["staffOrder"]>;

export interface StaffItemView {
  id: string;
  productName: string;
  productSlug: string | null;
  sizeName: string | null;
  soldPrice: number;
  statusName: string;
  trackCode: string | null;
  next: Choice[];
  history: { statusName: string; previousName: string | null; createdAt: string }[];
}

export interface PaymentView {
  id: string;
  provider: string;
  externalId: string | null;
  statusName: string;
  amount: number;
  createdAt: string;
}

export interface StaffOrderView {
  id: string;
  uuid: string;
  statusName: string;
  paid: boolean;
  createdAt: string;
  customer: string;
  phone: string;
  email: string | null;
  /** The shopper's own comment at checkout. */
  shopperComment: string | null;
  commentForShopper: string | null;
  deliveryTypeName: string | null;
  deliveryAddress: string | null;
  amounts: StaffOrderData["amounts"];
  next: Choice[];
  items: StaffItemView[];
  payments: PaymentView[];
}

/** The payment provider's states, in the staff's words. */
const PAYMENT_STATUS_NAMES: Record<string, string> = {
  PENDING: "Ожидает оплаты",
  SUCCEEDED: "Проведён",
  CANCELED: "Отменён",
  REFUNDED: "Возвращён",
};

const customerOf = (order: { name: string; surname?: string | null; lastname?: string | null }) =>
  [order.surname, order.name, order.lastname].filter(Boolean).join(" ");

const choices = (vocabulary: OrderVocabulary, statuses: readonly OrderStatus[]): Choice[] =>
  statuses.map((status) => ({ value: status, label: statusName(vocabulary, status) }));

/** The statuses a filter may name: every one, in the vocabulary's order. */
export const statusChoices = (vocabulary: OrderVocabulary): Choice[] =>
  vocabulary.statuses.map(({ status, name }) => ({ value: status, label: name }));

/** The statuses a batch may move to: every one but payment's own. */
export const bulkStatusChoices = (vocabulary: OrderVocabulary): Choice[] =>
  statusChoices(vocabulary).filter(
    (choice) => choice.value !== "AWAITING_PAY" && choice.value !== "ACCEPT_MEET_WAIT_PAID",
  );

export function toOrdersListView(
  answer: ResultOf<typeof StaffOrdersQuery>,
  filter: OrdersFilter,
): OrdersListView {
  const vocabulary = answer.orderVocabulary;
  const { items, pagination } = answer.staffOrders;
  return {
    orders: items.map((order) => ({
      id: order.id,
      createdAt: order.createdAt,
      customer: customerOf(order),
      phone: order.phone,
      statusName: statusName(vocabulary, order.status),
      paid: order.paid,
      deliveryTypeName: deliveryTypeName(vocabulary, order.deliveryType),
      itemCount: order.itemCount,
      sum: headlineOf(order.amounts),
    })),
    totalItems: pagination.totalItems,
    page: pagination.page,
    totalPages: pagination.totalPages,
    filter,
    statuses: statusChoices(vocabulary),
    deliveryTypes: vocabulary.deliveryTypes.map(({ type, name }) => ({ value: type, label: name })),
  };
}

export function toStaffOrderView(
  order: StaffOrderData,
  vocabulary: OrderVocabulary,
): StaffOrderView {
  return {
    id: order.id,
    uuid: order.uuid,
    statusName: statusName(vocabulary, order.status),
    paid: order.paid,
    createdAt: order.createdAt,
    customer: customerOf(order),
    phone: order.phone,
    email: order.email ?? null,
    shopperComment: order.comment ?? null,
    commentForShopper: order.commentForShopper ?? null,
    deliveryTypeName: deliveryTypeName(vocabulary, order.deliveryType),
    deliveryAddress: order.deliveryAddress ?? null,
    amounts: order.amounts,
    next: choices(vocabulary, order.nextStatuses),
    items: order.items.map((item) => ({
      id: item.id,
      productName: item.productName,
      productSlug: item.productSlug ?? null,
      sizeName: item.sizeName ?? null,
      soldPrice: item.soldPrice,
      statusName: statusName(vocabulary, item.status),
      trackCode: item.trackCode ?? null,
      next: choices(vocabulary, item.nextStatuses),
      history: item.statusHistory.map((change) => ({
        statusName: statusName(vocabulary, change.status),
        previousName: change.previousStatus ? statusName(vocabulary, change.previousStatus) : null,
        createdAt: change.createdAt,
      })),
    })),
    payments: order.payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      externalId: payment.externalId ?? null,
      statusName: PAYMENT_STATUS_NAMES[payment.status] ?? payment.status,
      amount: payment.amount,
      createdAt: payment.createdAt,
    })),
  };
}
