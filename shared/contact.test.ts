import { describe, expect, it } from "vitest";
import {
  email,
  EMAIL_INVALID_MESSAGE,
  mobilePhone,
  MOBILE_PHONE_INVALID_MESSAGE,
  optionalEmail,
  phone,
  PHONE_INVALID_MESSAGE,
} from "./contact.ts";

const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the phone", () => {
  it("reads any usual spelling of a Russian number into +7XXXXXXXXXX", () => {
    for (const typed of [
      "+7 (999) 555-10-01",
      "+79995551001",
      "89995551001",
      "8 999 555 10 01",
      "9995551001",
      " +7 999 555-10-01 ",
    ]) {
      expect(phone.parse(typed), typed).toBe("+79995551001");
    }
    expect(phone.parse("+7 495 123-45-67")).toBe("+74951234567");
  });

  it("refuses anything else with the one message", () => {
    for (const typed of [
      "",
      "12345",
      "+1 202 555 0100",
      "+7 999 555-10-0",
      "телефон",
      "9".repeat(70),
    ]) {
      expect(messageOf(phone.safeParse(typed)), typed).toBe(PHONE_INVALID_MESSAGE);
    }
    expect(messageOf(phone.safeParse(undefined))).toBe(PHONE_INVALID_MESSAGE);
  });

  it("as a mobile, takes +79… only", () => {
    expect(mobilePhone.parse("8 (999) 555-10-01")).toBe("+79995551001");
    for (const typed of ["+7 495 123-45-67", "12345", ""]) {
      expect(messageOf(mobilePhone.safeParse(typed)), typed).toBe(MOBILE_PHONE_INVALID_MESSAGE);
    }
  });
});

describe("the e-mail", () => {
  it("is trimmed and lower-cased", () => {
    expect(email.parse("  Anna@Example.RU ")).toBe("anna@example.ru");
  });

  it("refuses what is not an address, or is longer than one can be, with the one message", () => {
    for (const typed of [
      "",
      "anna@",
      "@example.ru",
      "anna example.ru",
      `${"a".repeat(250)}@x.ru`,
    ]) {
      expect(messageOf(email.safeParse(typed)), typed).toBe(EMAIL_INVALID_MESSAGE);
    }
  });

  it("when optional, is null left blank and checked when given", () => {
    expect(optionalEmail.parse(undefined)).toBeNull();
    expect(optionalEmail.parse(" ")).toBeNull();
    expect(optionalEmail.parse("Anna@Example.ru")).toBe("anna@example.ru");
    expect(messageOf(optionalEmail.safeParse("anna@"))).toBe(EMAIL_INVALID_MESSAGE);
  });
});
