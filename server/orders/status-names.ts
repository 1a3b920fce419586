/**
 * The Russian names of the order statuses, for the shop API's own words: the notifications a
 * shopper receives and the operator API's refusals (docs/orders.md#order-statuses). The
 * storefront keeps the same table for its pages, since it may run against a remote API.
 */
import type { OrderStatus } from "./status-rules.ts";

export const STATUS_NAMES: Record<OrderStatus, string> = {
  AWAITING_PAY: "Ожидает оплаты",
  AWAITING_CALL: "Ожидает звонка менеджера",
  ACCEPT_MEET_WAIT_PAID: "Принят, ожидает оплаты",
  PAID_READY_TO_SEND: "Оплачен, готов к отправке",
  AWAITING_RESPONSE_FROM_SUPPLIER: "Ожидает ответа от поставщика",
  PURCHASED_FROM_SELLER: "Выкуплен у продавца",
  TRANSFERRED_TO_LOGISTICS_CENTER: "Передан в логистический центр",
  CUSTOMS_CLEARANCE_IN_TURKEY: "Таможенное оформление в Турции",
  CUSTOMS_CLEARANCE_IN_TURKEY_COMPLETED: "Таможенное оформление в Турции завершено",
  SHIPPED_TO_RUSSIA_STOCK_MEET: "Отправлен на склад Meet Market в России",
  ACCEPTED_IN_RUSSIA_STOCK_MEET: "Принят на складе в России",
  AWAITING_SENT_FROM_MEET: "Ожидает отправки со склада Meet Market",
  HANDED_OVER_FOR_DELIVERY: "Передан в доставку",
  TRANSFERRED_FOR_DELIVERY_TO_RECIPIENT: "Передан для доставки получателю",
  DELIVERED: "Доставлен",
  DELIVERED_BY_YANDEX_DELIVERY_OR_COURIER: "Доставлен курьером",
  ARRANGED_EXCHANGE: "Оформлен обмен",
  CANCEL_PURCHASE: "Покупка отменена",
  ISSUED_REFUND: "Деньги возвращены",
};
