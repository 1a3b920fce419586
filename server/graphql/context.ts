import type { Database } from "../db/database.ts";
import type { ShopProviders } from "../providers/index.ts";

/** What every resolver receives; built once per GraphQL request. */
export interface ShopContext {
  db: Database;
  providers: ShopProviders;
  request: Request;
}
