import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testDatabaseKind } from "../../tests/database.ts";
import { placedOrder } from "../../tests/order-arbitraries.ts";
import { orderAmounts } from "../orders/amounts.ts";
import { buildReceipt } from "./receipt.ts";

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

// Pure: no database, so once, in the pglite project (docs/testing.md#the-databases).
describe.runIf(testDatabaseKind() === "pglite")("a payment's receipt", () => {
  it("its receipt's lines add up to exactly what is charged", () => {
    fc.assert(
      fc.property(placedOrder, ({ order, items }) => {
        const amounts = orderAmounts(order, items);
        const receipt = buildReceipt({
          lines: amounts.items.map((item) => ({ description: `№${item.id}`, amount: item.paid })),
          deliveryPrice: amounts.delivery,
          email: null,
          phone: "+79990000000",
        });
        expect(sum(receipt.items.map((line) => line.amount * line.quantity))).toBe(amounts.total);
        expect(receipt.items.every((line) => line.amount >= 0)).toBe(true);
      }),
    );
  });
});
