/**
 * What every resolver receives, built once per GraphQL request by server/index.ts. The types
 * here are the API layer's own, so that domains import this module and it imports none of them.
 */
import type DataLoader from "dataloader";
import type { Database } from "../db/database.ts";
import type * as t from "../db/schema.ts";
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

type Row<T extends { $inferSelect: unknown }> = T["$inferSelect"];

/** A loader of rows by id: null for an id with no live row. */
type ById<R> = DataLoader<number, R | null>;

/** A loader of the rows that belong to each id (none is an empty list). */
type ListOf<R> = DataLoader<number, R[]>;

/**
 * The request's batch loaders (built by server/loaders.ts from the domains' queries), so that a
 * list of products costs one query per relation rather than one per product. Keys are ids.
 */
export interface Loaders {
  product: ById<t.ProductRow>;
  brandsOfProduct: ListOf<Row<typeof t.brand>>;
  colorsOfProduct: ListOf<Row<typeof t.color>>;
  badgesOfProduct: ListOf<Row<typeof t.badge>>;
  imagesOfProduct: ListOf<Row<typeof t.productImage>>;
  propertiesOfProduct: ById<Row<typeof t.productProperties>>;
  /** Every live item of a product, sold or not, cheapest first. */
  itemsOfProduct: ListOf<Row<typeof t.productItem>>;
  productItem: ById<Row<typeof t.productItem>>;
  size: ById<Row<typeof t.size>>;
  supplier: ById<Row<typeof t.supplier>>;
  model: ById<Row<typeof t.model>>;
  brand: ById<Row<typeof t.brand>>;
  directory: ById<Row<typeof t.directory>>;
  category: ById<Row<typeof t.productCategory>>;
  type: ById<Row<typeof t.productType>>;
  subType: ById<Row<typeof t.productSubType>>;
  photosOfReview: ListOf<Row<typeof t.reviewPhoto>>;
  country: ById<Row<typeof t.country>>;
  filtersOfDirectory: ListOf<Row<typeof t.directoryFilter>>;
  /** An order's live items, in the order they were bought. */
  itemsOfOrder: ListOf<Row<typeof t.orderProductItem>>;
  /** An order item's status changes, oldest first. */
  historyOfOrderItem: ListOf<Row<typeof t.orderItemStatusHistory>>;
}

export interface ShopContext {
  db: Database;
  providers: ShopProviders;
  request: Request;
  loaders: Loaders;
  /**
   * The catalogue held in memory for listings and facets, where the API keeps one: a
   * CatalogueIndex of server/catalogue/catalogue-index.ts, which reads it (snapshotFor). Only an
   * object here, so that this module imports no domain.
   */
  catalogueIndex?: object;
  /** Where the API keeps product rows between public reads: the request's way to them. */
  rowSharing?: RowSharing;
  auth: AuthSettings;
  /** The shop's public address without a trailing slash (PUBLIC_SITE_URL); "" when unknown. */
  publicUrl?: string;
  /** The shop team's inbox for shoppers' requests (REQUESTS_EMAIL, docs/requests.md). */
  teamEmail?: string;
  /** Where uploaded photos are stored (UPLOADS_DIR, docs/content.md#review-photos). */
  uploadsDir: string;
  /** The Bearer token's verdict, checked on first call and remembered for the request. */
  viewer(): Promise<ViewerCheck>;
}
