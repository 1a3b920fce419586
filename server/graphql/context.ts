/**
 * What every resolver receives, built once per GraphQL request by server/index.ts. The types
 * here are the API layer's own, so that domains import this module and it imports none of them.
 */
import type { Database } from "../db/database.ts";
import type { ShopProviders } from "../providers/index.ts";
import type { Loaders } from "./loaders.ts";

/** The API's keys and token lifetimes; identity/tokens.ts resolveAuth derives them from the secret. */
export interface AuthSettings {
  /** Signs access tokens. */
  jwtKey: Uint8Array;
  /** Keys the hashes of sign-in codes, so a database dump alone does not reveal live codes. */
  codeKey: Buffer;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
}

/** The verdict on a request's Bearer access token. */
export type ViewerCheck =
  { ok: true; userId: number } | { ok: false; reason: "missing" | "expired" | "invalid" };

export interface ShopContext {
  db: Database;
  providers: ShopProviders;
  request: Request;
  loaders: Loaders;
  auth: AuthSettings;
  /** The Bearer token's verdict, checked on first call and remembered for the request. */
  viewer(): Promise<ViewerCheck>;
}
