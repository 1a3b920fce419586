/**
 * What every resolver receives, built once per GraphQL request by server/index.ts. The types
 * here are the API layer's own, so that domains import this module and it imports none of them.
 */
import type { Database } from "../db/database.ts";
import type { staffRoleValues } from "../db/schema.ts";
import type { ShopProviders } from "../providers/index.ts";
import type { RowSharing } from "./shared-rows.ts";

/** The most codes one channel (SMS, e-mail) sends across the shop in an hour and in a day. */
export interface CodeBudget {
  perHour: number;
  perDay: number;
}

/** The API's keys and token lifetimes; identity/tokens.ts resolveAuth derives them from the secret. */
export interface AuthSettings {
  /** Signs access tokens. */
  jwtKey: Uint8Array;
  /** Signs staff sessions' tokens: a key of their own, so neither kind passes for the other. */
  staffJwtKey: Uint8Array;
  /** A staff session's life (docs/back-office.md#sessions). */
  staffSessionTtlMs: number;
  /** Keys the hashes of sign-in codes, so a database dump alone does not reveal live codes. */
  codeKey: Buffer;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  /** The codes each channel may send in all (docs/identity.md#the-shops-budget-of-codes). */
  codeBudget: CodeBudget;
}

/** The verdict on a request's Bearer access token. */
export type ViewerCheck =
  { ok: true; userId: number } | { ok: false; reason: "missing" | "expired" | "invalid" };

/** A staff member's role (docs/back-office.md#roles); server/staff/access.ts says what each may do. */
export type StaffRole = (typeof staffRoleValues)[number];

/**
 * The staff member behind a request (docs/back-office.md): signed in to the back office, or
 * calling with a named token (`tokenName`). server/staff/access.ts requireStaff reads it.
 */
export interface StaffViewer {
  id: string;
  name: string;
  role: StaffRole;
  tokenName: string | null;
}

export interface ShopContext {
  db: Database;
  providers: ShopProviders;
  request: Request;
  /**
   * The catalogue held in memory for listings and facets, where the API keeps one: a
   * CatalogueIndex of server/catalogue/catalogue-index.ts, which reads it (snapshotFor). Only an
   * object here, so that this module imports no domain.
   */
  catalogueIndex?: object;
  /**
   * The order changes this process hears, for the subscriptions (an OrderEvents of
   * server/orders/order-events.ts, docs/orders.md#live-status); an object here for the reason above.
   */
  orderEvents?: object;
  /** Where the API keeps product rows between public reads: the request's way to them. */
  rowSharing?: RowSharing;
  auth: AuthSettings;
  /** The shop's public address without a trailing slash (PUBLIC_SITE_URL); "" when unknown. */
  publicUrl?: string;
  /** The shop team's inbox for shoppers' requests (REQUESTS_EMAIL, docs/requests.md). */
  teamEmail?: string;
  /** Where uploaded photos are stored (UPLOADS_DIR, docs/content.md#review-photos). */
  uploadsDir: string;
  /**
   * The staff member whose staff token (never a shopper's) the request carries, checked against
   * the database before the request runs (server/staff/session.ts); null for anyone else.
   */
  staff: StaffViewer | null;
  /** The staff session the request's token names, which signing out revokes; null without one. */
  staffSessionId: string | null;
  /** The Bearer token's verdict, checked on first call and remembered for the request. */
  viewer(): Promise<ViewerCheck>;
  /**
   * The signed-in shopper's id, set by the `signedIn` scope (viewer.ts) before a field that
   * declares it resolves: such a field reads it as a number (builder.ts AuthContexts).
   */
  userId?: number;
}

/** The context of a field that declares the `signedIn` scope: its shopper is known. */
export type SignedInContext = ShopContext & { userId: number };
