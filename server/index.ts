import { createYoga } from "graphql-yoga";
import { type DatabaseHandle, openDatabase, pingDatabase, type Database } from "./db/database.ts";
import type { ShopContext } from "./graphql/context.ts";
import { createLoaders } from "./graphql/loaders.ts";
import { useBadUserInputCodes } from "./graphql/plugins.ts";
import { schema } from "./graphql/schema.ts";
import { resolveProviders, type ShopProviders } from "./providers/index.ts";
import { seedIfEmpty } from "./seed/demo.ts";

export type { Database } from "./db/database.ts";

export type { ShopProviders } from "./providers/index.ts";

export interface ShopApiConfig {
  db: Database;
  providers?: Partial<ShopProviders>;
  /** Serve the GraphiQL IDE on GET /graphql (development only). */
  graphiql?: boolean;
}

/** The shop API as a fetch-style handler: a GraphQL POST (or GET) to /graphql in, a Response out. */
export interface ShopApi {
  fetch(request: Request): Promise<Response>;
}

export const GRAPHQL_PATH = "/graphql";

export function createShopApi(config: ShopApiConfig): ShopApi {
  const providers = resolveProviders(config.providers);
  const yoga = createYoga<Record<string, never>, ShopContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: config.graphiql ?? false,
    landingPage: false,
    plugins: [useBadUserInputCodes()],
    context: ({ request }) => ({
      db: config.db,
      providers,
      request,
      loaders: createLoaders(config.db),
    }),
  });
  return { fetch: (request) => Promise.resolve(yoga.fetch(request)) };
}

export interface RunningShopApi extends ShopApi {
  database: DatabaseHandle;
  /** Throws when the database does not answer. */
  checkHealth(): Promise<void>;
  close(): Promise<void>;
}

export interface StartShopApiOptions {
  databaseUrl: string;
  providers?: Partial<ShopProviders>;
  graphiql?: boolean;
  /** Fill an empty database with the demo catalogue (the embedded default does). */
  seed?: boolean;
}

/** Opens and migrates the database, seeds it when empty, and returns the API over it. */
export async function startShopApi(options: StartShopApiOptions): Promise<RunningShopApi> {
  const database = await openDatabase(options.databaseUrl);
  try {
    await database.migrate();
    if (options.seed ?? true) await seedIfEmpty(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  const api = createShopApi({
    db: database.db,
    providers: options.providers,
    graphiql: options.graphiql,
  });
  return {
    ...api,
    database,
    checkHealth: () => pingDatabase(database.db),
    close: () => database.close(),
  };
}
