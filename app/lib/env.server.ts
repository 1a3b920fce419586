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
  SHOP_API_URL: blankAsUnset(httpUrl.optional()),
  TRUST_PROXY: blankAsUnset(z.string().default("loopback, linklocal, uniquelocal")),
  PUBLIC_SITE_URL: blankAsUnset(httpUrl.optional()),
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
});

export type ServerEnv = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Validates a process environment; throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = envSchema.safeParse(source);
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

/** The subset that may reach the browser: never a secret, only PUBLIC_* settings. */
export function getPublicEnv(env: ServerEnv = getEnv()) {
  return {
    MODE: env.NODE_ENV,
    SITE_URL: env.PUBLIC_SITE_URL,
    YANDEX_METRIKA_ID: env.PUBLIC_YANDEX_METRIKA_ID,
    GA_MEASUREMENT_ID: env.PUBLIC_GA_MEASUREMENT_ID,
  };
}

export type PublicEnv = ReturnType<typeof getPublicEnv>;
