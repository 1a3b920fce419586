import { describe, expect, it } from "vitest";
import {
  COMPLETE_SANDBOX,
  CREATE_ORDER,
  type CreateOrderData,
  itemsOnSale,
  must,
  orderDto,
  sandboxIdOf,
} from "../../tests/checkout-kit.ts";
import { type Kit, withApi } from "../../tests/identity-kit.ts";
import { zoneTariffs } from "../seed/data/delivery-cities.ts";
import { addDays, type DeliveryWindow, shopDay } from "./window.ts";

/**
 * The delivery window through the API (docs/checkout.md#delivery-window): the same computation
 * for a product item before a place is chosen, for the checkout's quote and for the ordered
 * item, on the offline twins' tariffs.
 */

const WINDOW = /* GraphQL */ `
  fragment W on DeliveryWindow {
    daysMin
    daysMax
    firstDate
    lastDate
    days
    dates
    destination
  }
`;

const ITEMS = /* GraphQL */ `
  query ($ids: [ID!]!) {
    findProuctItems(dto: { productItemIds: $ids }) {
      id
      deliveryOrigin
      deliveryWindow {
        ...W
      }
      product {
        deliveryWindow {
          ...W
        }
      }
    }
  }
  ${WINDOW}
`;

const POINTS = /* GraphQL */ `
  query ($city: String!) {
    getPVZListByLocation(dto: { city: $city, limit: 1 }) {
      code
    }
  }
`;

const PVZ_QUOTE = /* GraphQL */ `
  query ($dto: CalculatePvzDeliveryDto!) {
    calculatePVZDelivery(dto: $dto) {
      deliveryPrice
      periodMin
      periodMax
      items {
        productItemId
        window {
          ...W
        }
      }
      window {
        ...W
      }
    }
  }
  ${WINDOW}
`;

const ADDRESS_QUOTE = /* GraphQL */ `
  query ($dto: CalculateAddressDeliveryDto!) {
    calculateAddressDelivery(dto: $dto) {
      items {
        productItemId
        window {
          ...W
        }
      }
    }
  }
  ${WINDOW}
`;

const ORDER_ITEMS = /* GraphQL */ `
  query ($uuid: String!, $id: ID!) {
    getOrderByUUID(dto: { uuid: $uuid }) {
      orderProductItems {
        estimatedDeliveryDate
        route
        deliveryWindow {
          ...W
        }
        productItem {
          id
        }
      }
    }
    publicOrder(dto: { id: $id }) {
      orderProductItems {
        deliveryWindow {
          ...W
        }
      }
    }
  }
  ${WINDOW}
`;

interface ItemsData {
  findProuctItems: {
    id: string;
    deliveryOrigin: string;
    deliveryWindow: DeliveryWindow | null;
    product: { deliveryWindow: DeliveryWindow | null };
  }[];
}

interface Quote {
  deliveryPrice: number;
  periodMin: number;
  periodMax: number;
  items: { productItemId: string; window: DeliveryWindow }[];
  window: DeliveryWindow | null;
}

/** One item on sale from each origin: the stock in Moscow, a Moscow seller, a supplier in Turkey. */
async function oneOfEach(kit: Kit) {
  const [stock] = await itemsOnSale(kit.db, 1, 0, "MEET_STOCK");
  const [russia] = await itemsOnSale(kit.db, 1, 0, "RUSSIA");
  const [abroad] = await itemsOnSale(kit.db, 1, 0, "ABROAD");
  return [must(stock), must(russia), must(abroad)];
}

const pointIn = async (kit: Kit, city: string) =>
  must(
    (await kit.ok<{ getPVZListByLocation: { code: string }[] }>(POINTS, { city }))
      .getPVZListByLocation[0],
  ).code;

describe("the delivery window in the shop API", () => {
  it("answers a product item's window to Moscow, its supplier's days and the city's transit", () =>
    withApi(async (kit) => {
      const items = await oneOfEach(kit);
      const { findProuctItems: found } = await kit.ok<ItemsData>(ITEMS, {
        ids: items.map((item) => String(item.id)),
      });
      const today = shopDay(kit.clock.now());
      // Moscow's pickup points and couriers take the first zone's days alike.
      const transit = zoneTariffs.PVZ[0];
      expect(zoneTariffs.ADDRESS[0]).toMatchObject({
        daysMin: transit.daysMin,
        daysMax: transit.daysMax,
      });
      expect(found.map((item) => item.deliveryOrigin)).toEqual(["MEET_STOCK", "RUSSIA", "ABROAD"]);
      for (const [n, item] of items.entries()) {
        const window = must(found[n]?.deliveryWindow);
        const min = item.supplier.deliveryDaysMin + transit.daysMin;
        const max = item.supplier.deliveryDaysMax + transit.daysMax;
        expect(window, item.supplier.name).toMatchObject({
          daysMin: min,
          daysMax: max,
          firstDate: addDays(today, min),
          lastDate: addDays(today, max),
          destination: "в Москву",
        });
        // The product's window spans its offers on sale: this one's is within it.
        const span = must(found[n]?.product.deliveryWindow);
        expect(span.firstDate <= window.firstDate && span.lastDate >= window.lastDate).toBe(true);
      }
      // Goods from the stock come in days; from Turkey, in weeks.
      expect(must(found[0]?.deliveryWindow).daysMax).toBeLessThan(
        must(found[2]?.deliveryWindow).daysMin,
      );
    }));

  it("gives the checkout's quote each item's window: in Moscow the one the product page said", () =>
    withApi(async (kit) => {
      const items = await oneOfEach(kit);
      const ids = items.map((item) => String(item.id));
      const { findProuctItems: before } = await kit.ok<ItemsData>(ITEMS, { ids });
      const quote = async (city: string) =>
        (
          await kit.ok<{ calculatePVZDelivery: Quote }>(PVZ_QUOTE, {
            dto: { pvzCode: await pointIn(kit, city), productItemIds: ids },
          })
        ).calculatePVZDelivery;

      const moscow = await quote("Москва");
      // One parcel per item unless itemCount says otherwise.
      expect(moscow.deliveryPrice).toBe(zoneTariffs.PVZ[0].price + 2 * 5_000);
      expect(moscow.items.map((item) => item.productItemId)).toEqual(ids);
      for (const [n, item] of moscow.items.entries()) {
        const promised = must(before[n]?.deliveryWindow);
        expect(item.window).toEqual({ ...promised, destination: null });
      }
      expect(moscow.window).toMatchObject({
        firstDate: moscow.items[0]?.window.firstDate,
        lastDate: moscow.items[2]?.window.lastDate,
        destination: null,
      });

      // Vladivostok is days further: the same suppliers' days, the far zone's transit.
      const far = await quote("Владивосток");
      const transit = zoneTariffs.PVZ[3];
      expect([far.periodMin, far.periodMax]).toEqual([transit.daysMin, transit.daysMax]);
      for (const [n, item] of items.entries()) {
        expect(far.items[n]?.window).toMatchObject({
          daysMin: item.supplier.deliveryDaysMin + transit.daysMin,
          daysMax: item.supplier.deliveryDaysMax + transit.daysMax,
        });
      }

      // A courier in Moscow: the same window as the product page's too.
      const { calculateAddressDelivery: courier } = await kit.ok<{
        calculateAddressDelivery: Pick<Quote, "items">;
      }>(ADDRESS_QUOTE, {
        dto: { city: "Москва", address: "ул Тверская, д. 7", productItemIds: ids },
      });
      expect(courier.items.map((item) => item.window.dates)).toEqual(
        before.map((item) => item.deliveryWindow?.dates),
      );
    }));

  it("quotes without items as before, and refuses an unknown or excessive list", () =>
    withApi(async (kit) => {
      const pvzCode = await pointIn(kit, "Москва");
      const plain = await kit.ok<{ calculatePVZDelivery: Quote }>(PVZ_QUOTE, {
        dto: { pvzCode },
      });
      expect(plain.calculatePVZDelivery).toMatchObject({
        deliveryPrice: zoneTariffs.PVZ[0].price,
        items: [],
        window: null,
      });
      const cases: [unknown[], string][] = [
        [["999999999"], "Товар не найден"],
        [["x"], "Товар не найден"],
        [["99999999999999999999"], "Товар не найден"],
        [Array.from({ length: 51 }, (_v, n) => String(n + 1)), "Не больше 50 товаров"],
      ];
      for (const [productItemIds, message] of cases) {
        const error = await kit.fails(PVZ_QUOTE, { dto: { pvzCode, productItemIds } });
        expect(error.message).toBe(message);
        expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "productItemIds" });
      }
    }));

  it("keeps on the order the window the checkout gave, for its page, its status page and its way", () =>
    withApi(async (kit) => {
      const shopper = await kit.signIn("+79990003001");
      const items = await oneOfEach(kit);
      const ids = items.map((item) => String(item.id));
      const pvzCode = await pointIn(kit, "Санкт-Петербург");
      const { calculatePVZDelivery: quote } = await kit.ok<{ calculatePVZDelivery: Quote }>(
        PVZ_QUOTE,
        { dto: { pvzCode, productItemIds: ids } },
      );
      const { createOrderWithPaymentLink: link } = await kit.ok<CreateOrderData>(
        CREATE_ORDER,
        { dto: orderDto(ids, { delivery: { type: "PVZ", pvzCode } }) },
        { token: shopper.accessToken },
      );
      await kit.ok(
        COMPLETE_SANDBOX,
        { id: sandboxIdOf(link.paymentLink), outcome: "PAID" },
        { token: shopper.accessToken },
      );
      // A day later the page still shows the window of the day it was ordered.
      kit.clock.advance(24 * 60 * 60 * 1000);
      const again = await kit.signIn("+79990003001");
      const data = await kit.ok<{
        getOrderByUUID: {
          orderProductItems: {
            estimatedDeliveryDate: string;
            route: string[];
            deliveryWindow: DeliveryWindow;
            productItem: { id: string };
          }[];
        };
        publicOrder: { orderProductItems: { deliveryWindow: DeliveryWindow }[] };
      }>(ORDER_ITEMS, { uuid: link.uuid, id: link.uuid }, { token: again.accessToken });
      const lines = data.getOrderByUUID.orderProductItems;
      expect(lines.map((line) => line.productItem.id)).toEqual(ids);
      for (const [n, line] of lines.entries()) {
        const quoted = must(quote.items[n]).window;
        expect(line.deliveryWindow).toEqual(quoted);
        expect(line.estimatedDeliveryDate).toBe(quoted.lastDate);
        expect(data.publicOrder.orderProductItems[n]?.deliveryWindow).toEqual(quoted);
      }
      // Each item's way follows where it starts (server/orders/status-rules.ts ROUTES): the
      // stock's goes straight to being sent, a Russian supplier's is bought but never passes
      // Turkey, a Turkish one's takes every step.
      const [stock, russia, abroad] = lines.map((line) => line.route);
      expect(stock).toEqual([
        "PAID_READY_TO_SEND",
        "AWAITING_SENT_FROM_MEET",
        "HANDED_OVER_FOR_DELIVERY",
        "TRANSFERRED_FOR_DELIVERY_TO_RECIPIENT",
        "DELIVERED",
      ]);
      expect(russia).toContain("PURCHASED_FROM_SELLER");
      expect(russia).not.toContain("CUSTOMS_CLEARANCE_IN_TURKEY");
      expect(abroad).toContain("CUSTOMS_CLEARANCE_IN_TURKEY");
      expect(abroad).toHaveLength(12);
    }));
});
