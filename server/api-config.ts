/** What the shop API is made of (server/index.ts createShopApi), one option a line. */
import type { Database, DatabaseKind } from "./db/database.ts";
import type { ReadStore } from "./graphql/read-cache.ts";
import type { AuthConfig } from "./identity/tokens.ts";
import type { OrderEvents } from "./orders/order-events.ts";
import type { ProvidersConfig, ShopProviders } from "./providers/index.ts";

export interface ShopApiConfig {
  db: Database;
  /** Replaces adapters outright (tests). */
  providers?: Partial<ShopProviders>;
  /** Chooses the real adapters (SMS.ru, SMTP) over the offline outbox. */
  providersConfig?: ProvidersConfig;
  /** Token signing; without it a random per-process secret (tests and tools only). */
  auth?: AuthConfig;
  /** Which database `db` is: on PostgreSQL a CSV import writes its progress for other workers. */
  databaseKind?: DatabaseKind;
  /** Serve the GraphiQL IDE on GET /graphql (development only). */
  graphiql?: boolean;
  /** The operator API's shared token (OPERATOR_API_TOKEN), beside staff's named tokens. */
  operatorToken?: string;
  /** The shop team's inbox for shoppers' requests (REQUESTS_EMAIL, docs/requests.md). */
  requestsEmail?: string;
  /** Introspection only for the operator, no suggestions (docs/security.md#the-shop-apis-limits). */
  production?: boolean;
  /** Only the storefront's own operations, but for the operator (GRAPHQL_TRUSTED_DOCUMENTS_ONLY). */
  trustedDocumentsOnly?: boolean;
  /** Origins of other sites allowed to call /graphql from a browser (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** Where uploaded photos are stored (UPLOADS_DIR; default ./data/uploads). */
  uploadsDir?: string;
  /**
   * Answer guests' public reads from memory (docs/caching.md#the-shop-apis-read-cache). Off
   * by default here, as nothing would tell it the catalogue changed; startShopApi turns it on
   * and listens for the changes.
   */
  readCache?: boolean;
  /** Where the read cache keeps its answers: this process's memory unless told. */
  readStore?: ReadStore;
  /**
   * Answer catalogue listings and facet counts from the catalogue held in memory
   * (docs/caching.md#the-catalogue-index). Off by default here, for the read cache's reason;
   * startShopApi turns it on and tells it of each change.
   */
  catalogueIndex?: boolean;
  /**
   * The order changes the subscriptions follow (docs/orders.md#live-status): startShopApi feeds
   * it from the database's notifications; unset, one of its own that nothing feeds (tests feed it).
   */
  orderEvents?: OrderEvents;
  /** Product cards' rows kept between guests' reads (docs/caching.md#shared-product-rows). */
  sharedRows?: boolean;
}
