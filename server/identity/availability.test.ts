// Production with no gateway for a channel refuses its sign-in codes in Russian, before a code is
// made (docs/decisions/030-demo-and-production.md).
import { describe, expect, it } from "vitest";
import { inRollback } from "../../tests/database.ts";
import { postGraphQL } from "../../tests/graphql.ts";
import { SEND_EMAIL_CODE, SEND_SMS_CODE, TEST_SECRET } from "../../tests/identity-kit.ts";
import * as t from "../db/schema.ts";
import { createShopApi } from "../index.ts";
import {
  EMAIL_SIGN_IN_UNAVAILABLE_MESSAGE,
  PHONE_SIGN_IN_UNAVAILABLE_MESSAGE,
} from "./availability.ts";

describe("sign-in in production without a gateway", () => {
  it("refuses phone codes without SMS_RU_API_KEY and e-mail codes without SMTP_URL", () =>
    inRollback(async (db) => {
      const codesBefore = (await db.select().from(t.authCode)).length;
      const noSms = createShopApi({
        db,
        auth: { secret: TEST_SECRET },
        // SMTP is configured (never reached here); SMS is not.
        providersConfig: { mode: "production", smtpUrl: "smtp://127.0.0.1:9" },
      });
      const sms = await postGraphQL(noSms, SEND_SMS_CODE, { dto: { phone: "+79990004001" } });
      expect(sms.body.errors?.[0]).toMatchObject({
        message: PHONE_SIGN_IN_UNAVAILABLE_MESSAGE,
        extensions: { code: "SIGN_IN_UNAVAILABLE" },
      });
      expect(PHONE_SIGN_IN_UNAVAILABLE_MESSAGE).toMatch(/недоступен/);
      const rest = await noSms.fetch(
        new Request("http://shop.test/api/send-sms", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ phone: "+79990004001", pageLoadTime: Date.now() - 10_000 }),
        }),
      );
      expect(rest.status).toBe(503);
      expect(await rest.json()).toEqual({
        code: "SIGN_IN_UNAVAILABLE",
        message: PHONE_SIGN_IN_UNAVAILABLE_MESSAGE,
      });

      const noMail = createShopApi({
        db,
        auth: { secret: TEST_SECRET },
        providersConfig: { mode: "production", smsRuApiKey: "key" },
      });
      const mail = await postGraphQL(noMail, SEND_EMAIL_CODE, { dto: { email: "a@example.ru" } });
      expect(mail.body.errors?.[0]).toMatchObject({
        message: EMAIL_SIGN_IN_UNAVAILABLE_MESSAGE,
        extensions: { code: "SIGN_IN_UNAVAILABLE" },
      });
      // No code was made, so none waits anywhere; and production has no outbox to read.
      expect((await db.select().from(t.authCode)).length).toBe(codesBefore);
      expect(await db.select().from(t.outboxMessage)).toEqual([]);
    }));
});
