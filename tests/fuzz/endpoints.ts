/**
 * Malformed bodies for the shop API's REST endpoints (docs/security.md#fuzzing-and-the-abuse-bench):
 * the phone form's code request, YooKassa's notifications and the operator API. Each gets its own
 * body's fields, valid-looking or hostile, sent as JSON, as a form, as garbage, with a wrong
 * content type or method, with and without its credentials. Not used by the application.
 */
import fc from "fast-check";
import { orderStatusValues } from "../../server/db/schema.ts";
import {
  OPERATOR_STATUS_PATH,
  paymentNotificationPath,
  SEND_SMS_PATH,
} from "../../server/index.ts";

const YOOKASSA_NOTIFICATION_PATH = paymentNotificationPath("yookassa");
import type { KnownValues } from "./inputs.ts";
import {
  anyFloat,
  anyInt,
  anyString,
  pastInt4,
  type PersonalValues,
  wrongValue,
} from "./values.ts";

export interface EndpointRequest {
  path: string;
  method: string;
  contentType: string | undefined;
  /** What is sent: a body's fields, or raw text or bytes. */
  body:
    | { kind: "json"; value: unknown }
    | { kind: "form"; value: Record<string, unknown> }
    | { kind: "raw"; value: string | Uint8Array };
  authorization: "operator" | "forged" | "none";
  forwardedFor: string | undefined;
}

/** Any value a JSON field may hold, hostile ones first. */
const anyField: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyString },
  { weight: 2, arbitrary: anyInt },
  { weight: 1, arbitrary: anyFloat },
  { weight: 1, arbitrary: pastInt4 },
  { weight: 1, arbitrary: wrongValue },
);

/** One of the known values, read when generated (they change with the session's transaction). */
function knownOf(known: () => KnownValues, name: string): fc.Arbitrary<unknown> {
  return fc.nat(1_000).map((index) => {
    const values = known()[name] ?? [];
    return values.length > 0 ? values[index % values.length] : null;
  });
}

/** A field that is usually of its right kind, sometimes anything, sometimes missing. */
const field = (fitting: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: fitting },
    { weight: 2, arbitrary: anyField },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

function sendSmsBody(personal: PersonalValues, now: Date) {
  const loadedAt = now.getTime() - 5_000;
  return fc.record({
    phone: field(personal.phone),
    honeypot: field(fc.constantFrom("", undefined)),
    pageLoadTime: field(
      fc.constantFrom(loadedAt, String(loadedAt), 0, -1, now.getTime() + 60_000, "1e400", "NaN"),
    ),
    clientFp: field(fc.constantFrom("a".repeat(64), "0123456789abcdef".repeat(4), undefined)),
  });
}

function notificationBody(known: () => KnownValues) {
  const payment = fc.record({
    id: field(fc.oneof(knownOf(known, "paymentId"), fc.uuid())),
    status: field(fc.constantFrom("succeeded", "canceled", "pending", "waiting_for_capture")),
    paid: field(fc.boolean()),
    amount: field(
      fc.record({
        value: field(fc.constantFrom("100.00", "-1", "1e9")),
        currency: field(fc.constant("RUB")),
      }),
    ),
    metadata: field(fc.record({ orderId: field(knownOf(known, "orderId")) })),
  });
  return fc.record({
    type: field(fc.constant("notification")),
    event: field(fc.constantFrom("payment.succeeded", "payment.canceled", "refund.succeeded")),
    object: field(payment),
  });
}

function operatorBody(known: () => KnownValues) {
  return fc.record({
    orderId: field(fc.oneof(knownOf(known, "orderId"), knownOf(known, "orderId").map(String))),
    itemId: field(fc.oneof(fc.constant(null), anyInt)),
    status: field(fc.constantFrom(...orderStatusValues)),
    trackCode: field(fc.stringMatching(/^[A-Z0-9]{6,20}$/)),
    cdekWaybillId: field(fc.stringMatching(/^\d{6,14}$/)),
    estimatedDeliveryDate: field(
      fc.oneof(
        fc
          .date({ min: new Date("1900-01-01"), max: new Date("2200-12-31"), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10)),
        fc.constantFrom("0000-01-01", "2026-02-30", "9999-12-31", "2026-11-10", "10.11.2026"),
      ),
    ),
  });
}

/** A body's fields sent as JSON, as a form, or replaced by garbage. */
function encoded(fields: fc.Arbitrary<Record<string, unknown>>) {
  return fc.oneof(
    { weight: 12, arbitrary: fields.map((value) => ({ kind: "json" as const, value })) },
    { weight: 3, arbitrary: fields.map((value) => ({ kind: "form" as const, value })) },
    { weight: 1, arbitrary: wrongValue.map((value) => ({ kind: "json" as const, value })) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          anyString,
          fc.uint8Array({ maxLength: 2_000 }),
          fc.constantFrom('{"phone":', "{".repeat(50_000), "[".repeat(100_000), "\u0000", "null"),
        )
        .map((value) => ({ kind: "raw" as const, value })),
    },
  );
}

const CONTENT_TYPES = [
  "application/json",
  "application/x-www-form-urlencoded",
  "text/plain",
  "multipart/form-data; boundary=x",
  "application/json; charset=koi8-r",
];

/** Requests for one endpoint; `fields` are its body's. */
function requestsTo(path: string, fields: fc.Arbitrary<Record<string, unknown>>) {
  return fc
    .record({
      body: encoded(fields),
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant("POST") },
        { weight: 1, arbitrary: fc.constantFrom("GET", "PUT", "DELETE", "PATCH", "OPTIONS") },
      ),
      contentType: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      ),
      authorization: fc.constantFrom<EndpointRequest["authorization"]>(
        "operator",
        "operator",
        "operator",
        "forged",
        "none",
      ),
      forwardedFor: fc.option(fc.oneof(fc.ipV4(), fc.constantFrom("garbage", ", ,")), {
        nil: undefined,
      }),
    })
    .map(({ body, method, contentType, authorization, forwardedFor }): EndpointRequest => ({
      path,
      method,
      // The body's own type unless another was drawn.
      contentType:
        contentType ??
        (body.kind === "form" ? "application/x-www-form-urlencoded" : "application/json"),
      body,
      authorization,
      forwardedFor,
    }));
}

/** The REST endpoints, each with its requests. */
export function endpointRequests(
  known: () => KnownValues,
  personal: PersonalValues,
  now: Date,
): { path: string; requests: fc.Arbitrary<EndpointRequest> }[] {
  return [
    { path: SEND_SMS_PATH, requests: requestsTo(SEND_SMS_PATH, sendSmsBody(personal, now)) },
    {
      path: YOOKASSA_NOTIFICATION_PATH,
      requests: requestsTo(YOOKASSA_NOTIFICATION_PATH, notificationBody(known)),
    },
    {
      path: OPERATOR_STATUS_PATH,
      requests: requestsTo(OPERATOR_STATUS_PATH, operatorBody(known)),
    },
  ];
}

function bodyOf(request: EndpointRequest): string | Uint8Array<ArrayBuffer> {
  const { body } = request;
  if (body.kind === "json") return JSON.stringify(body.value) ?? "";
  if (body.kind === "form") {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body.value)) {
      if (value !== undefined)
        form.set(key, typeof value === "string" ? value : JSON.stringify(value));
    }
    return form.toString();
  }
  return typeof body.value === "string" ? body.value : new Uint8Array(body.value);
}

/** The request as a browser, YooKassa or the staff's CLI would send it. */
export function toEndpointRequest(request: EndpointRequest, operatorToken: string): Request {
  const headers: Record<string, string> = {};
  if (request.contentType) headers["content-type"] = request.contentType;
  if (request.authorization === "operator") headers.authorization = `Bearer ${operatorToken}`;
  if (request.authorization === "forged") headers.authorization = `Bearer ${operatorToken}x`;
  if (request.forwardedFor !== undefined) headers["x-forwarded-for"] = request.forwardedFor;
  const withBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(`http://shop.test${request.path}`, {
    method: request.method,
    headers,
    body: withBody ? bodyOf(request) : undefined,
  });
}
