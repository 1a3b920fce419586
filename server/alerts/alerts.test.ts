import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Kit, withApi } from "../../tests/identity-kit.ts";
import { signInStaff } from "../../tests/staff-kit.ts";
import { selectRows } from "../db/database.ts";
import { ALERT_MESSAGES } from "./service.ts";
import { sendDueAlerts } from "./worker.ts";

const PUBLIC_URL = "https://meet.test";

const SUBSCRIBE = /* GraphQL */ `
  mutation Subscribe($dto: SubscribeStockAlertDto!) {
    subscribeStockAlert(dto: $dto) {
      id
      kind
      productSlug
      sizeName
      channel
      recipient
      priceAtSubscription
    }
  }
`;
const SEND_CODE = /* GraphQL */ `
  mutation SendAlertCode($dto: SendAlertCodeDto!) {
    sendAlertCode(dto: $dto) {
      status
    }
  }
`;
const MINE = /* GraphQL */ `
  {
    myStockAlerts {
      id
      kind
      productName
      lastNotifiedAt
    }
  }
`;
const BY_TOKEN = /* GraphQL */ `
  query ByToken($dto: StockAlertTokenDto!) {
    stockAlertByToken(dto: $dto) {
      active
      alert {
        productName
      }
    }
  }
`;
const UNSUBSCRIBE = /* GraphQL */ `
  mutation Unsubscribe($dto: StockAlertTokenDto!) {
    unsubscribeStockAlert(dto: $dto) {
      active
    }
  }
`;
const CANCEL = /* GraphQL */ `
  mutation Cancel($dto: CancelStockAlertDto!) {
    cancelStockAlert(dto: $dto)
  }
`;
const UPDATE_ITEM = /* GraphQL */ `
  mutation UpdateItem($dto: UpdateCatalogueItemDto!) {
    updateCatalogueItem(dto: $dto) {
      id
      stock
    }
  }
`;

interface Subscribed {
  subscribeStockAlert: {
    id: string;
    recipient: string;
    channel: string;
    priceAtSubscription: number;
  };
}

/** An item on sale, its product's only one of its size. */
async function itemOnSale(kit: Kit, offset = 0) {
  const [row] = await selectRows<{ id: number; product_id: number; price: number; name: string }>(
    kit.db,
    sql`select i.id, i.product_id, i.price, p.name from product_item i
      join product p on p.id = i.product_id
      where i.active and not i.is_sold and not i.is_reserved and i.deleted_at is null
        and p.active and p.deleted_at is null
        and not exists (select 1 from product_item o where o.product_id = i.product_id
          and o.size_id = i.size_id and o.id <> i.id and o.deleted_at is null)
      order by i.id limit 1 offset ${offset}`,
  );
  if (!row) throw new Error("the seed has no item on sale");
  return row;
}

const run = (kit: Kit) => sendDueAlerts(kit.db, kit.providers, PUBLIC_URL);
const tokenOf = (text: string) => /\/alerts\/unsubscribe\/([\w-]+)/.exec(text)?.[1] ?? "";

describe("alerts", () => {
  it("tells a shopper once when a sold-out size comes back through the back office, and unsubscribes by the link", () =>
    withApi(async (kit) => {
      let staff = await signInStaff(kit, "WAREHOUSE");
      const shopper = await kit.signIn("alert@example.ru");
      const item = await itemOnSale(kit);
      const stock = (value: number) =>
        kit.ok(
          UPDATE_ITEM,
          { dto: { itemId: String(item.id), price: item.price, stock: value } },
          { token: staff.token },
        );
      const subscribe = () =>
        kit.gql<Subscribed>(
          SUBSCRIBE,
          {
            dto: {
              productId: String(item.product_id),
              productItemId: String(item.id),
              kind: "BACK_IN_STOCK",
            },
          },
          { token: shopper.accessToken },
        );
      // A size on sale needs no alert.
      expect((await subscribe()).body.errors?.[0]?.message).toBe(ALERT_MESSAGES.sizeOnSale);
      await stock(0);
      const { body } = await subscribe();
      expect(body.data?.subscribeStockAlert).toMatchObject({
        channel: "EMAIL",
        recipient: "alert@example.ru",
        priceAtSubscription: item.price,
      });
      // Again: the same alert.
      expect((await subscribe()).body.data?.subscribeStockAlert.id).toBe(
        body.data?.subscribeStockAlert.id,
      );
      kit.sent.length = 0;
      expect(await run(kit)).toBe(0);

      await stock(1);
      const counts = await Promise.all([run(kit), run(kit)]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(kit.sent).toHaveLength(1);
      const [letter] = kit.sent;
      if (!letter) throw new Error("no letter");
      expect(letter).toMatchObject({ channel: "EMAIL", to: "alert@example.ru" });
      expect(letter.text).toContain(`«${item.name}»`);
      expect(letter.text).toContain("снова в наличии");
      expect(letter.text).toContain(`${PUBLIC_URL}/product/`);

      const mine = await kit.ok<{ myStockAlerts: { lastNotifiedAt: string | null }[] }>(
        MINE,
        {},
        { token: shopper.accessToken },
      );
      expect(mine.myStockAlerts).toHaveLength(1);
      expect(mine.myStockAlerts[0]?.lastNotifiedAt).not.toBeNull();

      // Sold out and back within the hour: no second letter that day.
      await stock(0);
      await run(kit);
      kit.clock.advance(60 * 60_000);
      staff = await signInStaff(kit, "WAREHOUSE"); // The staff's session ended meanwhile.
      await stock(1);
      expect(await run(kit)).toBe(0);
      expect(kit.sent.filter((message) => message.to === "alert@example.ru")).toHaveLength(1);

      const token = tokenOf(letter.text);
      expect(await kit.ok(BY_TOKEN, { dto: { token } })).toEqual({
        stockAlertByToken: { active: true, alert: { productName: item.name } },
      });
      expect(await kit.ok(UNSUBSCRIBE, { dto: { token } })).toEqual({
        unsubscribeStockAlert: { active: false },
      });
      expect(await kit.ok(BY_TOKEN, { dto: { token } })).toMatchObject({
        stockAlertByToken: { active: false },
      });
      expect(await kit.ok(BY_TOKEN, { dto: { token: "x".repeat(32) } })).toEqual({
        stockAlertByToken: null,
      });
      // Unsubscribed: a day later, sold out and back, nothing.
      kit.clock.advance(25 * 60 * 60_000);
      staff = await signInStaff(kit, "WAREHOUSE");
      await stock(0);
      await run(kit);
      await stock(1);
      expect(await run(kit)).toBe(0);
    }));

  it("tells a guest by SMS when the price falls, once a day, after the code and the consent", () =>
    withApi(async (kit) => {
      const item = await itemOnSale(kit, 5);
      const phone = "+79991234567";
      const dto = { productId: String(item.product_id), kind: "PRICE_DROP", contact: phone };
      expect((await kit.fails(SUBSCRIBE, { dto: { ...dto, code: "0000" } })).message).toMatch(
        /согласие/,
      );
      expect(
        (await kit.fails(SUBSCRIBE, { dto: { ...dto, code: "0000", personalDataConsent: true } }))
          .message,
      ).toBe("Введенный код неверен");
      await kit.ok(SEND_CODE, { dto: { contact: "8 (999) 123-45-67" } });
      expect(kit.sent.at(-1)?.text).toContain("код для подписки на уведомления");
      // The sign-in's cooldown holds for alert codes too.
      expect(await kit.ok(SEND_CODE, { dto: { contact: phone } })).toEqual({
        sendAlertCode: { status: "COOLDOWN" },
      });
      const code = kit.lastCode(phone);
      const subscribed = await kit.ok<Subscribed>(SUBSCRIBE, {
        dto: { ...dto, code, personalDataConsent: true },
      });
      expect(subscribed.subscribeStockAlert).toMatchObject({ channel: "SMS", recipient: phone });
      // The code is spent.
      expect(
        (await kit.fails(SUBSCRIBE, { dto: { ...dto, code, personalDataConsent: true } })).message,
      ).toBe("Введенный код неверен");
      // A guest lists nothing and cancels nothing.
      expect((await kit.fails(MINE)).extensions?.code).toBe("UNAUTHENTICATED");
      expect(
        (await kit.fails(CANCEL, { dto: { id: subscribed.subscribeStockAlert.id } })).extensions
          ?.code,
      ).toBe("UNAUTHENTICATED");

      kit.sent.length = 0;
      const lowest = subscribed.subscribeStockAlert.priceAtSubscription;
      await kit.db.execute(
        sql`update product_item set price = ${lowest} where product_id = ${item.product_id}`,
      );
      expect(await run(kit)).toBe(0);
      await kit.db.execute(
        sql`update product_item set price = ${lowest - 10_000} where id = ${item.id}`,
      );
      expect(await run(kit)).toBe(1);
      expect(kit.sent).toHaveLength(1);
      expect(kit.sent[0]).toMatchObject({ channel: "SMS", to: phone });
      expect(kit.sent[0]?.text).toContain("снизилась");
      // Lower again within the day: wait; the next day: one more.
      await kit.db.execute(
        sql`update product_item set price = ${lowest - 20_000} where id = ${item.id}`,
      );
      expect(await run(kit)).toBe(0);
      kit.clock.advance(24 * 60 * 60_000 + 1);
      expect(await run(kit)).toBe(1);
      // The same price the next day again: nothing new.
      kit.clock.advance(24 * 60 * 60_000 + 1);
      expect(await run(kit)).toBe(0);
    }));

  it("gives the alert back when the provider fails, and lets the shopper cancel it", () =>
    withApi(async (kit) => {
      const shopper = await kit.signIn("+79990001122");
      const item = await itemOnSale(kit, 9);
      await kit.db.execute(sql`update product_item set active = false where id = ${item.id}`);
      const { subscribeStockAlert } = await kit.ok<Subscribed>(
        SUBSCRIBE,
        {
          dto: {
            productId: String(item.product_id),
            productItemId: String(item.id),
            kind: "BACK_IN_STOCK",
          },
        },
        { token: shopper.accessToken },
      );
      expect(subscribeStockAlert.channel).toBe("SMS");
      await kit.db.execute(sql`update product_item set active = true where id = ${item.id}`);
      kit.sent.length = 0;
      kit.failSending(true);
      expect(await run(kit)).toBe(0);
      kit.failSending(false);
      expect(await run(kit)).toBe(1);
      expect(kit.sent[0]?.text).toContain(`${PUBLIC_URL}/alerts/unsubscribe/`);

      const other = await kit.signIn("+79990003344");
      const cancel = (token: string) =>
        kit.ok<{ cancelStockAlert: boolean }>(
          CANCEL,
          { dto: { id: subscribeStockAlert.id } },
          { token },
        );
      expect(await cancel(other.accessToken)).toEqual({ cancelStockAlert: false });
      expect(await cancel(shopper.accessToken)).toEqual({ cancelStockAlert: true });
      expect(await kit.ok(MINE, {}, { token: shopper.accessToken })).toEqual({ myStockAlerts: [] });
    }));
});
