import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import * as t from "../db/schema.ts";
import {
  CODE_TTL_MS,
  HOUR_MS,
  MAX_CODE_ATTEMPTS,
  MAX_CODES_PER_CLIENT_PER_HOUR,
  MAX_CODES_PER_IP_PER_HOUR,
  MAX_CODES_PER_TARGET_PER_HOUR,
  SEND_COOLDOWN_MS,
} from "./code-service.ts";
import {
  AUTHENTICATE,
  type AuthenticateData,
  SEND_EMAIL_CODE,
  SEND_SMS_CODE,
  withApi,
} from "../../tests/identity-kit.ts";
import { PERSONAL_DATA_CONSENT_VERSION, REGISTRATION_BONUS } from "./user-service.ts";

const PHONE = "+79991234567";

interface SendData {
  sendSmsCode: { status: "SENT" | "COOLDOWN" | "LIMITED"; cooldownUntil: string };
}

const STATISTICS = /* GraphQL */ `
  {
    userOrderStatistics {
      bonuses
      moneySpent
    }
  }
`;

describe("sendSmsCode", () => {
  it("normalises the phone and sends a random 4-digit code that is stored only hashed", async () => {
    await withApi(async ({ ok, sent, clock, db }) => {
      const { sendSmsCode } = await ok<SendData>(SEND_SMS_CODE, {
        dto: { phone: "8 (999) 123-45-67" },
      });

      expect(sendSmsCode).toEqual({
        status: "SENT",
        cooldownUntil: new Date(clock.now().getTime() + SEND_COOLDOWN_MS).toISOString(),
      });
      expect(sent).toHaveLength(1);
      expect(sent[0]?.to).toBe(PHONE);
      const code = /\b(\d{4})\b/.exec(sent[0]?.text ?? "")?.[1] ?? "";
      expect(code).toMatch(/^\d{4}$/);

      const [row] = await db.select().from(t.authCode).where(eq(t.authCode.target, PHONE));
      expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.codeHash).not.toContain(code);
      expect(row?.expiresAt.getTime()).toBe(clock.now().getTime() + CODE_TTL_MS);
    });
  });

  it("refuses a phone that is not a Russian number", async () => {
    await withApi(async ({ fails, sent }) => {
      for (const phone of ["12345", "+1 202 555 0100", "телефон"]) {
        const error = await fails(SEND_SMS_CODE, { dto: { phone } });
        expect(error.extensions?.code).toBe("BAD_USER_INPUT");
        expect(error.message).toBe("Введите номер телефона в формате +7XXXXXXXXXX");
      }
      expect(sent).toHaveLength(0);
    });
  });

  it("sends no new code during the cooldown, answering when it ends", async () => {
    await withApi(async ({ ok, sent, clock }) => {
      const first = await ok<SendData>(SEND_SMS_CODE, { dto: { phone: PHONE } });
      clock.advance(SEND_COOLDOWN_MS - 1000);
      const again = await ok<SendData>(SEND_SMS_CODE, { dto: { phone: "+7 999 123 45 67" } });

      expect(again.sendSmsCode).toEqual({
        status: "COOLDOWN",
        cooldownUntil: first.sendSmsCode.cooldownUntil,
      });
      expect(sent).toHaveLength(1);

      clock.advance(1000);
      const later = await ok<SendData>(SEND_SMS_CODE, { dto: { phone: PHONE } });
      expect(later.sendSmsCode.status).toBe("SENT");
      expect(sent).toHaveLength(2);
    });
  });

  it(`caps a phone at ${MAX_CODES_PER_TARGET_PER_HOUR} codes an hour`, async () => {
    await withApi(async ({ ok, clock }) => {
      const start = clock.now().getTime();
      for (let n = 0; n < MAX_CODES_PER_TARGET_PER_HOUR; n += 1) {
        const { sendSmsCode } = await ok<SendData>(SEND_SMS_CODE, { dto: { phone: PHONE } });
        expect(sendSmsCode.status).toBe("SENT");
        clock.advance(SEND_COOLDOWN_MS);
      }
      const { sendSmsCode } = await ok<SendData>(SEND_SMS_CODE, { dto: { phone: PHONE } });
      expect(sendSmsCode).toEqual({
        status: "COOLDOWN",
        cooldownUntil: new Date(start + HOUR_MS).toISOString(),
      });
    });
  });

  it("sends a corrected number its code at once from the same device; each number keeps its own cooldown", async () => {
    await withApi(async ({ ok, clock, sent }) => {
      const send = (phone: string, dto: Record<string, string> = {}) =>
        ok<SendData>(
          SEND_SMS_CODE,
          { dto: { phone, clientFp: "a".repeat(64), ...dto } },
          { headers: { "x-forwarded-for": "203.0.113.7" } },
        );
      const first = await send("+79990000001");
      expect(first.sendSmsCode.status).toBe("SENT");
      clock.advance(5_000);
      // A typo corrected a few seconds later: the other number is not kept waiting.
      const corrected = await send("+79990000002");
      expect(corrected.sendSmsCode).toEqual({
        status: "SENT",
        cooldownUntil: new Date(clock.now().getTime() + SEND_COOLDOWN_MS).toISOString(),
      });
      expect(sent.map((message) => message.to)).toEqual(["+79990000001", "+79990000002"]);
      // Each number asked again counts down to its own end, not the device's latest.
      expect((await send("+79990000001")).sendSmsCode).toEqual({
        status: "COOLDOWN",
        cooldownUntil: first.sendSmsCode.cooldownUntil,
      });
      expect((await send("+79990000002")).sendSmsCode).toEqual({
        status: "COOLDOWN",
        cooldownUntil: corrected.sendSmsCode.cooldownUntil,
      });
      // Without a fingerprint (no JavaScript) the IP is the client: the same holds.
      expect((await send("+79990000003", { clientFp: "" })).sendSmsCode.status).toBe("SENT");
      expect((await send("+79990000004", { clientFp: "" })).sendSmsCode.status).toBe("SENT");
    });
  });

  it(`caps a device at ${MAX_CODES_PER_CLIENT_PER_HOUR} codes an hour whatever the phones, answering LIMITED, not a number's cooldown`, async () => {
    await withApi(async ({ ok, clock }) => {
      const send = (n: number, clientFp = "b".repeat(64)) =>
        ok<SendData>(
          SEND_SMS_CODE,
          { dto: { phone: `+7999200${String(n).padStart(4, "0")}`, clientFp } },
          { headers: { "x-forwarded-for": `198.51.100.${n + 1}` } },
        );
      const start = clock.now().getTime();
      for (let n = 0; n < MAX_CODES_PER_CLIENT_PER_HOUR; n += 1) {
        expect((await send(n)).sendSmsCode.status).toBe("SENT");
        clock.advance(1_000);
      }
      // A new number from the same device: its own limit, until the hour's first code ages out.
      expect((await send(MAX_CODES_PER_CLIENT_PER_HOUR)).sendSmsCode).toEqual({
        status: "LIMITED",
        cooldownUntil: new Date(start + HOUR_MS).toISOString(),
      });
      // Another device is not held up by it.
      expect((await send(50, "c".repeat(64))).sendSmsCode.status).toBe("SENT");
      clock.advance(HOUR_MS - MAX_CODES_PER_CLIENT_PER_HOUR * 1_000);
      expect((await send(MAX_CODES_PER_CLIENT_PER_HOUR)).sendSmsCode.status).toBe("SENT");
    });
  });

  it(`caps an IP at ${MAX_CODES_PER_IP_PER_HOUR} codes an hour whatever fingerprints it sends`, async () => {
    await withApi(async ({ ok }) => {
      const send = (n: number) =>
        ok<SendData>(
          SEND_SMS_CODE,
          {
            dto: {
              phone: `+7999100${String(n).padStart(4, "0")}`,
              clientFp: `${n}`.padStart(64, "f"),
            },
          },
          { headers: { "x-forwarded-for": "203.0.113.9, 10.0.0.1" } },
        );
      for (let n = 0; n < MAX_CODES_PER_IP_PER_HOUR; n += 1) {
        expect((await send(n)).sendSmsCode.status).toBe("SENT");
      }
      expect((await send(MAX_CODES_PER_IP_PER_HOUR)).sendSmsCode.status).toBe("LIMITED");
    });
  });

  it("answers 'Ошибка отправки кода' when the provider fails, and starts no cooldown", async () => {
    await withApi(async ({ ok, fails, failSending }) => {
      const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
      failSending(true);
      const error = await fails(SEND_SMS_CODE, { dto: { phone: PHONE } });
      expect(error.message).toBe("Ошибка отправки кода");
      expect(error.extensions?.code).toBe("CODE_SEND_FAILED");
      // The cause reaches the log, not the shopper.
      expect(log).toHaveBeenCalledWith(
        "Sign-in code to SMS not sent:",
        expect.stringMatching(/^Error/),
      );
      log.mockRestore();

      failSending(false);
      const { sendSmsCode } = await ok<SendData>(SEND_SMS_CODE, { dto: { phone: PHONE } });
      expect(sendSmsCode.status).toBe("SENT");
    });
  });
});

describe("authenticate", () => {
  it("signs a new shopper up only with the personal data consent, recorded with time, IP and version", async () => {
    await withApi(async ({ ok, fails, lastCode, db, clock }) => {
      await ok(SEND_SMS_CODE, { dto: { phone: PHONE } });
      const code = lastCode(PHONE);
      const headers = { "x-forwarded-for": "203.0.113.50", "user-agent": "vitest" };

      const refused = await fails(
        AUTHENTICATE,
        { dto: { emailOrPhone: PHONE, code } },
        { headers },
      );
      expect(refused.extensions).toMatchObject({
        code: "BAD_USER_INPUT",
        field: "personalDataConsent",
      });
      expect(refused.message).toBe(
        "Для регистрации нужно согласие на обработку персональных данных",
      );
      expect(await db.select().from(t.user).where(eq(t.user.phone, PHONE))).toHaveLength(0);

      // The code was not spent by the refusal: ticking the box and sending it again signs up.
      const { authenticate } = await ok<AuthenticateData>(
        AUTHENTICATE,
        { dto: { emailOrPhone: "89991234567", code, personalDataConsent: true } },
        { headers },
      );
      expect(authenticate.user).toMatchObject({ phone: PHONE, email: null, accessLevel: "USER" });
      expect(authenticate.authData.accessToken.split(".")).toHaveLength(3);
      expect(authenticate.authData.refreshToken).toMatch(/^[\w-]{43}$/);

      const consents = await db
        .select()
        .from(t.personalDataConsent)
        .where(eq(t.personalDataConsent.userId, Number(authenticate.user.id)));
      expect(consents).toEqual([
        expect.objectContaining({
          subject: PHONE,
          textVersion: PERSONAL_DATA_CONSENT_VERSION,
          ip: "203.0.113.50",
          userAgent: "vitest",
          createdAt: clock.now(),
        }),
      ]);
    });
  });

  it("grants the registration bonus once, and lets an existing shopper sign in without consent", async () => {
    await withApi(async ({ ok, signIn, lastCode, db }) => {
      const first = await signIn(PHONE);
      const stats = await ok<{ userOrderStatistics: { bonuses: number; moneySpent: number } }>(
        STATISTICS,
        {},
        { token: first.accessToken },
      );
      expect(stats.userOrderStatistics).toEqual({ bonuses: REGISTRATION_BONUS, moneySpent: 0 });
      expect(REGISTRATION_BONUS).toBe(5000);

      await ok(SEND_SMS_CODE, { dto: { phone: PHONE } });
      const { authenticate } = await ok<AuthenticateData>(AUTHENTICATE, {
        dto: { emailOrPhone: PHONE, code: lastCode(PHONE) },
      });
      expect(authenticate.user.id).toBe(first.userId);
      const bonuses = await db
        .select()
        .from(t.bonusTransaction)
        .where(eq(t.bonusTransaction.userId, Number(first.userId)));
      expect(bonuses.map((row) => [row.reason, row.amount])).toEqual([["REGISTRATION", 5000]]);
      const consents = await db
        .select()
        .from(t.personalDataConsent)
        .where(eq(t.personalDataConsent.userId, Number(first.userId)));
      expect(consents).toHaveLength(1);
    });
  });

  it("signs in by e-mail whatever its case, recording the consent text's version", async () => {
    await withApi(async ({ ok, lastCode, db }) => {
      await ok(SEND_EMAIL_CODE, { dto: { email: " Shopper@Example.RU " } });
      const { authenticate } = await ok<AuthenticateData>(AUTHENTICATE, {
        dto: {
          emailOrPhone: "shopper@example.ru",
          code: lastCode("shopper@example.ru"),
          personalDataConsent: true,
          consentVersion: "2026-10-01",
        },
      });
      expect(authenticate.user).toMatchObject({ email: "shopper@example.ru", phone: null });
      const [consent] = await db
        .select()
        .from(t.personalDataConsent)
        .where(eq(t.personalDataConsent.userId, Number(authenticate.user.id)));
      expect(consent).toMatchObject({ subject: "shopper@example.ru", textVersion: "2026-10-01" });
    });
  });

  it("rejects a wrong code with 'Введенный код неверен', and every code after too many tries", async () => {
    await withApi(async ({ ok, fails, lastCode }) => {
      await ok(SEND_SMS_CODE, { dto: { phone: PHONE } });
      const code = lastCode(PHONE);
      const wrong = code === "0000" ? "1111" : "0000";
      for (let n = 0; n < MAX_CODE_ATTEMPTS; n += 1) {
        const error = await fails(AUTHENTICATE, {
          dto: { emailOrPhone: PHONE, code: wrong, personalDataConsent: true },
        });
        expect(error.message).toBe("Введенный код неверен");
        expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "code" });
      }
      const error = await fails(AUTHENTICATE, {
        dto: { emailOrPhone: PHONE, code, personalDataConsent: true },
      });
      expect(error.message).toBe("Введенный код неверен");
    });
  });

  it("rejects an expired code", async () => {
    await withApi(async ({ ok, fails, lastCode, clock }) => {
      await ok(SEND_SMS_CODE, { dto: { phone: PHONE } });
      clock.advance(CODE_TTL_MS);
      const error = await fails(AUTHENTICATE, {
        dto: { emailOrPhone: PHONE, code: lastCode(PHONE), personalDataConsent: true },
      });
      expect(error.message).toBe("Введенный код неверен");
    });
  });

  it("accepts a code once, and only the latest code sent", async () => {
    await withApi(async ({ ok, fails, lastCode, clock, db }) => {
      await ok(SEND_SMS_CODE, { dto: { phone: PHONE } });
      const old = lastCode(PHONE);
      clock.advance(SEND_COOLDOWN_MS);
      await ok(SEND_SMS_CODE, { dto: { phone: PHONE } });
      const latest = lastCode(PHONE);
      const dto = { emailOrPhone: PHONE, personalDataConsent: true };

      // Codes are random: one time in 10 000 the two are the same and there is no old code to try.
      if (old !== latest) {
        expect((await fails(AUTHENTICATE, { dto: { ...dto, code: old } })).message).toBe(
          "Введенный код неверен",
        );
      }
      await ok(AUTHENTICATE, { dto: { ...dto, code: latest } });
      expect((await fails(AUTHENTICATE, { dto: { ...dto, code: latest } })).message).toBe(
        "Введенный код неверен",
      );
      const [row] = await db
        .select()
        .from(t.authCode)
        .where(eq(t.authCode.target, PHONE))
        .orderBy(t.authCode.id);
      expect(row?.consumedAt).toBeNull();
    });
  });
});
