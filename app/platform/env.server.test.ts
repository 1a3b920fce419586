import { describe, expect, it } from "vitest";
import { EnvError, getPublicEnv, parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("runs on the embedded defaults with nothing set", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      DATABASE_URL: "file:./data/pglite",
    });
    expect(env.SHOP_API_URL).toBeUndefined();
  });

  it("treats empty values, as a blank line in .env leaves them, as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", SHOP_API_URL: "", PORT: "" });
    expect(env).toMatchObject({ DATABASE_URL: "file:./data/pglite", PORT: 3000 });
    expect(env.SHOP_API_URL).toBeUndefined();
  });

  it("accepts PostgreSQL, in-memory and file databases", () => {
    for (const url of ["postgres://u@h:5432/db", "postgresql://h/db", "memory://", "file:/var/x"]) {
      expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
  });

  it("names every bad variable, with its value, in one error", () => {
    const attempt = () =>
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SHOP_API_URL: "ftp://api" });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(/PORT: .*"eighty"/);
    expect(attempt).toThrow(/DATABASE_URL: expected postgres:\/\/.*"mysql:\/\/x"/);
    expect(attempt).toThrow(/SHOP_API_URL: expected an http\(s\):\/\/ URL/);
    expect(attempt).toThrow(/Неверные переменные окружения/);
  });

  it("accepts a bare host name as IMAGE_DOMAIN, lower-cased, and nothing else", () => {
    expect(parseEnv({}).IMAGE_DOMAIN).toBeUndefined();
    expect(parseEnv({ IMAGE_DOMAIN: "" }).IMAGE_DOMAIN).toBeUndefined();
    expect(parseEnv({ IMAGE_DOMAIN: "Images.Meet-Market.ru" }).IMAGE_DOMAIN).toBe(
      "images.meet-market.ru",
    );
    for (const bad of [
      "https://images.meet-market.ru",
      "images.meet-market.ru/",
      "images.meet-market.ru:8080",
      "*.meet-market.ru",
      "-images.meet-market.ru",
      "images..meet-market.ru",
    ]) {
      expect(() => parseEnv({ IMAGE_DOMAIN: bad }), bad).toThrow(
        /IMAGE_DOMAIN: expected a host name such as images\.meet-market\.ru/,
      );
    }
  });

  it("reads GRAPHQL_TRUSTED_DOCUMENTS_ONLY as true or false, false when unset", () => {
    const only = (value?: string) =>
      parseEnv({ GRAPHQL_TRUSTED_DOCUMENTS_ONLY: value }).GRAPHQL_TRUSTED_DOCUMENTS_ONLY;
    expect([only(), only(""), only("false"), only("true")]).toEqual([false, false, false, true]);
    expect(() => only("yes")).toThrow(/GRAPHQL_TRUSTED_DOCUMENTS_ONLY: expected true or false/);
  });

  it("reads the shop's budget of sign-in codes, 300 an hour and 2000 a day unless set", () => {
    expect(parseEnv({})).toMatchObject({ CODE_BUDGET_PER_HOUR: 300, CODE_BUDGET_PER_DAY: 2000 });
    expect(parseEnv({ CODE_BUDGET_PER_HOUR: "50" }).CODE_BUDGET_PER_HOUR).toBe(50);
    expect(() => parseEnv({ CODE_BUDGET_PER_DAY: "0" })).toThrow(/CODE_BUDGET_PER_DAY/);
  });

  it("sends only public settings to the browser", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://secret@db/shop",
      PUBLIC_YANDEX_METRIKA_ID: "12345",
      PUBLIC_GA_MEASUREMENT_ID: "G-ABC123",
    });
    const publicEnv = getPublicEnv(env);
    expect(publicEnv).toEqual({
      MODE: "development",
      SITE_URL: undefined,
      YANDEX_METRIKA_ID: "12345",
      GA_MEASUREMENT_ID: "G-ABC123",
    });
    expect(JSON.stringify(publicEnv)).not.toContain("secret");
  });
});

describe("AUTH_SECRET", () => {
  it("defaults in development to a marked secret derived from the database, the same every start", () => {
    const first = parseEnv({ DATABASE_URL: "memory://" }).AUTH_SECRET;
    expect(first).toMatch(/^insecure-development-secret-[0-9a-f]{64}$/);
    expect(parseEnv({ DATABASE_URL: "memory://" }).AUTH_SECRET).toBe(first);
    expect(parseEnv({ DATABASE_URL: "file:/var/x" }).AUTH_SECRET).not.toBe(first);
  });

  it("is required in production on PostgreSQL, where instances must share it", () => {
    const attempt = () =>
      parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://u@h:5432/shop" });
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(/AUTH_SECRET: required in production/);

    const secret = "s".repeat(32);
    expect(
      parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://u@h/db", AUTH_SECRET: secret })
        .AUTH_SECRET,
    ).toBe(secret);
  });

  it("is random per process in production on the embedded database (one process, never guessable)", () => {
    const env = { NODE_ENV: "production", DATABASE_URL: "memory://" };
    const secret = parseEnv(env).AUTH_SECRET;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(parseEnv(env).AUTH_SECRET).not.toBe(secret);
  });

  it("refuses a short secret and a non-SMTP mail URL", () => {
    expect(() => parseEnv({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET: expected at least 32/);
    expect(() => parseEnv({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL: expected smtp:\/\//);
    expect(parseEnv({ SMTP_URL: "smtps://u:p@smtp.example.ru:465" }).SMTP_URL).toBe(
      "smtps://u:p@smtp.example.ru:465",
    );
  });

  it("never reaches the browser", () => {
    const env = parseEnv({ AUTH_SECRET: "x".repeat(40), SMS_RU_API_KEY: "key" });
    expect(JSON.stringify(getPublicEnv(env))).not.toMatch(/x{40}|key/);
  });
});
