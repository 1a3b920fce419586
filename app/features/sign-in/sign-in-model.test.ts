import { describe, expect, it } from "vitest";
import {
  openChannel,
  authHref,
  codeDigits,
  enterCodeHref,
  formatCountdown,
  formatPhone,
  laterCooldown,
  parseCooldown,
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

  it("keeps a running cooldown and drops an expired, unreadable or absurd one", () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    expect(parseCooldown("2026-11-22T10:00:30.000Z", now)).toBe(now + 30_000);
    expect(parseCooldown(String(now + 30_000), now)).toBe(now + 30_000);
    expect(parseCooldown(now + 30_000, now)).toBe(now + 30_000);
    expect(parseCooldown("2026-11-22T09:59:59.000Z", now)).toBeNull();
    expect(parseCooldown(now, now)).toBeNull();
    expect(parseCooldown("soon", now)).toBeNull();
    expect(parseCooldown(null, now)).toBeNull();
    expect(parseCooldown(now + 2 * 60 * 60_000, now)).toBeNull();
  });

  it("follows the later of the server's and the stored end", () => {
    expect(laterCooldown(null, null)).toBeNull();
    expect(laterCooldown(5, null)).toBe(5);
    expect(laterCooldown(null, 7)).toBe(7);
    expect(laterCooldown(5, 7)).toBe(7);
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
