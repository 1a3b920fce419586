import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/database.ts";
import { postGraphQL } from "../../tests/graphql.ts";
import { type Kit, TestClock, withApi } from "../../tests/identity-kit.ts";
import { createShopApi } from "../index.ts";
import * as t from "../db/schema.ts";
import { LINK_MESSAGE } from "../../shared/requests.ts";
import { BOT_MESSAGE } from "./input.ts";
import { OPERATOR_REQUESTS_PATH } from "./operator-endpoint.ts";
import {
  HOUR_MS,
  LIMIT_MESSAGE,
  MAX_REQUESTS_PER_CLIENT_PER_HOUR,
  MAX_REQUESTS_PER_PHONE_PER_HOUR,
} from "./service.ts";
import { DEFAULT_TEAM_EMAIL } from "./notify.ts";

const TOKEN = "operator-token-for-tests-0123456789abcdef";
const withRequestsApi = <T>(work: (kit: Kit) => Promise<T>) =>
  withApi(work, { operatorToken: TOKEN });

const MEET_PRICE = /* GraphQL */ `
  mutation MeetPrice($dto: CreateMeetPriceRequestDto!) {
    createMeetPriceRequest(dto: $dto) {
      id
      createdAt
    }
  }
`;
const ORDER_REQUEST = /* GraphQL */ `
  mutation OrderRequest($dto: CreateOrderRequestDto!) {
    createOrderRequest(dto: $dto) {
      id
    }
  }
`;
const COOPERATIVE = /* GraphQL */ `
  mutation Cooperative($dto: CreateCooperativeRequestDto!) {
    createCooperativeRequest(dto: $dto) {
      id
    }
  }
`;

/** A form opened a minute before the API's now, by a person. */
const person = (kit: Kit) => ({ honeypot: "", pageLoadTime: kit.clock.now().getTime() - 60_000 });

const meetPriceDto = (kit: Kit, extra: Record<string, unknown> = {}) => ({
  productName: "Nike Air Max 90",
  size: "42",
  offerUrl: "https://shop.example/air-max-90",
  priceSeen: 990_000,
  phone: "+7 999 555-10-01",
  ...person(kit),
  ...extra,
});
const orderDto = (kit: Kit, extra: Record<string, unknown> = {}) => ({
  brand: "New Balance",
  model: "550 White Green",
  size: "43",
  link: "https://www.newbalance.com.tr/550",
  budget: 1_500_000,
  name: "Олег",
  phone: "+79995551002",
  ...person(kit),
  ...extra,
});
const cooperativeDto = (kit: Kit, extra: Record<string, unknown> = {}) => ({
  companyName: "Стамбул Трейд",
  companyType: "ООО",
  inn: "7701234567",
  fullName: "Мария Петрова",
  phone: "+79995551003",
  email: "Maria@Trade.example",
  description: "Поставки кроссовок из Турции",
  ...person(kit),
  ...extra,
});

async function list(kit: Kit, query = "", token: string | null = TOKEN) {
  const response = await kit.api.fetch(
    new Request(`http://shop.test${OPERATOR_REQUESTS_PATH}${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
  );
  return {
    status: response.status,
    body: (await response.json()) as {
      message?: string;
      items: ({ kind: string; id: number } & Record<string, unknown>)[];
      totalItems: number;
      totalPages: number;
    },
  };
}

const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });

describe("createMeetPriceRequest", () => {
  it("records a product's price match, writes to the team and shows it to the operator", async () => {
    await withRequestsApi(async (kit) => {
      const [product] = await kit.db
        .select({ id: t.product.id, name: t.product.name })
        .from(t.product)
        .where(and(eq(t.product.meetPrice, true), eq(t.product.active, true)))
        .limit(1);
      if (!product) throw new Error("the seed has no price-match product");
      const { createMeetPriceRequest: receipt } = await kit.ok<{
        createMeetPriceRequest: { id: string; createdAt: string };
      }>(MEET_PRICE, {
        dto: meetPriceDto(kit, {
          productId: String(product.id),
          productName: null,
          text: "Там со скидкой",
        }),
      });
      expect(receipt.createdAt).toBe(kit.clock.now().toISOString());

      const letter = kit.sent.at(-1);
      expect(letter).toMatchObject({ channel: "EMAIL", to: DEFAULT_TEAM_EMAIL });
      expect(letter?.text).toContain(product.name);
      expect(letter?.text).toContain("Где дешевле: https://shop.example/air-max-90");
      expect(letter?.text).toContain("Цена там: 9\u00a0900 ₽");

      const { status, body } = await list(kit, "?kind=meet-price");
      expect(status).toBe(200);
      expect(body.items[0]).toMatchObject({
        kind: "meet-price",
        id: Number(receipt.id),
        productId: product.id,
        productName: product.name,
        size: "42",
        offerUrl: "https://shop.example/air-max-90",
        priceSeen: 990_000,
        phone: "+79995551001",
        text: "Там со скидкой",
      });
    });
  });

  it("takes only http and https links to the cheaper offer", async () => {
    await withRequestsApi(async (kit) => {
      for (const offerUrl of [
        "javascript:alert(1)",
        "ftp://shop.example/file",
        "data:text/html,hi",
        "shop.example/air-max",
        "https://",
      ]) {
        const error = await kit.fails(MEET_PRICE, { dto: meetPriceDto(kit, { offerUrl }) });
        expect(error.extensions, offerUrl).toMatchObject({
          code: "BAD_USER_INPUT",
          field: "offerUrl",
        });
        expect(error.message).toBe(LINK_MESSAGE);
      }
      await kit.ok(MEET_PRICE, { dto: meetPriceDto(kit, { offerUrl: "http://shop.example/a" }) });
    });
  });

  it("says what is missing or wrong, in Russian, on the field", async () => {
    await withRequestsApi(async (kit) => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ phone: "12345" }, "phone", "Введите номер телефона в формате +7XXXXXXXXXX"],
        [{ email: "not-an-email" }, "email", "Введите корректный e-mail"],
        [{ priceSeen: 0 }, "priceSeen", "Укажите цену, которую вы видели"],
        [{ size: "  " }, "size", "Укажите размер"],
        [{ offerUrl: "" }, "offerUrl", "Вставьте ссылку на предложение"],
        [
          { productName: "" },
          "productName",
          "Укажите товар: название или ссылку на него в нашем каталоге",
        ],
        [{ productId: "2147483648", productName: null }, "productId", "Товар не найден"],
        [{ productId: "999999", productName: null }, "productId", "Товар не найден"],
        [{ text: "а".repeat(2001) }, "text", "Не длиннее 2000 символов"],
      ];
      for (const [extra, field, message] of cases) {
        const error = await kit.fails(MEET_PRICE, { dto: meetPriceDto(kit, extra) });
        expect(error.message, JSON.stringify(extra)).toBe(message);
        expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
      }
      expect(kit.sent).toHaveLength(0);
    });
  });
});

describe("bot checks", () => {
  it("refuses a filled honeypot and a form sent too soon, from the future or days later", async () => {
    await withRequestsApi(async (kit) => {
      const now = kit.clock.now().getTime();
      const bots = [
        { honeypot: "http://spam.example" },
        { pageLoadTime: now - 500 },
        { pageLoadTime: now + 60_000 },
        { pageLoadTime: 0 },
        { pageLoadTime: now - 2 * 24 * HOUR_MS },
      ];
      for (const bot of bots) {
        for (const [document, dto] of [
          [MEET_PRICE, meetPriceDto(kit, bot)],
          [ORDER_REQUEST, orderDto(kit, bot)],
          [COOPERATIVE, cooperativeDto(kit, bot)],
        ] as const) {
          const error = await kit.fails(document, { dto });
          expect(error.message, JSON.stringify(bot)).toBe(BOT_MESSAGE);
          expect(error.extensions?.code).toBe("BAD_USER_INPUT");
        }
      }
      expect(kit.sent).toHaveLength(0);
      expect((await list(kit)).body.totalItems).toBe(0);
    });
  });
});

describe("limits", () => {
  it(`takes ${MAX_REQUESTS_PER_PHONE_PER_HOUR} requests of a kind from one phone an hour`, async () => {
    await withRequestsApi(async (kit) => {
      for (let sent = 0; sent < MAX_REQUESTS_PER_PHONE_PER_HOUR; sent += 1) {
        await kit.ok(ORDER_REQUEST, { dto: orderDto(kit) });
      }
      const error = await kit.fails(ORDER_REQUEST, { dto: orderDto(kit) });
      expect(error.message).toBe(LIMIT_MESSAGE);
      // Another kind of request is counted on its own.
      await kit.ok(MEET_PRICE, { dto: meetPriceDto(kit, { phone: "+79995551002" }) });
      kit.clock.advance(HOUR_MS);
      await kit.ok(ORDER_REQUEST, { dto: orderDto(kit) });
    });
  });

  it(`takes ${MAX_REQUESTS_PER_CLIENT_PER_HOUR} requests of a kind from one address an hour, whatever the phones`, async () => {
    await withRequestsApi(async (kit) => {
      for (let sent = 0; sent < MAX_REQUESTS_PER_CLIENT_PER_HOUR; sent += 1) {
        await kit.ok(
          COOPERATIVE,
          { dto: cooperativeDto(kit, { phone: `+7999555200${sent}` }) },
          from("203.0.113.7"),
        );
      }
      const error = await kit.fails(
        COOPERATIVE,
        { dto: cooperativeDto(kit, { phone: "+79995552009" }) },
        from("203.0.113.7"),
      );
      expect(error.message).toBe(LIMIT_MESSAGE);
      // The nearest trusted party's hop is the address: a forged first hop changes nothing.
      const forged = await kit.fails(
        COOPERATIVE,
        { dto: cooperativeDto(kit, { phone: "+79995552009" }) },
        from("10.9.8.7, 203.0.113.7"),
      );
      expect(forged.message).toBe(LIMIT_MESSAGE);
      await kit.ok(
        COOPERATIVE,
        { dto: cooperativeDto(kit, { phone: "+79995552009" }) },
        from("203.0.113.8"),
      );
    });
  });

  it("holds under parallel posts: ten at once from one phone record three", async () => {
    // Not in a rolled-back transaction: each post takes its own connection (PostgreSQL) or waits
    // for the database (PGlite), as under real traffic. Its rows are deleted afterwards.
    const { db } = await testDatabase();
    const clock = new TestClock();
    const api = createShopApi({
      db,
      providers: { clock, mail: { send: () => Promise.resolve() } },
    });
    const phone = `+7999${String(Date.now() % 10_000_000).padStart(7, "0")}`;
    const dto = {
      productName: "Nike Air Max 90",
      size: "42",
      offerUrl: "https://shop.example/air-max-90",
      priceSeen: 990_000,
      phone,
      pageLoadTime: clock.now().getTime() - 60_000,
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => postGraphQL(api, MEET_PRICE, { dto })),
      );
      const accepted = answers.filter((answer) => !answer.body.errors);
      expect(accepted).toHaveLength(MAX_REQUESTS_PER_PHONE_PER_HOUR);
      const refused = answers.filter((answer) => answer.body.errors);
      expect(refused.map((answer) => answer.body.errors?.[0]?.message)).toEqual(
        Array.from({ length: 10 - MAX_REQUESTS_PER_PHONE_PER_HOUR }, () => LIMIT_MESSAGE),
      );
    } finally {
      await db.delete(t.priceRequest).where(eq(t.priceRequest.phone, phone));
    }
  });
});

describe("createOrderRequest", () => {
  it("answers the request's number, which the operator reads back", async () => {
    await withRequestsApi(async (kit) => {
      const { createOrderRequest } = await kit.ok<{ createOrderRequest: { id: string } }>(
        ORDER_REQUEST,
        { dto: orderDto(kit, { text: "Зелёные вставки", email: "oleg@example.com" }) },
      );
      expect(createOrderRequest.id).toMatch(/^\d+$/);
      expect(kit.sent.at(-1)?.text).toContain("Бюджет: 15\u00a0000 ₽");
      const { body } = await list(kit, "?kind=order");
      expect(body.items).toEqual([
        expect.objectContaining({
          kind: "order",
          id: Number(createOrderRequest.id),
          brand: "New Balance",
          model: "550 White Green",
          size: "43",
          link: "https://www.newbalance.com.tr/550",
          budget: 1_500_000,
          text: "Зелёные вставки",
          name: "Олег",
          phone: "+79995551002",
          email: "oleg@example.com",
        }),
      ]);
    });
  });

  it("needs the brand, the model and the size; a link, when given, is http(s)", async () => {
    await withRequestsApi(async (kit) => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ brand: "" }, "brand", "Укажите бренд"],
        [{ model: " " }, "model", "Укажите модель"],
        [{ size: "" }, "size", "Укажите размер"],
        [{ link: "javascript:alert(1)" }, "link", LINK_MESSAGE],
        [{ budget: -100 }, "budget", "Укажите бюджет в рублях"],
        [{ phone: "" }, "phone", "Введите номер телефона в формате +7XXXXXXXXXX"],
      ];
      for (const [extra, field, message] of cases) {
        const error = await kit.fails(ORDER_REQUEST, { dto: orderDto(kit, extra) });
        expect(error.message, JSON.stringify(extra)).toBe(message);
        expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
      }
      // Without a link or a budget it is still a request.
      await kit.ok(ORDER_REQUEST, { dto: orderDto(kit, { link: "", budget: null }) });
    });
  });

  it("is recorded even when the team's letter cannot be sent", async () => {
    await withRequestsApi(async (kit) => {
      kit.failSending(true);
      const { createOrderRequest } = await kit.ok<{ createOrderRequest: { id: string } }>(
        ORDER_REQUEST,
        { dto: orderDto(kit) },
      );
      const { body } = await list(kit, "?kind=order");
      expect(body.items[0]?.id).toBe(Number(createOrderRequest.id));
    });
  });
});

describe("createCooperativeRequest", () => {
  it("records a partner's request with its contacts", async () => {
    await withRequestsApi(async (kit) => {
      const { createCooperativeRequest } = await kit.ok<{
        createCooperativeRequest: { id: string };
      }>(COOPERATIVE, { dto: cooperativeDto(kit) });
      expect(kit.sent.at(-1)?.text).toContain("Компания: Стамбул Трейд");
      const { body } = await list(kit, "?kind=cooperative");
      expect(body.items[0]).toMatchObject({
        kind: "cooperative",
        id: Number(createCooperativeRequest.id),
        companyName: "Стамбул Трейд",
        companyType: "ООО",
        inn: "7701234567",
        fullName: "Мария Петрова",
        phone: "+79995551003",
        email: "maria@trade.example",
        description: "Поставки кроссовок из Турции",
      });
    });
  });

  it("needs the company, the person, a phone, an e-mail and a message", async () => {
    await withRequestsApi(async (kit) => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ companyName: "" }, "companyName", "Укажите название компании"],
        [{ fullName: "" }, "fullName", "Укажите контактное лицо"],
        [{ email: "" }, "email", "Введите корректный e-mail"],
        [{ description: "" }, "description", "Напишите, что вы предлагаете"],
        [{ inn: "12345" }, "inn", "ИНН — 10 или 12 цифр"],
      ];
      for (const [extra, field, message] of cases) {
        const error = await kit.fails(COOPERATIVE, { dto: cooperativeDto(kit, extra) });
        expect(error.message, JSON.stringify(extra)).toBe(message);
        expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
      }
    });
  });
});

describe("GET /api/operator/requests", () => {
  it("answers only the operator token, and lists every kind newest first", async () => {
    await withRequestsApi(async (kit) => {
      await kit.ok(COOPERATIVE, { dto: cooperativeDto(kit) });
      kit.clock.advance(1000);
      await kit.ok(MEET_PRICE, { dto: meetPriceDto(kit) });
      kit.clock.advance(1000);
      await kit.ok(ORDER_REQUEST, { dto: orderDto(kit) });

      expect((await list(kit, "", null)).status).toBe(401);
      expect((await list(kit, "", "wrong-token-0123456789abcdef-0123456789")).status).toBe(401);
      const { status, body } = await list(kit);
      expect(status).toBe(200);
      expect(body.items.map((item) => item.kind)).toEqual(["order", "meet-price", "cooperative"]);
      expect(body.totalItems).toBe(3);

      const second = await list(kit, "?limit=1&page=2");
      expect(second.body.items.map((item) => item.kind)).toEqual(["meet-price"]);
      expect(second.body.totalPages).toBe(3);

      expect((await list(kit, "?kind=reviews")).body.message).toBe("kind: Неизвестный вид заявки");
      expect((await list(kit, "?limit=500")).status).toBe(400);
    });
  });

  it("refuses a call without a token, and answers only GET", async () => {
    await withApi(async (kit) => {
      expect((await list(kit)).status).toBe(401);
    });
    await withRequestsApi(async (kit) => {
      const response = await kit.api.fetch(
        new Request(`http://shop.test${OPERATOR_REQUESTS_PATH}`, {
          method: "POST",
          headers: { authorization: `Bearer ${TOKEN}` },
        }),
      );
      expect(response.status).toBe(405);
    });
  });
});
