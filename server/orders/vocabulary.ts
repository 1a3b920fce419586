/**
 * The shop's words for orders, written once (docs/orders.md#order-statuses): the Russian name of
 * each status, what a status outside the stages means, the stages of an order's way a shopper is
 * shown (docs/orders.md#the-way-of-an-order) and the names of the delivery types. The API's own
 * messages (the letters and SMS, the operator API's refusals) read them here, and the storefront
 * reads them from the API (`orderVocabulary`: docs/decisions/039-vocabulary-and-field-rules.md).
 */
import type { OrderStatus } from "./status-rules.ts";

export const STATUS_NAMES: Readonly<Record<OrderStatus, string>> = {
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

/** The statuses outside the stages, in the order they are explained, and what each means. */
export const SIDE_STATUS_MEANINGS: Readonly<Partial<Record<OrderStatus, string>>> = {
  AWAITING_CALL: "Нужно что-то уточнить по заказу — менеджер позвонит вам в рабочее время.",
  ACCEPT_MEET_WAIT_PAID:
    "Заказ принят (например, товар под заказ подтверждён поставщиком), осталось оплатить его по ссылке.",
  ARRANGED_EXCHANGE: "Мы договорились об обмене товара на другой размер или модель.",
  CANCEL_PURCHASE:
    "Покупка отменена — по вашей просьбе или потому, что поставщик не подтвердил наличие.",
  ISSUED_REFUND:
    "Деньги отправлены на карту или счёт, с которых была оплата. Банк зачисляет их обычно за 1–10 рабочих дней.",
};

export interface DeliveryStage {
  title: string;
  /** The statuses a shopper sees while the order is at this stage. */
  statuses: readonly OrderStatus[];
  text: string;
  /** How long the stage usually takes; null when it is the end of the way. */
  duration: string | null;
}

/** The stages of the way from a supplier in Turkey to the shopper's door, in order. */
export const DELIVERY_STAGES: readonly DeliveryStage[] = [
  {
    title: "Заказ оформлен и оплачен",
    statuses: ["AWAITING_PAY", "PAID_READY_TO_SEND"],
    text: "Вы оформляете заказ и оплачиваете его по ссылке картой или через СБП. Пока оплаты нет, товар не резервируется у поставщика.",
    duration: "сразу после оплаты",
  },
  {
    title: "Заказ у поставщика",
    statuses: ["AWAITING_RESPONSE_FROM_SUPPLIER"],
    text: "Передаём заказ поставщику в Турции, и он подтверждает, что нужный размер и цвет есть в наличии. Если товар закончился, мы сообщим и вернём деньги полностью.",
    duration: "от нескольких часов до 2 дней",
  },
  {
    title: "Товар выкуплен",
    statuses: ["PURCHASED_FROM_SELLER"],
    text: "Мы выкупаем товар у поставщика. С этого момента он закреплён за вашим заказом.",
    duration: "в день подтверждения",
  },
  {
    title: "Логистический центр в Стамбуле",
    statuses: ["TRANSFERRED_TO_LOGISTICS_CENTER"],
    text: "Специалисты проверяют товар: модель, цвет, размер, бирки, коробку и признаки оригинальности. Если что-то не так, свяжемся с вами и предложим замену или возврат денег.",
    duration: "1–3 дня",
  },
  {
    title: "Таможня в Турции",
    statuses: ["CUSTOMS_CLEARANCE_IN_TURKEY", "CUSTOMS_CLEARANCE_IN_TURKEY_COMPLETED"],
    text: "Проверенные заказы собираются в партию, и мы оформляем экспортные документы. Пошлины и сборы уже включены в цену, доплачивать ничего не нужно.",
    duration: "2–5 дней",
  },
  {
    title: "В пути в Россию",
    statuses: ["SHIPPED_TO_RUSSIA_STOCK_MEET"],
    text: "Партия едет на склад Meet Market в Москве.",
    duration: "5–7 дней",
  },
  {
    title: "Склад Meet Market в России",
    statuses: ["ACCEPTED_IN_RUSSIA_STOCK_MEET", "AWAITING_SENT_FROM_MEET"],
    text: "Принимаем заказ на складе, ещё раз проверяем и упаковываем для отправки по стране. Товары с пометкой «со склада в Москве» начинают путь сразу отсюда.",
    duration: "1 день",
  },
  {
    title: "Передан в доставку",
    statuses: ["HANDED_OVER_FOR_DELIVERY", "TRANSFERRED_FOR_DELIVERY_TO_RECIPIENT"],
    text: "Передаём посылку СДЭК или курьерской службе. Появляется трек-номер, по которому посылку можно отслеживать на сайте перевозчика.",
    duration: "1–7 дней в зависимости от города",
  },
  {
    title: "Доставлен",
    statuses: ["DELIVERED", "DELIVERED_BY_YANDEX_DELIVERY_OR_COURIER"],
    text: "Вы получаете заказ в пункте выдачи или у курьера. После вручения на бонусный счёт приходит кешбэк.",
    duration: null,
  },
];

export const deliveryTypeValues = ["PICKUP_POINT", "COURIER"] as const;
export type DeliveryType = (typeof deliveryTypeValues)[number];

/** How an order's delivery is named on its page («Доставка: Пункт выдачи СДЭК»). */
export const DELIVERY_TYPE_NAMES: Readonly<Record<DeliveryType, string>> = {
  PICKUP_POINT: "Пункт выдачи СДЭК",
  COURIER: "Курьер",
};

/**
 * An order's delivery type, by what it holds: a pickup point, else an address (an order placed
 * before its delivery was chosen has neither). The back office's filter asks the same of the
 * database (back-office-service.ts listStaffOrders).
 */
export function deliveryTypeOf(order: {
  cdekDelivery: unknown;
  addressDelivery: unknown;
}): DeliveryType | null {
  if (order.cdekDelivery) return "PICKUP_POINT";
  return order.addressDelivery ? "COURIER" : null;
}

/** The vocabulary as `orderVocabulary` answers it: fresh objects, the statuses in the order above. */
export function orderVocabulary() {
  return {
    statuses: (Object.keys(STATUS_NAMES) as OrderStatus[]).map((status) => ({
      status,
      name: STATUS_NAMES[status],
      meaning: SIDE_STATUS_MEANINGS[status] ?? null,
    })),
    stages: DELIVERY_STAGES.map((stage) => ({ ...stage, statuses: [...stage.statuses] })),
    deliveryTypes: deliveryTypeValues.map((type) => ({ type, name: DELIVERY_TYPE_NAMES[type] })),
  };
}

export type OrderVocabulary = ReturnType<typeof orderVocabulary>;
