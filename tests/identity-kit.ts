/**
 * Helpers for the identity and favourites API tests: an API over a rolled-back transaction, a
 * clock the test moves, SMS and e-mail senders that keep what they were asked to send, and a
 * sign-in in one call. Not used by the application.
 */
import { expect } from "vitest";
import { inRollback } from "./database.ts";
import { type GraphQLResponse, postGraphQL } from "./graphql.ts";
import type { Database } from "../server/db/database.ts";
import { createShopApi, type ShopApi } from "../server/index.ts";
import type { OrderEvents } from "../server/orders/order-events.ts";
import {
  type MailMessage,
  resolveProviders,
  type ShopProviders,
} from "../server/providers/index.ts";

export const TEST_SECRET = "test-secret-for-identity-tests-0123456789";

export class TestClock {
  private time: number;
  constructor(iso = "2026-11-02T12:00:00.000Z") {
    this.time = new Date(iso).getTime();
  }
  now = () => new Date(this.time);
  advance(ms: number) {
    this.time += ms;
  }
}

export interface SentMessage {
  channel: "SMS" | "EMAIL";
  to: string;
  text: string;
}

export interface Kit {
  db: Database;
  api: ShopApi;
  /** The providers the API uses: a service called beside it tells the same shopper. */
  providers: ShopProviders;
  clock: TestClock;
  sent: SentMessage[];
  /** Makes the next sends fail as a provider outage would. */
  failSending(fail: boolean): void;
  /** The code in the latest message to a phone / e-mail. */
  lastCode(to: string): string;
  gql<Data = Record<string, unknown>>(
    document: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: GraphQLResponse<Data> }>;
  /** Data of an operation that must succeed. */
  ok<Data>(
    document: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; headers?: Record<string, string> },
  ): Promise<Data>;
  /** The first error of an operation that must fail. */
  fails(
    document: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; headers?: Record<string, string> },
  ): Promise<{ message: string; extensions?: Record<string, unknown> }>;
  /** Sends a code to the phone / e-mail and signs in with it (signing up, with consent, if new). */
  signIn(emailOrPhone: string): Promise<SignedIn>;
}

export interface SignedIn {
  userId: string;
  accessToken: string;
  refreshToken: string;
}

export const SEND_SMS_CODE = /* GraphQL */ `
  mutation SendSms($dto: SendSmsCodeDto!) {
    sendSmsCode(dto: $dto) {
      status
      cooldownUntil
    }
  }
`;

export const SEND_EMAIL_CODE = /* GraphQL */ `
  mutation SendEmail($dto: SendEmailCodeDto!) {
    sendEmailCode(dto: $dto) {
      status
      cooldownUntil
    }
  }
`;

export const AUTHENTICATE = /* GraphQL */ `
  mutation Authenticate($dto: AuthenticateDto!) {
    authenticate(dto: $dto) {
      user {
        id
        phone
        email
        accessLevel
        registrationSource
      }
      authData {
        accessToken
        refreshToken
        accessTokenExpiresAt
        refreshTokenExpiresAt
      }
    }
  }
`;

export interface AuthenticateData {
  authenticate: {
    user: { id: string; phone: string | null; email: string | null; accessLevel: string };
    authData: { accessToken: string; refreshToken: string; accessTokenExpiresAt: string };
  };
}

/**
 * Runs `work` against an API over a transaction that is rolled back afterwards; `extra` replaces
 * further providers (checkout's payments) and sets the shop's public address.
 */
export function withApi<T>(
  work: (kit: Kit) => Promise<T>,
  extra: {
    providers?: (db: Database, clock: TestClock) => Partial<ShopProviders>;
    publicUrl?: string;
    /** Switches the operator API on with this token. */
    operatorToken?: string;
    /** Where uploaded photos go (a temporary directory of the test). */
    uploadsDir?: string;
    /** The shop's budget of sign-in codes per channel (docs/identity.md#the-shops-budget-of-codes). */
    codeBudget?: { perHour?: number; perDay?: number };
    /** The order changes its subscriptions follow (docs/orders.md#live-status). */
    orderEvents?: OrderEvents;
    /** A database of the test's own, written for good instead of in a rolled-back transaction. */
    committing?: Database;
  } = {},
): Promise<T> {
  const committing = extra.committing;
  const run = committing ? (work: (db: Database) => Promise<T>) => work(committing) : inRollback;
  return run(async (db) => {
    const clock = new TestClock();
    const sent: SentMessage[] = [];
    let failing = false;
    const providers = resolveProviders(db, extra.publicUrl ? { publicUrl: extra.publicUrl } : {}, {
      clock,
      sms: {
        send: (phone: string, text: string) => {
          if (failing) return Promise.reject(new Error("SMS gateway down"));
          sent.push({ channel: "SMS", to: phone, text });
          return Promise.resolve();
        },
      },
      mail: {
        send: (message: MailMessage) => {
          if (failing) return Promise.reject(new Error("SMTP down"));
          sent.push({ channel: "EMAIL", to: message.to, text: message.text });
          return Promise.resolve();
        },
      },
      ...extra.providers?.(db, clock),
    });
    const api = createShopApi({
      db,
      auth: { secret: TEST_SECRET, codeBudget: extra.codeBudget },
      providers,
      ...(extra.publicUrl ? { providersConfig: { publicUrl: extra.publicUrl } } : {}),
      operatorToken: extra.operatorToken,
      uploadsDir: extra.uploadsDir,
      orderEvents: extra.orderEvents,
    });
    const gql: Kit["gql"] = (document, variables = {}, options = {}) =>
      postGraphQL(api, document, variables, {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      });
    const kit: Kit = {
      db,
      api,
      providers,
      clock,
      sent,
      failSending: (fail) => {
        failing = fail;
      },
      lastCode(to) {
        const message = sent.findLast((entry) => entry.to === to);
        const code = /\b(\d{4})\b/.exec(message?.text ?? "")?.[1];
        if (!code) throw new Error(`no code sent to ${to}`);
        return code;
      },
      gql,
      async ok(document, variables, options) {
        const { body } = await gql(document, variables, options);
        expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
        if (!body.data) throw new Error("no data");
        return body.data as never;
      },
      async fails(document, variables, options) {
        const { status, body } = await gql(document, variables, options);
        expect(status).toBeLessThan(500);
        const error = body.errors?.[0];
        if (!error) throw new Error(`expected an error, got ${JSON.stringify(body)}`);
        return error;
      },
      async signIn(emailOrPhone) {
        const isEmail = emailOrPhone.includes("@");
        await kit.ok(isEmail ? SEND_EMAIL_CODE : SEND_SMS_CODE, {
          dto: isEmail ? { email: emailOrPhone } : { phone: emailOrPhone },
        });
        const to = sent.at(-1)?.to ?? "";
        const { authenticate } = await kit.ok<AuthenticateData>(AUTHENTICATE, {
          dto: { emailOrPhone, code: kit.lastCode(to), personalDataConsent: true },
        });
        // The next code to this contact (or from this client) may follow at once.
        clock.advance(61_000);
        return {
          userId: authenticate.user.id,
          accessToken: authenticate.authData.accessToken,
          refreshToken: authenticate.authData.refreshToken,
        };
      },
    };
    return work(kit);
  });
}

/**
 * Sends each operation without a token and expects `UNAUTHENTICATED` (docs/identity.md): what
 * every field of a shopper's own data answers a guest.
 */
export function expectGuestsRefused(
  operations: readonly (readonly [document: string, variables?: Record<string, unknown>])[],
): Promise<void> {
  return withApi(async ({ fails }) => {
    for (const [document, variables] of operations) {
      const error = await fails(document, variables);
      expect(error.extensions?.code, document).toBe("UNAUTHENTICATED");
    }
  });
}
