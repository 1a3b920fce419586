import type { Database } from "../db/database.ts";
import type { ShopProviders } from "../providers/index.ts";
import type { Loaders } from "./loaders.ts";

/** What every resolver receives; built once per GraphQL request. */
export interface ShopContext {
  db: Database;
  providers: ShopProviders;
  request: Request;
  loaders: Loaders;
}
