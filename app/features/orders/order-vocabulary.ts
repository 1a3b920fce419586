/**
 * The shop's words for orders as the shop API answers them (`orderVocabulary`:
 * docs/orders.md#order-statuses): the statuses' names, what a status outside the stages means,
 * the stages of an order's way and the delivery types' names. The storefront keeps no copy: a
 * loader reads them with the order and hands the screens the words
 * (docs/decisions/039-vocabulary-and-field-rules.md).
 */
import type { ResultOf } from "~/graphql.ts";
import type { OrderVocabularyFragment } from "./vocabulary-documents.server.ts";

export type OrderVocabulary = ResultOf<typeof OrderVocabularyFragment>;
export type OrderStatus = OrderVocabulary["statuses"][number]["status"];
export type DeliveryStage = OrderVocabulary["stages"][number];
export type DeliveryType = OrderVocabulary["deliveryTypes"][number]["type"];

/** A status's name («Выкуплен у продавца»); the code itself for one the API does not name. */
export function statusName(vocabulary: OrderVocabulary, status: OrderStatus): string {
  return vocabulary.statuses.find((term) => term.status === status)?.name ?? status;
}

/** A delivery type's name («Пункт выдачи СДЭК»), or null without one. */
export function deliveryTypeName(
  vocabulary: OrderVocabulary,
  type: DeliveryType | null | undefined,
): string | null {
  return vocabulary.deliveryTypes.find((term) => term.type === type)?.name ?? null;
}

/** The statuses outside the stages, with what each means, in the order they are explained. */
export function sideStatuses(vocabulary: OrderVocabulary) {
  return vocabulary.statuses.flatMap(({ status, name, meaning }) =>
    meaning ? [{ status, name, meaning }] : [],
  );
}
