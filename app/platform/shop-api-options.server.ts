/**
 * What the embedded shop API is started with (app/platform/shop-api.server.ts, the seam), read
 * from the validated environment (docs/architecture.md#where-the-api-runs).
 */
import { allowedOriginsOf, type ServerEnv } from "./env.server.ts";

/** The options of startShopApi but `prepared`, which the process knows (prepareShopApi). */
export function embeddedApiOptions(env: ServerEnv) {
  return {
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    graphiql: env.NODE_ENV === "development",
    operatorToken: env.OPERATOR_API_TOKEN,
    requestsEmail: env.REQUESTS_EMAIL,
    production: env.NODE_ENV === "production",
    trustedDocumentsOnly: env.GRAPHQL_TRUSTED_DOCUMENTS_ONLY,
    allowedOrigins: allowedOriginsOf(env),
    uploadsDir: env.UPLOADS_DIR,
    auth: {
      secret: env.AUTH_SECRET,
      codeBudget: { perHour: env.CODE_BUDGET_PER_HOUR, perDay: env.CODE_BUDGET_PER_DAY },
    },
    providersConfig: {
      mode: env.SHOP_MODE,
      smsRuApiKey: env.SMS_RU_API_KEY,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      yookassaShopId: env.YOOKASSA_SHOP_ID,
      yookassaSecretKey: env.YOOKASSA_SECRET_KEY,
      cdekClientId: env.CDEK_CLIENT_ID,
      cdekClientSecret: env.CDEK_CLIENT_SECRET,
      cdekApiUrl: env.CDEK_API_URL,
      cdekFromCityCode: env.CDEK_FROM_CITY_CODE,
      dadataApiKey: env.DADATA_API_KEY,
      publicUrl: env.PUBLIC_SITE_URL?.replace(/\/$/, ""),
      // The demo's codes are in its log too (docs/decisions/030-demo-and-production.md);
      // production has no outbox, and no code may reach its log.
      outboxLog: env.SHOP_MODE === "demo" ? undefined : (false as const),
    },
  };
}
