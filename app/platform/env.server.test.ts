import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import {
  EnvError,
  getPublicEnv,
  parseEnv,
  serverProcessesOf,
  shopFeaturesOf,
} from "./env.server.ts";

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
      expect(parseEnv({ DATABASE_URL: url, SMTP_URL: "smtp://mail" }).DATABASE_URL).toBe(url);
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

  it("reads WEB_CONCURRENCY as a whole number of processes, the cores unless set", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(availableParallelism());
    expect(parseEnv({ WEB_CONCURRENCY: "" }).WEB_CONCURRENCY).toBe(availableParallelism());
    expect(parseEnv({ WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    for (const bad of ["0", "-1", "1.5", "two"]) {
      expect(() => parseEnv({ WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY: expected/);
    }
  });

  it("runs WEB_CONCURRENCY workers on PostgreSQL only (docs/architecture.md#one-worker-per-core)", () => {
    const postgres = "postgres://shop@db:5432/shop";
    const workers = (DATABASE_URL: string, WEB_CONCURRENCY?: string) =>
      serverProcessesOf(parseEnv({ DATABASE_URL, WEB_CONCURRENCY, SHOP_MODE: "demo" })).workers;
    expect(workers(postgres, "4")).toBe(4);
    expect(workers(postgres)).toBe(availableParallelism());
    expect(workers(postgres, "1")).toBe(1);
    // PGlite has one opener: one process whatever WEB_CONCURRENCY says, and the line says why.
    expect(workers("file:./data/pglite", "4")).toBe(1);
    expect(workers("memory://", "4")).toBe(1);
    expect(serverProcessesOf(parseEnv({ WEB_CONCURRENCY: "4" })).why).toMatch(/PGlite/);
  });

  it("sends only public settings to the browser", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://secret@db/shop",
      SMS_RU_API_KEY: "secret-key",
      PUBLIC_YANDEX_METRIKA_ID: "12345",
      PUBLIC_GA_MEASUREMENT_ID: "G-ABC123",
    });
    const publicEnv = getPublicEnv(env);
    expect(publicEnv).toEqual({
      MODE: "development",
      SHOP_MODE: "production",
      FEATURES: { demo: false, phoneSignIn: true, emailSignIn: false, payments: false },
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
      parseEnv({
        NODE_ENV: "production",
        DATABASE_URL: "postgres://u@h/db",
        AUTH_SECRET: secret,
        SMS_RU_API_KEY: "key",
      }).AUTH_SECRET,
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

describe("SHOP_MODE (docs/decisions/030-demo-and-production.md)", () => {
  const keys = { SMS_RU_API_KEY: "key" };

  it("is demo on the embedded database and production on PostgreSQL when unset", () => {
    expect(parseEnv({}).SHOP_MODE).toBe("demo");
    expect(parseEnv({ DATABASE_URL: "memory://" }).SHOP_MODE).toBe("demo");
    expect(parseEnv({ DATABASE_URL: "file:/tmp/shop", NODE_ENV: "production" }).SHOP_MODE).toBe(
      "demo",
    );
    expect(parseEnv({ DATABASE_URL: "postgres://u@h/db", ...keys }).SHOP_MODE).toBe("production");
    expect(parseEnv({ DATABASE_URL: "postgresql://h/db", ...keys, SHOP_MODE: "" }).SHOP_MODE).toBe(
      "production",
    );
  });

  it("is what it says when set, whatever the database and NODE_ENV", () => {
    expect(parseEnv({ SHOP_MODE: "production", ...keys }).SHOP_MODE).toBe("production");
    expect(
      parseEnv({ SHOP_MODE: "production", DATABASE_URL: "memory://", SMTP_URL: "smtp://m" })
        .SHOP_MODE,
    ).toBe("production");
    expect(
      parseEnv({
        SHOP_MODE: "demo",
        NODE_ENV: "production",
        DATABASE_URL: "postgres://u@h/db",
        AUTH_SECRET: "s".repeat(32),
      }).SHOP_MODE,
    ).toBe("demo");
    expect(() => parseEnv({ SHOP_MODE: "live" })).toThrow(/SHOP_MODE: expected demo or production/);
  });

  it("refuses to start production with neither SMS nor e-mail, naming both settings", () => {
    for (const env of [
      { SHOP_MODE: "production" },
      { DATABASE_URL: "postgres://u@h/db", NODE_ENV: "production", AUTH_SECRET: "s".repeat(32) },
    ]) {
      const attempt = () => parseEnv(env);
      expect(attempt).toThrow(EnvError);
      expect(attempt).toThrow(/SMS_RU_API_KEY or SMTP_URL/);
    }
    expect(parseEnv({ SHOP_MODE: "production", SMTP_URL: "smtp://m" }).SHOP_MODE).toBe(
      "production",
    );
    // A storefront whose API runs elsewhere: that process is the one that refuses.
    expect(
      parseEnv({ SHOP_MODE: "production", SHOP_API_URL: "https://api.example.ru/graphql" })
        .SHOP_MODE,
    ).toBe("production");
  });

  it("switches on in production only what its provider is configured for", () => {
    expect(shopFeaturesOf(parseEnv({}))).toEqual({
      demo: true,
      phoneSignIn: true,
      emailSignIn: true,
      payments: true,
    });
    expect(shopFeaturesOf(parseEnv({ SHOP_MODE: "production", ...keys }))).toEqual({
      demo: false,
      phoneSignIn: true,
      emailSignIn: false,
      payments: false,
    });
    const paying = parseEnv({
      SHOP_MODE: "production",
      SMTP_URL: "smtp://m",
      YOOKASSA_SHOP_ID: "1",
      YOOKASSA_SECRET_KEY: "k",
      PUBLIC_SITE_URL: "https://shop.example.ru",
    });
    expect(shopFeaturesOf(paying)).toEqual({
      demo: false,
      phoneSignIn: false,
      emailSignIn: true,
      payments: true,
    });
  });
});
