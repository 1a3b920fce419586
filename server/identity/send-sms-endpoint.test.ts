import { describe, expect, it, vi } from "vitest";
import {
  DAY_MS,
  HOUR_MS,
  MAX_CODES_PER_CLIENT_PER_HOUR,
  SEND_COOLDOWN_MS,
} from "./code-service.ts";
import { MAX_FORM_AGE_MS, MIN_FORM_DWELL_MS } from "./send-sms-endpoint.ts";
import { testDatabase } from "../../tests/database.ts";
import { type Kit, SEND_EMAIL_CODE, TestClock, withApi } from "../../tests/identity-kit.ts";
import { createShopApi } from "../index.ts";

const PHONE = "+79995550011";

async function post(
  kit: Kit,
  body: unknown,
  init: { type?: string; method?: string; forwardedFor?: string } = {},
) {
  const response = await kit.api.fetch(
    new Request("http://shop.test/api/send-sms", {
      method: init.method ?? "POST",
      headers: {
        "content-type": init.type ?? "application/json",
        "x-forwarded-for": init.forwardedFor ?? "203.0.113.20",
      },
      body:
        init.method === "GET" ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

/** A form opened `ago` ms before the API's now. */
const loadedAgo = (kit: Kit, ago: number) => kit.clock.now().getTime() - ago;

describe("POST /api/send-sms", () => {
  it("sends a code and answers the sendSmsCode shape", async () => {
    await withApi(async (kit) => {
      const { status, body } = await post(kit, {
        phone: "+7 (999) 555-00-11",
        honeypot: "",
        pageLoadTime: loadedAgo(kit, 5000),
        clientFp: "b".repeat(64),
      });
      expect(status).toBe(200);
      expect(body).toEqual({
        sendSmsCode: {
          status: "SENT",
          cooldownUntil: new Date(kit.clock.now().getTime() + SEND_COOLDOWN_MS).toISOString(),
        },
      });
      expect(kit.lastCode(PHONE)).toMatch(/^\d{4}$/);
    });
  });

  it("fails with 'Ошибка отправки кода' when the honeypot is filled", async () => {
    await withApi(async (kit) => {
      const { status, body } = await post(kit, {
        phone: PHONE,
        honeypot: "http://spam.example",
        pageLoadTime: loadedAgo(kit, 60_000),
        clientFp: "c".repeat(64),
      });
      expect(status).toBe(400);
      expect(body).toEqual({ message: "Ошибка отправки кода", code: "BOT_SUSPECTED" });
      expect(kit.sent).toHaveLength(0);
    });
  });

  it(`fails when fewer than ${MIN_FORM_DWELL_MS} ms passed since the form loaded, or it loaded in the future`, async () => {
    await withApi(async (kit) => {
      for (const ago of [MIN_FORM_DWELL_MS - 1, 0, -60_000]) {
        const { status, body } = await post(kit, {
          phone: PHONE,
          honeypot: "",
          pageLoadTime: loadedAgo(kit, ago),
        });
        expect(status, String(ago)).toBe(400);
        expect(body).toEqual({ message: "Ошибка отправки кода", code: "BOT_SUSPECTED" });
      }
      expect(kit.sent).toHaveLength(0);

      const { status } = await post(kit, {
        phone: PHONE,
        pageLoadTime: loadedAgo(kit, MIN_FORM_DWELL_MS),
      });
      expect(status).toBe(200);
    });
  });

  it("fails when the form's load time is 0 or days old: not a person's time on the form", async () => {
    await withApi(async (kit) => {
      for (const pageLoadTime of [0, loadedAgo(kit, MAX_FORM_AGE_MS + 1)]) {
        const { status, body } = await post(kit, { phone: PHONE, honeypot: "", pageLoadTime });
        expect(status, String(pageLoadTime)).toBe(400);
        expect(body).toEqual({ message: "Ошибка отправки кода", code: "BOT_SUSPECTED" });
      }
      expect(kit.sent).toHaveLength(0);
    });
  });

  it(`sends ${MAX_CODES_PER_CLIENT_PER_HOUR} codes to thirty phones asked for at once from one address`, async () => {
    // Not in a rolled-back transaction: each request takes its own connection (PostgreSQL) or
    // waits for the database (PGlite), as under real traffic.
    const { db } = await testDatabase();
    const clock = new TestClock();
    const sent: string[] = [];
    const api = createShopApi({
      db,
      providers: {
        clock,
        sms: {
          send: (phone: string) => {
            sent.push(phone);
            return Promise.resolve();
          },
        },
      },
    });
    const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const run = String(Date.now() % 10_000).padStart(4, "0");
    const answers = await Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const response = await api.fetch(
          new Request("http://shop.test/api/send-sms", {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": address },
            body: JSON.stringify({
              phone: `+7997${run}${String(index).padStart(3, "0")}`,
              honeypot: "",
              pageLoadTime: clock.now().getTime() - 5000,
            }),
          }),
        );
        return ((await response.json()) as { sendSmsCode?: { status: string } }).sendSmsCode;
      }),
    );
    const statuses = answers.map((answer) => answer?.status);
    // The address's cap holds under parallel requests; the rest are told so, not given a cooldown.
    expect(statuses.filter((status) => status === "SENT")).toHaveLength(
      MAX_CODES_PER_CLIENT_PER_HOUR,
    );
    expect(statuses.filter((status) => status === "LIMITED")).toHaveLength(
      30 - MAX_CODES_PER_CLIENT_PER_HOUR,
    );
    expect(sent).toHaveLength(MAX_CODES_PER_CLIENT_PER_HOUR);
  });

  it("counts the address the storefront wrote last, not one a client put in front of it", async () => {
    await withApi(async (kit) => {
      const ask = (index: number) =>
        post(
          kit,
          {
            phone: `+7999556${String(index).padStart(4, "0")}`,
            honeypot: "",
            pageLoadTime: loadedAgo(kit, 5000),
          },
          { forwardedFor: `198.51.100.${index}, 203.0.113.30` },
        );
      const status = async (index: number) =>
        ((await ask(index)).body as { sendSmsCode: { status: string } }).sendSmsCode.status;
      for (let index = 1; index <= MAX_CODES_PER_CLIENT_PER_HOUR; index += 1) {
        expect(await status(index)).toBe("SENT");
      }
      // Another forged first hop is still the same client behind the same last hop.
      expect(await status(MAX_CODES_PER_CLIENT_PER_HOUR + 1)).toBe("LIMITED");
    });
  });

  it("answers the cooldown like the mutation, and takes a form body too", async () => {
    await withApi(async (kit) => {
      const form = (phone: string) =>
        post(
          kit,
          new URLSearchParams({
            phone,
            honeypot: "",
            pageLoadTime: String(loadedAgo(kit, 3000)),
          }).toString(),
          { type: "application/x-www-form-urlencoded" },
        );
      const first = await form(PHONE);
      expect(first.status).toBe(200);
      const second = await form(PHONE);
      expect(second).toEqual({
        status: 200,
        body: { sendSmsCode: { status: "COOLDOWN", cooldownUntil: expect.any(String) } },
      });
      expect(kit.sent).toHaveLength(1);
    });
  });

  it("refuses a bad phone, a malformed body and other methods", async () => {
    await withApi(async (kit) => {
      const badPhone = await post(kit, { phone: "123", pageLoadTime: loadedAgo(kit, 5000) });
      expect(badPhone).toEqual({
        status: 400,
        body: { message: "Введите номер телефона в формате +7XXXXXXXXXX", code: "BAD_USER_INPUT" },
      });
      expect((await post(kit, "{not json")).status).toBe(400);
      expect((await post(kit, { phone: PHONE })).status).toBe(400);
      expect((await post(kit, null, { method: "GET" })).status).toBe(405);
    });
  });

  describe("the shop's budget of codes (docs/identity.md#the-shops-budget-of-codes)", () => {
    // Each test starts two days after the shared database's rows: none of them counts.

    /**
     * Each request a new phone, a new forged address and a new device, as an SMS pump sends. One
     * after another: the rolled-back test transaction is one session, whose advisory locks would
     * not keep parallel requests apart (the shop's own sessions are several).
     */
    async function pump(kit: Kit, count: number, offset = 0) {
      const answers = [];
      for (let n = offset; n < offset + count; n += 1) {
        answers.push(
          await post(
            kit,
            {
              phone: `+7999${String(10_000_000 + n).slice(1)}`,
              honeypot: "",
              pageLoadTime: loadedAgo(kit, 5000),
              clientFp: n.toString(16).padStart(64, "0"),
            },
            { forwardedFor: `198.51.${Math.floor(n / 250)}.${n % 250}` },
          ),
        );
      }
      return answers;
    }

    it("sends at most the hour's budget to 200 new phones from forged addresses, and logs it once", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      try {
        await withApi(
          async (kit) => {
            kit.clock.advance(2 * DAY_MS);
            const answers = await pump(kit, 200);
            expect(kit.sent.filter((message) => message.channel === "SMS")).toHaveLength(25);
            expect(answers.filter((answer) => answer.status === 200)).toHaveLength(25);
            const refused = answers.filter((answer) => answer.status !== 200);
            expect(refused).toHaveLength(175);
            expect(new Set(refused.map((answer) => answer.status))).toEqual(new Set([429]));
            expect(refused[0]?.body).toEqual({
              message: "Ошибка отправки кода",
              code: "CODE_SEND_FAILED",
            });
            const lines = warn.mock.calls.map((call) => String(call[0]));
            expect(lines.filter((line) => line.includes("CODE_BUDGET_PER_HOUR"))).toHaveLength(1);

            // E-mail has a budget of its own: an SMS flood does not lock e-mail sign-in out.
            await kit.ok(SEND_EMAIL_CODE, { dto: { email: "anna@example.com" } });
            expect(kit.sent.filter((message) => message.channel === "EMAIL")).toHaveLength(1);
          },
          { codeBudget: { perHour: 25, perDay: 40 } },
        );
      } finally {
        warn.mockRestore();
      }
    });

    it("frees the hour's budget as its codes age, up to the day's", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      try {
        await withApi(
          async (kit) => {
            kit.clock.advance(2 * DAY_MS);
            await pump(kit, 30);
            kit.clock.advance(HOUR_MS + 1000);
            const later = await pump(kit, 30, 30);
            expect(later.filter((answer) => answer.status === 200)).toHaveLength(15);
            expect(kit.sent).toHaveLength(40);
            const lines = warn.mock.calls.map((call) => String(call[0]));
            expect(lines.some((line) => line.includes("CODE_BUDGET_PER_DAY"))).toBe(true);
          },
          { codeBudget: { perHour: 25, perDay: 40 } },
        );
      } finally {
        warn.mockRestore();
      }
    });
  });
});
