import path from "node:path";
import { describeError } from "./graphql/logging.ts";
import type { ExecutionResult } from "graphql";
import { createYoga, type Plugin } from "graphql-yoga";
import { releaseExpiredReservations } from "./checkout/order-state.ts";
import { type DatabaseHandle, openDatabase } from "./db/database.ts";
import { failAbandonedImports } from "./back-office-catalogue/import-jobs.ts";
import type { ShopContext, ViewerCheck } from "./graphql/context.ts";
import { useBadUserInputCodes, useCompiledQueries } from "./graphql/plugins.ts";
import { useRequestParameterChecks } from "./graphql/request-parameters.ts";
import { safeLogger } from "./graphql/logging.ts";
import { API_LIMITS, limitPlugins, readLimitedBody, tooLargeResponse } from "./graphql/limits.ts";
import { inProcessRefusal, trustedDocumentPlugins } from "./graphql/trusted-documents.ts";
import {
  readUploadRequest,
  refusal,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type UploadServerContext,
  useUploadedParams,
} from "./content/review-uploads.ts";
import { schema } from "./schema.ts";
import { parseContact } from "./identity/contact.ts";
import { resolveAuth } from "./identity/tokens.ts";
import { resolveViewer } from "./identity/viewer.ts";
import { type OutboxMessage, readOutbox } from "./providers/outbox.ts";
import { ENDPOINTS, GRAPHQL_PATH } from "./endpoints.ts";
import { endpointsAt, hasOperatorToken, routeEndpoints } from "./http/endpoint.ts";
import { describeProviders, resolveProviders } from "./providers/index.ts";
import { seedIfEmpty } from "./seed/demo.ts";
import { CATALOGUE_CHANGED } from "./db/changes.ts";
import { alertRunner, sendDueAlerts } from "./alerts/worker.ts";
import { createReadCache, isPublicRead, type ReadStore } from "./graphql/read-cache.ts";
import { SharedRows } from "./graphql/shared-rows.ts";
import { CatalogueIndex } from "./catalogue/catalogue-index.ts";
import { redisReadStore } from "./graphql/redis-read-store.ts";
import { operatorAuthorizer, seedDemoStaff, staffContext } from "./staff/api.ts";
import type { ShopApiConfig } from "./api-config.ts";
import { ORDER_CHANGED, OrderEvents } from "./orders/order-events.ts";

export type { Database } from "./db/database.ts";
export type { ShopApiConfig } from "./api-config.ts";
export type { AuthConfig } from "./identity/tokens.ts";
export type { OutboxMessage } from "./providers/outbox.ts";
export type { ProvidersConfig, ShopProviders } from "./providers/index.ts";
export {
  type MultipartBody,
  type MultipartLimits,
  type MultipartProblem,
  readMultipart,
} from "./http/multipart.ts";

/** The shop API as a fetch-style handler: a request to an endpoint of server/endpoints.ts in. */
export interface ShopApi {
  /** A Request, or an address and a Request's init (the storefront's GraphQL POSTs need none). */
  fetch(input: Request | string, init?: RequestInit): Promise<Response>;
  /**
   * One GraphQL operation of the embedded storefront, run in process without an HTTP exchange:
   * the same plugins, context and errors as a POST to `fetch`, without the body's stream and the
   * JSON (docs/architecture.md#where-the-api-runs). `headers` are the request's; the result may be
   * shared by the read cache between requests: the caller reads it and never changes it.
   */
  execute(operation: GraphQLOperation, headers: HeadersInit): Promise<ExecutionResult>;
  /** The offline outbox's latest messages to a phone or e-mail (never read in production). */
  readOutbox(recipient: string, limit?: number): Promise<OutboxMessage[]>;
  /** The catalogue changed: forgets every cached read, and the catalogue index's snapshot. */
  invalidateReadCache(): Promise<void>;
  /** Resolves once the catalogue index is not being read (at once without an index). */
  catalogueRead(): Promise<void>;
  /** The order changes its subscriptions follow (docs/orders.md#live-status). */
  orderEvents: OrderEvents;
}

/** What the storefront sends for one operation: a POST's JSON body. */
export interface GraphQLOperation {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  extensions?: Record<string, unknown>;
}

/** The address of the in-process operations' requests (their headers are what counts). */
const IN_PROCESS_URL = `http://shop-api.internal${GRAPHQL_PATH}`;

/** Where uploaded photos are stored unless UPLOADS_DIR says otherwise. */
export const DEFAULT_UPLOADS_DIR = "data/uploads";
export { ENDPOINTS, GRAPHQL_PATH } from "./endpoints.ts";
export { SEND_SMS_PATH } from "./identity/send-sms-endpoint.ts";
export * from "./back-office-catalogue/paths.ts";
export { OPERATOR_STATUS_PATH } from "./orders/operator-endpoint.ts";
export { paymentNotificationPath } from "./providers/payments.ts";

/** The shop API's endpoint at a path (its first row), or undefined when it has none. */
export function findEndpoint(pathname: string) {
  return endpointsAt(ENDPOINTS, pathname).rows[0];
}

/** How often the running server releases the reservations of orders left unpaid. */
export const RESERVATION_SWEEP_MS = 60_000;
/** How often the alerts are looked at besides each catalogue change (docs/alerts.md). */
export const ALERT_SWEEP_MS = 5 * 60_000;

export function createShopApi(config: ShopApiConfig): ShopApi {
  const providers = resolveProviders(config.db, config.providersConfig, config.providers);
  const auth = resolveAuth(config.auth);
  const uploadsDir = path.resolve(config.uploadsDir ?? DEFAULT_UPLOADS_DIR);
  const isOperator = (request: Request) =>
    config.operatorToken !== undefined && hasOperatorToken(request, config.operatorToken);
  const readCache = config.readCache ? createReadCache({ store: config.readStore }) : undefined;
  const catalogueIndex = config.catalogueIndex ? new CatalogueIndex(config.db) : undefined;
  const sharedRows = config.sharedRows ? new SharedRows() : undefined;
  const orderEvents = config.orderEvents ?? new OrderEvents();
  const yoga = createYoga<UploadServerContext, ShopContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: config.graphiql ?? false,
    landingPage: false,
    logging: safeLogger,
    plugins: [
      // First: a query string or form Yoga would read with JSON.parse and no guard.
      useRequestParameterChecks(),
      // Then a multipart upload's parameters, read already within its limits.
      useUploadedParams(),
      ...trustedDocumentPlugins({ only: config.trustedDocumentsOnly ?? false, isOperator }),
      ...limitPlugins({ production: config.production ?? false, isOperator }),
      useBadUserInputCodes(),
      useCompiledQueries((request) => request.url === IN_PROCESS_URL),
      {
        // A guest's public read may read the product rows other requests read (shared-rows.ts).
        onExecute({ args }) {
          const { rowSharing, request } = args.contextValue;
          if (rowSharing && isPublicRead(args, request)) rowSharing.publicRead = true;
        },
      } satisfies Plugin<ShopContext>,
      // Last: it answers in place of the execution, after the limits have let the request in.
      ...(readCache ? [readCache.plugin] : []),
    ],
    // Only the configured origins may call from another site's page, credentials included.
    cors: (request) => {
      const origin = request.headers.get("origin");
      return origin && config.allowedOrigins?.includes(origin)
        ? { origin: [origin], credentials: true }
        : false;
    },
    context: async ({ request }) => {
      let viewer: Promise<ViewerCheck> | undefined;
      const rowSharing = sharedRows && { rows: sharedRows, publicRead: false };
      return {
        ...(await staffContext(config.db, auth, providers.clock, request)),
        db: config.db,
        providers,
        request,
        rowSharing,
        catalogueIndex,
        orderEvents,
        auth,
        publicUrl: config.providersConfig?.publicUrl?.replace(/\/$/, "") ?? "",
        teamEmail: config.requestsEmail,
        uploadsDir,
        viewer: () => (viewer ??= resolveViewer(request, auth, providers.clock)),
      };
    },
  });
  /**
   * A GraphQL request whose body is over the limit is refused before it is parsed; a multipart
   * one (docs/security.md#bounded-bodies) only from a signed-in shopper, known by the headers
   * before a byte of the body is read, and read part by part against the photos' limits.
   */
  const limitedGraphQL = async (request: Request): Promise<Response> => {
    if (request.method !== "POST") return yoga.fetch(request, {});
    const multipart = (request.headers.get("content-type") ?? "")
      .toLowerCase()
      .startsWith("multipart/form-data");
    if (multipart) {
      const viewer = await resolveViewer(request, auth, providers.clock);
      if (!viewer.ok) return refusal(401, UPLOAD_MESSAGES.signIn, "UNAUTHENTICATED");
      if (Number(request.headers.get("content-length") ?? 0) > UPLOAD_LIMITS.maxTotalBytes) {
        return refusal(413, UPLOAD_MESSAGES.tooLarge, "BAD_USER_INPUT");
      }
      const params = await readUploadRequest(request);
      if (params instanceof Response) return params;
      // The body is read: Yoga gets the request's headers and the parameters, not the bytes again.
      const headers = new Headers(request.headers);
      headers.delete("content-length");
      const read = new Request(request.url, { method: "POST", headers, signal: request.signal });
      return yoga.fetch(read, { uploadedParams: params });
    }
    const body = await readLimitedBody(request, API_LIMITS.maxBodyBytes);
    if (!body) return tooLargeResponse();
    return yoga.fetch(new Request(request, { body }), {});
  };
  const route = routeEndpoints(
    ENDPOINTS,
    {
      db: config.db,
      providers,
      auth,
      publicUrl: config.providersConfig?.publicUrl?.replace(/\/$/, ""),
      graphql: limitedGraphQL,
      databaseKind: config.databaseKind,
    },
    { authorizeOperator: operatorAuthorizer(config.db, providers.clock, config.operatorToken) },
  );
  return {
    fetch: async (input, init) => {
      if (typeof input !== "string") return route(input);
      // A text body is measured as it is, with no stream to read (docs/security.md#the-shop-apis-limits).
      if (!init || typeof init.body !== "string" || new URL(input).pathname !== GRAPHQL_PATH) {
        return route(new Request(input, init));
      }
      if (Buffer.byteLength(init.body) > API_LIMITS.maxBodyBytes) return tooLargeResponse();
      return yoga.fetch(input, init);
    },
    execute: async (operation, headers) => {
      const refused = inProcessRefusal(config.trustedDocumentsOnly ?? false, operation.query);
      if (refused) return refused;
      const request = new Request(IN_PROCESS_URL, { method: "POST", headers });
      const result = await yoga.getResultForParams({ params: operation, request }, {});
      // Subscriptions are streams of server-sent events, asked of `fetch` (docs/orders.md#live-status).
      if (!result || Symbol.asyncIterator in result) {
        throw new Error("An in-process operation must answer with one result");
      }
      return result;
    },
    readOutbox: (recipient, limit) =>
      readOutbox(config.db, parseContact(recipient)?.target ?? recipient.trim(), limit),
    catalogueRead: async () => catalogueIndex?.settled(),
    orderEvents,
    invalidateReadCache: async () => {
      catalogueIndex?.invalidate();
      sharedRows?.invalidate();
      await readCache?.invalidate();
    },
  };
}

export interface RunningShopApi extends ShopApi {
  database: DatabaseHandle;
  /** Throws when the database does not answer. */
  checkHealth(): Promise<void>;
  /**
   * Calls `listener` whenever the database announces a catalogue change, after the read cache
   * dropped what it held (docs/caching.md#the-storefronts-page-cache); returns its stop.
   */
  onCatalogueChange(listener: () => void): () => void;
  close(): Promise<void>;
}

/** What createShopApi takes, but a database's address instead of the open database. */
export interface StartShopApiOptions extends Omit<ShopApiConfig, "db"> {
  databaseUrl: string;
  /** Fill an empty database with the demo catalogue (the embedded default does). */
  seed?: boolean;
  /**
   * The database is migrated (and seeded) already, by prepareShopDatabase: a worker of the
   * production server's cluster, whose primary did it once for all
   * (docs/architecture.md#one-worker-per-core).
   */
  prepared?: boolean;
  /**
   * Redis shared by every instance for the read cache (REDIS_URL,
   * docs/caching.md#several-instances-redis); unset, each instance keeps its own in memory.
   */
  redisUrl?: string;
}

/** Migrates the open database and, unless told not to, seeds it when empty. */
async function migrateAndSeed(database: DatabaseHandle, seed = true): Promise<void> {
  try {
    await database.migrate();
    const seeded = seed && (await seedIfEmpty(database.db));
    // PGlite never gathers statistics by itself; PostgreSQL's autovacuum would, but only later.
    if (seeded || database.kind === "pglite") await database.analyze();
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Opens the database, migrates it, seeds it when empty and closes it: what the production
 * server's primary process does once before it starts its workers, which then open it
 * prepared (docs/architecture.md#one-worker-per-core).
 */
export async function prepareShopDatabase(options: {
  databaseUrl: string;
  seed?: boolean;
}): Promise<void> {
  const database = await openDatabase(options.databaseUrl);
  await migrateAndSeed(database, options.seed);
  await database.close();
}

/** Opens and migrates the database, seeds it when empty, and returns the API over it. */
export async function startShopApi(options: StartShopApiOptions): Promise<RunningShopApi> {
  const database = await openDatabase(options.databaseUrl);
  if (!options.prepared) await migrateAndSeed(database, options.seed);
  const demo = (options.providersConfig?.mode ?? "demo") === "demo";
  if (demo && options.seed !== false) await seedDemoStaff(database.db);
  const {
    databaseUrl: _databaseUrl,
    seed: _seed,
    prepared: _prepared,
    redisUrl,
    ...config
  } = options;
  let readStore: ReadStore | undefined;
  try {
    readStore = redisUrl ? await redisReadStore({ url: redisUrl }) : undefined;
  } catch (error) {
    await database.close();
    throw new Error(`REDIS_URL: cannot connect to Redis (${describeError(error)})`);
  }
  const api = createShopApi({
    readCache: true,
    readStore,
    catalogueIndex: true,
    sharedRows: true,
    ...config,
    db: database.db,
    databaseKind: database.kind,
  });
  await failAbandonedImports(database.db); // A stopped process's imports applied nothing.
  // Orders left unpaid give their items back (docs/checkout.md#reservation).
  const providers = resolveProviders(database.db, options.providersConfig, options.providers);
  // Sizes back on sale and lower prices, told to who asked (docs/alerts.md#when-a-message-goes).
  const alerts = alertRunner(() =>
    sendDueAlerts(
      database.db,
      providers,
      options.providersConfig?.publicUrl?.replace(/\/$/, "") ?? "",
    ),
  );
  const catalogueListeners = new Set<() => void>();
  const stopListening = await database.listen(CATALOGUE_CHANGED, () => {
    alerts.request();
    void api.invalidateReadCache().finally(() => {
      for (const listener of catalogueListeners) listener();
    });
  });
  // Every order change, whoever committed it, for the subscriptions open here.
  const stopFollowingOrders = await database.listen(ORDER_CHANGED, (payload) =>
    api.orderEvents.publish(payload),
  );
  // The index's first read (seconds on 50 000 products) before the server takes traffic: until it
  // is held, the statements count every listing, and the crowd a restart meets in a sale would
  // queue them on the database for tens of seconds (docs/caching.md#the-catalogue-index). Awaited
  // after the listening starts, so a change during the read is read too. A read that fails is
  // logged, and the statements answer until the next one.
  await api.catalogueRead();
  // Which providers are real, offline twins or switched off (docs/architecture.md#providers).
  console.info(
    `[meet-market] ${options.providersConfig?.mode ?? "demo"} mode; providers: ${describeProviders(providers)}`,
  );
  const sweep = setInterval(() => {
    releaseExpiredReservations(database.db, providers).catch((error: unknown) => {
      console.error("Releasing expired reservations failed:", describeError(error));
    });
  }, RESERVATION_SWEEP_MS);
  sweep.unref();
  alerts.request();
  const alertSweep = setInterval(() => alerts.request(), ALERT_SWEEP_MS);
  alertSweep.unref();
  return {
    ...api,
    database,
    checkHealth: () => database.ping(),
    onCatalogueChange(listener) {
      catalogueListeners.add(listener);
      return () => catalogueListeners.delete(listener);
    },
    close: async () => {
      clearInterval(sweep);
      clearInterval(alertSweep);
      api.orderEvents.close();
      await Promise.all([stopListening(), stopFollowingOrders()]);
      await alerts.idle();
      await readStore?.close();
      return database.close();
    },
  };
}
