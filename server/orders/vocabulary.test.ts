import { graphql } from "graphql";
import { describe, expect, it } from "vitest";
import * as t from "../db/schema.ts";
import { schema } from "../schema.ts";
import { ROUTES, STATUS_FLOW } from "./status-rules.ts";
import {
  DELIVERY_STAGES,
  orderVocabulary,
  SIDE_STATUS_MEANINGS,
  STATUS_NAMES,
} from "./vocabulary.ts";

const onStages = DELIVERY_STAGES.flatMap((stage) => stage.statuses);

describe("the order vocabulary", () => {
  it("names every status once", () => {
    expect(Object.keys(STATUS_NAMES).sort()).toEqual([...t.orderStatusValues].sort());
    expect(new Set(Object.values(STATUS_NAMES)).size).toBe(t.orderStatusValues.length);
  });

  it("puts every status of an item's way on exactly one stage, and explains the others", () => {
    const way = ["AWAITING_PAY", ...STATUS_FLOW, "DELIVERED_BY_YANDEX_DELIVERY_OR_COURIER"];
    expect([...onStages].sort()).toEqual([...way].sort());
    expect(new Set(onStages).size).toBe(onStages.length);
    for (const route of Object.values(ROUTES)) {
      for (const status of route) expect(onStages).toContain(status);
    }
    const others = t.orderStatusValues.filter((status) => !onStages.includes(status));
    expect(Object.keys(SIDE_STATUS_MEANINGS).sort()).toEqual([...others].sort());
  });

  it("is answered by orderVocabulary to anyone, in the order the statuses are explained", async () => {
    const result = await graphql({
      schema,
      source: `{
        orderVocabulary {
          statuses { status name meaning }
          stages { title statuses text duration }
          deliveryTypes { type name }
        }
      }`,
      contextValue: {},
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.orderVocabulary).toEqual(orderVocabulary());
    const vocabulary = orderVocabulary();
    expect(vocabulary.statuses.filter((term) => term.meaning).map((term) => term.status)).toEqual([
      "AWAITING_CALL",
      "ACCEPT_MEET_WAIT_PAID",
      "ARRANGED_EXCHANGE",
      "CANCEL_PURCHASE",
      "ISSUED_REFUND",
    ]);
    expect(vocabulary.stages.at(-1)).toMatchObject({ title: "Доставлен", duration: null });
    expect(vocabulary.deliveryTypes).toEqual([
      { type: "PICKUP_POINT", name: "Пункт выдачи СДЭК" },
      { type: "COURIER", name: "Курьер" },
    ]);
  });
});
