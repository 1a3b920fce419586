import { createHash, randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { z } from "zod";

/** Unset and empty mean the same: a blank line in .env must not override a default. */
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema);

const httpUrl = z.url({ protocol: /^https?$/, error: "expected an http(s):// URL" });

/** A bare host name, as in images.meet-market.ru: no scheme, port or path. */
const hostName = z
  .string()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    "expected a host name such as images.meet-market.ru (no scheme, port or path)",
  );

const envSchema = z.object({
  NODE_ENV: blankAsUnset(z.enum(["development", "production", "test"]).default("development")),
  PORT: blankAsUnset(z.coerce.number().int().min(1).max(65_535).default(3000)),
  HOST: blankAsUnset(z.string().optional()),
  DATABASE_URL: blankAsUnset(
    z
      .string()
      .regex(
        /^(postgres(ql)?:\/\/.+|memory:\/\/|file:.+)$/,
        "expected postgres://user@host:5432/db, memory:// or file:<directory>",
      )
      .default("file:./data/pglite"),
  ),
  /**
   * demo or production (docs/decisions/030-demo-and-production.md): whether the offline twins
   * (the outbox, the sandbox payment page) may stand in for SMS, e-mail and payments. Unset: demo
   * on the embedded database, production on PostgreSQL. NODE_ENV does not decide it.
   */
  SHOP_MODE: blankAsUnset(
    z.enum(["demo", "production"], { error: "expected demo or production" }).optional(),
  ),
  SHOP_API_URL: blankAsUnset(httpUrl.optional()),
  /**
   * Redis shared by the shop API's instances for its read cache
   * (docs/caching.md#several-instances-redis); unset, each keeps its own in memory.
   */
  REDIS_URL: blankAsUnset(
    z
      .string()
      .regex(/^rediss?:\/\/.+/, "expected redis://host:6379 or rediss://…")
      .optional(),
  ),
  TRUST_PROXY: blankAsUnset(z.string().default("loopback, linklocal, uniquelocal")),
  PUBLIC_SITE_URL: blankAsUnset(httpUrl.optional()),
  /** Other sites' origins allowed to call the shop from a browser, comma-separated. */
  ALLOWED_ORIGINS: blankAsUnset(
    z
      .string()
      .refine(
        (value) => value.split(",").every((origin) => URL.canParse(origin.trim())),
        "ALLOWED_ORIGINS: comma-separated origins such as https://app.example.ru",
      )
      .optional(),
  ),
  /**
   * "true": the shop API runs only the storefront's own GraphQL operations, and any for the
   * operator token (docs/security.md#the-shop-apis-limits). Unset or "false": any document.
   */
  GRAPHQL_TRUSTED_DOCUMENTS_ONLY: blankAsUnset(
    z
      .enum(["true", "false"], { error: "expected true or false" })
      .default("false")
      .transform((value) => value === "true"),
  ),
  /**
   * Where shoppers' uploaded photos are kept (docs/content.md#review-photos): written by the shop
   * API, read by /_ipx. With SHOP_API_URL, a folder both processes share.
   */
  UPLOADS_DIR: blankAsUnset(z.string().default("data/uploads")),
  /**
   * The megabytes of anonymous pages the storefront keeps in memory
   * (docs/caching.md#the-storefronts-page-cache); 0 keeps none.
   */
  PAGE_CACHE_MB: blankAsUnset(z.coerce.number().int().min(0).max(4096).default(64)),
  /**
   * How many worker processes serve on PostgreSQL (docs/architecture.md#one-worker-per-core): a
   * whole number, by default the machine's cores. 1 is one process without a cluster; the
   * embedded database (PGlite) is always one process.
   */
  WEB_CONCURRENCY: blankAsUnset(
    z.coerce
      .number({ error: "expected a whole number of processes, 1 or more" })
      .int("expected a whole number of processes, 1 or more")
      .min(1, "expected a whole number of processes, 1 or more")
      .max(256, "expected at most 256 processes")
      .default(() => availableParallelism()),
  ),
  /**
   * How many GET requests (pages, their data) one process has in hand at once, the rest waiting
   * in arrival order (docs/architecture.md#requests-in-arrival-order); 0 takes them all at once.
   */
  REQUEST_CONCURRENCY: blankAsUnset(
    z.coerce
      .number({ error: "expected a whole number of requests, 0 or more" })
      .int("expected a whole number of requests, 0 or more")
      .min(0, "expected a whole number of requests, 0 or more")
      .max(10_000, "expected at most 10000 requests")
      .default(8),
  ),
  /** The one host /_ipx may fetch http(s) images from; unset, it serves only local images. */
  IMAGE_DOMAIN: blankAsUnset(hostName.optional()),
  PUBLIC_YANDEX_METRIKA_ID: blankAsUnset(
    z.string().regex(/^\d+$/, "expected digits only").optional(),
  ),
  PUBLIC_GA_MEASUREMENT_ID: blankAsUnset(
    z
      .string()
      .regex(/^G-[A-Z0-9]+$/, "expected G-XXXXXXX")
      .optional(),
  ),
  /**
   * Yandex Maps JS API v3 key for the checkout's pickup-point map (a browser key, public by
   * nature); unset, the checkout shows the pickup points as a list only.
   */
  PUBLIC_YANDEX_MAPS_API_KEY: blankAsUnset(z.string().max(100).optional()),
  /** Signs access tokens and keys sign-in code hashes; the same on every instance. */
  AUTH_SECRET: blankAsUnset(
    z.string().min(32, "expected at least 32 random characters (openssl rand -hex 32)").optional(),
  ),
  /**
   * The most sign-in codes the whole shop sends by SMS, and by e-mail, in an hour and in a day,
   * whoever asks (docs/identity.md#the-shops-budget-of-codes): what a flood of new numbers costs.
   */
  CODE_BUDGET_PER_HOUR: blankAsUnset(z.coerce.number().int().min(1).default(300)),
  CODE_BUDGET_PER_DAY: blankAsUnset(z.coerce.number().int().min(1).default(2000)),
  /** SMS.ru API key; unset, SMS go to the developer outbox. */
  SMS_RU_API_KEY: blankAsUnset(z.string().optional()),
  /** nodemailer SMTP URL (smtp:// or smtps://); unset, e-mails go to the developer outbox. */
  SMTP_URL: blankAsUnset(
    z
      .string()
      .regex(/^smtps?:\/\/.+/, "expected smtp://user:password@host:587 or smtps://…:465")
      .optional(),
  ),
  MAIL_FROM: blankAsUnset(z.string().optional()),
  /** The team's inbox for shoppers' requests (docs/requests.md); the demo address when unset. */
  REQUESTS_EMAIL: blankAsUnset(z.email().optional()),
  /** YooKassa shop id and secret key; unset, payments go to the shop's sandbox payment page. */
  YOOKASSA_SHOP_ID: blankAsUnset(z.string().optional()),
  YOOKASSA_SECRET_KEY: blankAsUnset(z.string().optional()),
  /** CDEK API v2 client credentials; unset, the offline pickup points and tariffs. */
  CDEK_CLIENT_ID: blankAsUnset(z.string().optional()),
  CDEK_CLIENT_SECRET: blankAsUnset(z.string().optional()),
  /** CDEK's API, e.g. its test environment https://api.edu.cdek.ru/v2. */
  CDEK_API_URL: blankAsUnset(httpUrl.optional()),
  /** CDEK's code of the city the parcels leave from (the stock): 44, Moscow, by default. */
  CDEK_FROM_CITY_CODE: blankAsUnset(z.coerce.number().int().positive().optional()),
  /** DaData API key for address suggestions; unset, the offline dictionary. */
  DADATA_API_KEY: blankAsUnset(z.string().optional()),
  /**
   * The staff's token for the operator API and `npm run order:status` (docs/orders.md#operator-api).
   * Unset: a fixed development token outside production, and no operator API in production.
   */
  OPERATOR_API_TOKEN: blankAsUnset(
    z.string().min(32, "expected at least 32 random characters (openssl rand -hex 32)").optional(),
  ),
});

const isEmbeddedDatabase = (url: string) => !/^postgres(ql)?:\/\//.test(url);

/**
 * How the production server runs (docs/architecture.md#one-worker-per-core): WEB_CONCURRENCY
 * workers on PostgreSQL, one process on the embedded database (PGlite has one opener) or when
 * WEB_CONCURRENCY is 1. `why` completes the server's start-up line.
 */
export function serverProcessesOf(env: Pick<ServerEnv, "DATABASE_URL" | "WEB_CONCURRENCY">): {
  workers: number;
  why: string;
} {
  if (isEmbeddedDatabase(env.DATABASE_URL)) {
    return {
      workers: 1,
      why: "one process: the embedded database (PGlite) cannot be shared between processes",
    };
  }
  if (env.WEB_CONCURRENCY === 1) return { workers: 1, why: "one process (WEB_CONCURRENCY=1)" };
  return { workers: env.WEB_CONCURRENCY, why: `${env.WEB_CONCURRENCY} workers (WEB_CONCURRENCY)` };
}

export type ShopMode = "demo" | "production";

/** SHOP_MODE, or when unset: demo on the embedded database, production on PostgreSQL. */
function shopModeOf(env: { SHOP_MODE?: ShopMode; DATABASE_URL: string }): ShopMode {
  return env.SHOP_MODE ?? (isEmbeddedDatabase(env.DATABASE_URL) ? "demo" : "production");
}

/**
 * AUTH_SECRET when unset. Development gets a clearly-marked secret derived from the database
 * URL, so sessions survive a restart of `npm run dev`. A production server on the embedded
 * database (the demo, the end-to-end suite) is one process: a random secret of its own is safe
 * there, and sessions end with it. Production on PostgreSQL must set one (refined below).
 */
function defaultAuthSecret(env: { NODE_ENV: string; DATABASE_URL: string }): string {
  if (env.NODE_ENV === "production") return randomBytes(32).toString("hex");
  const digest = createHash("sha256").update(`meet-market dev\0${env.DATABASE_URL}`).digest("hex");
  return `insecure-development-secret-${digest}`;
}

/**
 * OPERATOR_API_TOKEN when unset outside production: known to every developer, so the CLI works
 * against `npm run dev` and the end-to-end server without set-up. Production has no default.
 */
export const DEVELOPMENT_OPERATOR_TOKEN = "insecure-development-operator-token";

const serverEnvSchema = envSchema
  .superRefine((env, context) => {
    if (
      env.NODE_ENV === "production" &&
      !env.AUTH_SECRET &&
      !isEmbeddedDatabase(env.DATABASE_URL)
    ) {
      context.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message:
          "required in production with a PostgreSQL database, where every instance must share it",
      });
    }
    // Production has no outbox: with neither gateway nobody could receive a sign-in code. (With
    // SHOP_API_URL the API runs elsewhere, and that process refuses to start.)
    if (
      shopModeOf(env) === "production" &&
      !env.SHOP_API_URL &&
      !env.SMS_RU_API_KEY &&
      !env.SMTP_URL
    ) {
      context.addIssue({
        code: "custom",
        path: ["SMS_RU_API_KEY"],
        message:
          "production (SHOP_MODE) needs SMS_RU_API_KEY or SMTP_URL: without either nobody can sign in. " +
          "Set one of them, or SHOP_MODE=demo for a demo whose codes go to /dev/outbox",
      });
    }
    // YooKassa sends the buyer back to an absolute address of the shop.
    if (env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY && !env.PUBLIC_SITE_URL) {
      context.addIssue({
        code: "custom",
        path: ["PUBLIC_SITE_URL"],
        message: "required with YOOKASSA_SHOP_ID: YooKassa returns the buyer to it",
      });
    }
  })
  .transform((env) => ({
    ...env,
    SHOP_MODE: shopModeOf(env),
    AUTH_SECRET: env.AUTH_SECRET ?? defaultAuthSecret(env),
    OPERATOR_API_TOKEN:
      env.OPERATOR_API_TOKEN ??
      (env.NODE_ENV === "production" ? undefined : DEVELOPMENT_OPERATOR_TOKEN),
  }));

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Validates a process environment; throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `  ${name}: ${issue.message} (got ${JSON.stringify(source[name] ?? null)})`;
  });
  throw new EnvError(
    `Invalid environment / Неверные переменные окружения:\n${problems.join("\n")}\nSee .env.example.`,
  );
}

let cached: ServerEnv | undefined;

/** The validated environment of this process, read once. */
export function getEnv(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

let warnedOfSiteUrl = false;

/**
 * The shop's address without a trailing slash, for canonical links, Open Graph and the sitemap:
 * PUBLIC_SITE_URL. Unset outside production, the request's own origin; unset in production, the
 * local address, never the Host header a client wrote
 * (docs/security.md#security-headers-and-the-sites-own-address).
 */
export function siteUrlOf(request: Request, env: ServerEnv = getEnv()): string {
  if (env.PUBLIC_SITE_URL) return env.PUBLIC_SITE_URL.replace(/\/$/, "");
  if (env.NODE_ENV !== "production") return new URL(request.url).origin;
  if (!warnedOfSiteUrl) {
    warnedOfSiteUrl = true;
    console.warn("[meet-market] PUBLIC_SITE_URL is unset: links to the shop name localhost");
  }
  return `http://localhost:${env.PORT}`;
}

/**
 * The origins other than the site's own that may call the shop from a browser
 * (docs/security.md#requests-from-other-sites).
 */
export function allowedOriginsOf(env: ServerEnv = getEnv()): string[] {
  return (env.ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
}

/** The subset that may reach the browser: never a secret, only PUBLIC_* settings. */
export function getPublicEnv(env: ServerEnv = getEnv()) {
  return {
    MODE: env.NODE_ENV,
    /** demo shows the shell's demo notice (docs/decisions/030-demo-and-production.md). */
    SHOP_MODE: env.SHOP_MODE,
    /** Which sign-in channels and whether payments work: the forms say «недоступно» before. */
    FEATURES: shopFeaturesOf(env),
    SITE_URL: env.PUBLIC_SITE_URL,
    YANDEX_METRIKA_ID: env.PUBLIC_YANDEX_METRIKA_ID,
    GA_MEASUREMENT_ID: env.PUBLIC_GA_MEASUREMENT_ID,
  };
}

export type PublicEnv = ReturnType<typeof getPublicEnv>;

/**
 * What this deployment can do for a shopper (docs/decisions/030-demo-and-production.md): in the
 * demo everything, through the offline twins where no provider is configured; in production only
 * what its provider is configured for. The screens say «недоступно» for the rest before the
 * shopper fills a form; the shop API refuses them on its own as well. With SHOP_API_URL the
 * storefront is given the same settings as the API.
 */
export function shopFeaturesOf(env: ServerEnv = getEnv()) {
  const demo = env.SHOP_MODE === "demo";
  return {
    demo,
    phoneSignIn: demo || Boolean(env.SMS_RU_API_KEY),
    emailSignIn: demo || Boolean(env.SMTP_URL),
    payments: demo || Boolean(env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY),
  };
}

export type ShopFeatures = ReturnType<typeof shopFeaturesOf>;
