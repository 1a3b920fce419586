import { describe, expect, it } from "vitest";
import {
  openChannel,
  authHref,
  codeDigits,
  enterCodeHref,
  formatCountdown,
  formatPhone,
  cooldownOf,
  cooldownTarget,
  limitedMessage,
  mergeCooldowns,
  parseCooldowns,
  phoneDigits,
  toE164,
} from "./sign-in-model.ts";
import { sendCodeSchema, verifyCodeSchema } from "./sign-in-schemas.ts";

describe("the phone mask +7 (XXX) XXX-XX-XX", () => {
  it("fills as digits are typed after +7", () => {
    expect(formatPhone("9")).toBe("+7 (9");
    expect(formatPhone("+7 (999")).toBe("+7 (999)");
    expect(formatPhone("+7 (999) 1")).toBe("+7 (999) 1");
    expect(formatPhone("+7 (999) 1234")).toBe("+7 (999) 123-4");
    expect(formatPhone("+7 (999) 123-456")).toBe("+7 (999) 123-45-6");
    expect(formatPhone("+7 (999) 123-45-678")).toBe("+7 (999) 123-45-67");
    // Never more than 10 digits after +7.
    expect(formatPhone("+7 (999) 123-45-6789")).toBe("+7 (999) 123-45-67");
  });

  it("reads the common spellings of a Russian number", () => {
    for (const typed of ["+79991234567", "89991234567", "8 (999) 123-45-67", "7 999 123 45 67"]) {
      expect(formatPhone(typed)).toBe("+7 (999) 123-45-67");
      expect(toE164(typed)).toBe("+79991234567");
    }
    expect(phoneDigits("9991234567")).toBe("9991234567");
  });

  it("takes a first 7 or 8 for the country code, and lets the field be emptied", () => {
    expect(formatPhone("8")).toBe("+7");
    expect(formatPhone("7")).toBe("+7");
    expect(formatPhone("+7")).toBe("+7");
    expect(formatPhone("+")).toBe("");
    expect(formatPhone("")).toBe("");
    expect(formatPhone("abc")).toBe("");
  });

  it("gives +7XXXXXXXXXX only with all 10 digits", () => {
    expect(toE164("+7 (999) 123-45-6")).toBeNull();
    expect(toE164("")).toBeNull();
  });
});

describe("the code", () => {
  it("keeps only 4 digits", () => {
    expect(codeDigits("12a3 45")).toBe("1234");
    expect(codeDigits("")).toBe("");
  });

  it("needs exactly 4 digits; the consent is sent only when ticked", () => {
    expect(verifyCodeSchema.safeParse({ code: "123" }).success).toBe(false);
    expect(verifyCodeSchema.safeParse({ code: "12345" }).success).toBe(false);
    expect(verifyCodeSchema.parse({ code: "0042" })).toEqual({
      code: "0042",
      personalDataConsent: false,
      returnTo: "",
    });
    expect(
      verifyCodeSchema.parse({ code: "0042", personalDataConsent: "on" }).personalDataConsent,
    ).toBe(true);
  });
});

describe("the cooldown clock", () => {
  it("counts down as m:ss, rounding up to whole seconds", () => {
    expect(formatCountdown(60_000)).toBe("1:00");
    expect(formatCountdown(59_001)).toBe("1:00");
    expect(formatCountdown(59_000)).toBe("0:59");
    expect(formatCountdown(5_000)).toBe("0:05");
    expect(formatCountdown(3_599_000)).toBe("59:59");
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(-1000)).toBe("0:00");
  });

  const now = Date.parse("2026-11-22T10:00:00Z");
  const A = "+79991234567";
  const B = "+79997654321";

  it("keeps each number's running cooldown and drops an expired, unreadable or absurd one", () => {
    expect(
      parseCooldowns(
        {
          [A]: "2026-11-22T10:00:30.000Z",
          [B]: String(now + 40_000),
          "anna@example.ru": now + 50_000,
          "over@example.ru": "2026-11-22T09:59:59.000Z",
          "now@example.ru": now,
          "soon@example.ru": "soon",
          "absurd@example.ru": now + 2 * 60 * 60_000,
        },
        now,
      ),
    ).toEqual({ [A]: now + 30_000, [B]: now + 40_000, "anna@example.ru": now + 50_000 });
    // As sessionStorage keeps it: JSON. What is not JSON of an object is none.
    expect(parseCooldowns(JSON.stringify({ [A]: now + 30_000 }), now)).toEqual({
      [A]: now + 30_000,
    });
    expect(parseCooldowns(String(now + 30_000), now)).toEqual({});
    expect(parseCooldowns("{broken", now)).toEqual({});
    expect(parseCooldowns(null, now)).toEqual({});
    expect(parseCooldowns([now + 30_000], now)).toEqual({});
  });

  it("remembers the latest five numbers", () => {
    const many = Object.fromEntries(
      Array.from({ length: 8 }, (_, n) => [`+7999000000${n}`, now + (n + 1) * 1000]),
    );
    expect(Object.keys(parseCooldowns(many, now)).sort()).toEqual([
      "+79990000003",
      "+79990000004",
      "+79990000005",
      "+79990000006",
      "+79990000007",
    ]);
  });

  it("counts down only the number asked about: a corrected number has none", () => {
    const cooldowns = mergeCooldowns(
      { [A]: now + 30_000 },
      { [A]: now + 10_000, [B]: now + 5_000 },
      now,
    );
    expect(cooldowns).toEqual({ [A]: now + 30_000, [B]: now + 5_000 });
    expect(cooldownOf(cooldowns, A, now)).toBe(now + 30_000);
    expect(cooldownOf(cooldowns, "+79990000000", now)).toBeNull();
    expect(cooldownOf(cooldowns, null, now)).toBeNull();
    expect(cooldownOf(cooldowns, B, now + 5_000)).toBeNull();
  });

  it("keys a phone by +7XXXXXXXXXX and an e-mail in lower case, as the API names them", () => {
    expect(cooldownTarget("phone", "+7 (999) 123-45-67")).toBe(A);
    expect(cooldownTarget("phone", "+7 999 123 45 6")).toBeNull();
    expect(cooldownTarget("email", " Anna@Example.RU ")).toBe("anna@example.ru");
    expect(cooldownTarget("email", "anna")).toBeNull();
  });

  it("says a device's hourly cap in whole minutes, rounded up", () => {
    expect(limitedMessage(now + 41 * 60_000 + 1, now)).toBe(
      "С этого устройства или из этой сети за час запрошено слишком много кодов. Новый код можно будет запросить через 42 мин.",
    );
    expect(limitedMessage(now + 5_000, now)).toContain("через 1 мин.");
  });
});

describe("the credentials form", () => {
  it("needs a full phone on the phone tab (the default) and an e-mail on the Email tab", () => {
    expect(sendCodeSchema.safeParse({ phone: "+7 (999) 123" }).success).toBe(false);
    const phone = sendCodeSchema.parse({
      phone: "+7 (999) 123-45-67",
      pageLoadTime: "1700000000000",
    });
    expect(phone).toMatchObject({ by: "phone", pageLoadTime: 1_700_000_000_000, honeypot: "" });
    expect(sendCodeSchema.safeParse({ by: "email", email: "nope" }).success).toBe(false);
    expect(sendCodeSchema.parse({ by: "email", email: "a@b.ru" }).email).toBe("a@b.ru");
  });

  it("links the steps, keeping the return-to path", () => {
    expect(authHref("phone")).toBe("/auth");
    expect(authHref("email", "/checkout")).toBe("/auth?by=email&returnTo=%2Fcheckout");
    expect(enterCodeHref("phone", "+79991234567")).toBe("/enter-code?by=phone&to=%2B79991234567");
  });
});

describe("the tab a sign-in opens on", () => {
  it("is the one asked for unless only the other channel sends codes", () => {
    const both = { phoneSignIn: true, emailSignIn: true };
    expect(openChannel("email", both)).toBe("email");
    expect(openChannel("email", { phoneSignIn: true, emailSignIn: false })).toBe("phone");
    expect(openChannel("phone", { phoneSignIn: false, emailSignIn: true })).toBe("email");
    // Neither works: the tab asked for, which says so.
    expect(openChannel("email", { phoneSignIn: false, emailSignIn: false })).toBe("email");
  });
});
