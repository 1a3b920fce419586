/**
 * Every HTTP endpoint of the shop API, one row per method and path
 * (docs/security.md#the-shop-apis-endpoints, docs/decisions/040-endpoints-from-a-table.md). The
 * API's router answers from it, the storefront's request guard reads who may call each path, the
 * storefront forwards what it lists, and a test holds docs/security.md's list equal to it. A new
 * endpoint is a row here and its handler in its domain.
 */
import type { Database, DatabaseKind } from "./db/database.ts";
import {
  CATALOGUE_EXPORT_PATH,
  CATALOGUE_IMPORT_PATH,
  createCatalogueExportHandler,
  createCatalogueImportHandler,
} from "./back-office-catalogue/import-endpoint.ts";
import type { Endpoint, EndpointHandler } from "./http/endpoint.ts";
import { createPaymentNotificationHandler } from "./checkout/payment-endpoint.ts";
import {
  createPendingReviewsHandler,
  createReviewModerationHandler,
  OPERATOR_REVIEWS_PATH,
} from "./content/review-moderation-endpoint.ts";
import { createSendSmsHandler, SEND_SMS_PATH } from "./identity/send-sms-endpoint.ts";
import type { AuthSettings } from "./graphql/context.ts";
import { createOperatorStatusHandler, OPERATOR_STATUS_PATH } from "./orders/operator-endpoint.ts";
import type { ShopProviders } from "./providers/index.ts";
import { PAYMENT_NOTIFICATION_PATH } from "./providers/payments.ts";
import {
  createOperatorRequestsHandler,
  OPERATOR_REQUESTS_PATH,
} from "./requests/operator-endpoint.ts";

export const GRAPHQL_PATH = "/graphql";

/** What the handlers are made of, once per API. */
export interface EndpointDeps {
  db: Database;
  providers: ShopProviders;
  auth: AuthSettings;
  /** The shop's address without a trailing slash, for links in letters; "" or unset, none. */
  publicUrl?: string;
  /** The GraphQL endpoint (Yoga behind the body limits), made by createShopApi. */
  graphql: EndpointHandler;
  databaseKind?: DatabaseKind;
}

export const ENDPOINTS = [
  {
    method: "GET",
    path: GRAPHQL_PATH,
    caller: "public",
    doc: "architecture.md#graphql-api",
    handler: (deps) => deps.graphql,
  },
  {
    method: "POST",
    path: GRAPHQL_PATH,
    caller: "public",
    doc: "architecture.md#graphql-api",
    handler: (deps) => deps.graphql,
  },
  {
    // Other sites' pages ask first (CORS); only ALLOWED_ORIGINS are let in.
    method: "OPTIONS",
    path: GRAPHQL_PATH,
    caller: "public",
    doc: "security.md#the-shop-apis-limits",
    handler: (deps) => deps.graphql,
  },
  {
    method: "POST",
    path: SEND_SMS_PATH,
    caller: "public",
    doc: "identity.md#phone-code-endpoint",
    handler: createSendSmsHandler,
  },
  {
    method: "POST",
    path: PAYMENT_NOTIFICATION_PATH,
    caller: "provider",
    doc: "checkout.md#after-payment",
    handler: createPaymentNotificationHandler,
  },
  {
    method: "POST",
    path: OPERATOR_STATUS_PATH,
    caller: "operator",
    permission: "orders",
    doc: "orders.md#operator-api",
    handler: createOperatorStatusHandler,
  },
  {
    method: "GET",
    path: OPERATOR_REQUESTS_PATH,
    caller: "operator",
    permission: "requests",
    doc: "requests.md#operator-api",
    handler: createOperatorRequestsHandler,
  },
  {
    method: "GET",
    path: OPERATOR_REVIEWS_PATH,
    caller: "operator",
    permission: "reviews",
    doc: "content.md#moderation",
    handler: createPendingReviewsHandler,
  },
  {
    method: "POST",
    path: OPERATOR_REVIEWS_PATH,
    caller: "operator",
    permission: "reviews",
    doc: "content.md#moderation",
    handler: createReviewModerationHandler,
  },
  {
    // A staff session's Bearer token, checked by the handler as GraphQL checks it.
    method: "POST",
    path: CATALOGUE_IMPORT_PATH,
    caller: "public",
    doc: "back-office.md#каталог-и-цены",
    handler: createCatalogueImportHandler,
  },
  {
    method: "GET",
    path: CATALOGUE_EXPORT_PATH,
    caller: "public",
    doc: "back-office.md#каталог-и-цены",
    handler: createCatalogueExportHandler,
  },
] as const satisfies readonly Endpoint<EndpointDeps>[];
