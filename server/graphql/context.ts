import type { Database } from "../db/database.ts";
import type { AuthSettings } from "../identity/tokens.ts";
import type { ViewerCheck } from "../identity/viewer.ts";
import type { ShopProviders } from "../providers/index.ts";
import type { Loaders } from "./loaders.ts";

/** What every resolver receives; built once per GraphQL request. */
export interface ShopContext {
  db: Database;
  providers: ShopProviders;
  request: Request;
  loaders: Loaders;
  auth: AuthSettings;
  /** The Bearer token's verdict, checked on first call and remembered for the request. */
  viewer(): Promise<ViewerCheck>;
}
