import type { ChildProcess } from "node:child_process";
import { type APIRequestContext, expect, request } from "@playwright/test";
import { get } from "./cluster.ts";
import type { Body } from "./fuzz-bodies.ts";
import { startServer, stopServer, untilHealthy } from "./own-server.ts";
import { sendPartnership } from "./requests.ts";
import { cookieValue, uniquePhone } from "./shopper.ts";
import { DEMO_OWNER, signInStaffByApi, staffGraphql } from "./staff.ts";

/**
 * The back office's fuzz (tests/e2e/fuzz-admin.spec.ts) on a server and an in-memory demo
 * database of its own (docs/testing.md#the-back-offices-fuzz): its staff change orders, prices,
 * promo codes and staff, which the suite's shared server must never see. One sign-in per role.
 */

export const ROLES = ["OWNER", "MANAGER", "WAREHOUSE", "MODERATOR"] as const;
export type Role = (typeof ROLES)[number];
/** Who posts: a role's member, or nobody signed in. */
export type Poster = Role | "GUEST";

/** The demo's staff (docs/back-office.md#the-demo). */
const DEMO_PHONES: Record<Role, string> = {
  OWNER: DEMO_OWNER,
  MANAGER: "+79990000102",
  WAREHOUSE: "+79990000103",
  MODERATOR: "+79990000104",
};

/** Each role's permissions (docs/back-office.md#roles), which the fuzz expects the pages to keep. */
export const PERMISSIONS: Record<Role, readonly string[]> = {
  OWNER: ["orders", "catalogue", "promo", "requests", "reviews", "staff"],
  MANAGER: ["orders", "catalogue", "promo", "requests", "reviews"],
  WAREHOUSE: ["orders", "catalogue"],
  MODERATOR: ["requests", "reviews"],
};

export interface AdminServer {
  origin: string;
  /** Requests to it, for the shop API's reads. */
  api: APIRequestContext;
  /** Each role's staff token. */
  tokens: Record<Role, string>;
  stop(): Promise<void>;
}

export async function startAdminServer(port: number): Promise<AdminServer> {
  const log: string[] = [];
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined = startServer(
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: "memory://",
      SHOP_MODE: "demo",
      SHOP_API_URL: "",
      NODE_ENV: "test",
    },
    log,
  );
  const api = await request.newContext({ baseURL: origin });
  const stop = async () => {
    await api.dispose();
    await stopServer(child);
    child = undefined;
  };
  try {
    await untilHealthy(child, origin, log);
    const tokens = {} as Record<Role, string>;
    for (const role of ROLES) tokens[role] = await signInStaffByApi(api, DEMO_PHONES[role]);
    return { origin, api, tokens, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A shop API read as the owner. */
export function ownerRead<Data>(
  server: AdminServer,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Data> {
  return staffGraphql<Data>(server.api, query, variables, server.tokens.OWNER);
}

/** The things the forms act on, from the demo's data, and one partnership request of the test's. */
export interface Targets {
  orderId: string;
  itemIds: string[];
  productId: string;
  reviewId: string;
  requestId: string;
  promoId: string;
  staffId: string;
  statuses: string[];
}

export async function findTargets(server: AdminServer): Promise<Targets> {
  const found = await ownerRead<{
    staffOrders: { items: { id: string }[] };
    staffReviews: { items: { id: string }[] };
    staffPromoCodes: { items: { id: string }[] };
    catalogueProducts: { id: string }[];
    orderVocabulary: { statuses: { status: string }[] };
  }>(
    server,
    `{
      staffOrders(dto: { limit: 1 }) { items { id } }
      staffReviews(dto: { state: "PENDING", limit: 1 }) { items { id } }
      staffPromoCodes(dto: { filter: ALL }) { items { id } }
      catalogueProducts(dto: { query: "" }) { id }
      orderVocabulary { statuses { status } }
    }`,
  );
  const orderId = found.staffOrders.items[0]?.id;
  const reviewId = found.staffReviews.items[0]?.id;
  const promoId = found.staffPromoCodes.items[0]?.id;
  const productId = found.catalogueProducts[0]?.id;
  if (!orderId || !reviewId || !promoId || !productId) throw new Error("The demo data are short");
  const { catalogueProduct } = await ownerRead<{ catalogueProduct: { sizes: { id: string }[] } }>(
    server,
    `query ($id: ID!) { catalogueProduct(dto: { id: $id }) { sizes { id } } }`,
    { id: productId },
  );
  const partnership = await sendPartnership(server.api);
  // A member the staff form may remove or re-role: never one of the fuzz's own sessions.
  const { inviteStaff } = await ownerRead<{ inviteStaff: { id: string } }>(
    server,
    `mutation ($dto: InviteStaffDto!) { inviteStaff(dto: $dto) { id } }`,
    { dto: { name: "Мишень фаззинга", phone: uniquePhone(), role: "WAREHOUSE" } },
  );
  return {
    orderId,
    itemIds: catalogueProduct.sizes.map((size) => size.id),
    productId,
    reviewId,
    requestId: partnership.id,
    promoId,
    staffId: inviteStaff.id,
    statuses: found.orderVocabulary.statuses.map((entry) => entry.status),
  };
}

export interface Answer {
  url: string;
  status: number;
  location: string | null;
  text: string;
}

/** A form's post as a browser without JavaScript sends it (or as React Router's data request). */
export async function post(
  server: AdminServer,
  path: string,
  body: Body,
  poster: Poster,
  asData: boolean,
): Promise<Answer> {
  const url = asData ? path.replace(/(\?|$)/, ".data$1") : path;
  const cookie =
    poster === "GUEST" ? null : `meet-market-staff=${cookieValue(server.tokens[poster])}`;
  // A connection of its own each time: the server may have closed a kept one meanwhile.
  const answer = await get(new URL(url, server.origin).href, {
    method: "POST",
    headers: {
      origin: server.origin,
      ...(body.contentType ? { "content-type": body.contentType } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: [body.data],
  });
  const { location } = answer.headers;
  return { url, status: answer.status, location: location ?? null, text: answer.body };
}

/** What a person reads of a page: its text without scripts, styles and tags. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ");
}

/** The texts of a page's alerts: where the back office's forms say what they refused. */
export function alerts(html: string): string[] {
  return [...html.matchAll(/<(\w+)[^>]*\brole="alert"[^>]*>([\s\S]*?)<\/\1>/g)].map((match) =>
    visibleText(match[2] ?? "").trim(),
  );
}

/** zod's and the server's own English, which a staff member must never be shown. */
export const ENGLISH_ERROR =
  /\b(?:Invalid|Too (?:big|small)|Unexpected|Required|Expected)\b|expected \w+, received|Page not found|Internal Server Error|\[object Object\]/;

const CYRILLIC = /[а-яё]/i;

/**
 * Never a 5xx nor a blank page; a refused post (400) is the page again with its Russian message
 * in an alert; no English error anywhere a person reads it; a role without the section's
 * permission gets the 403 page, a guest the way to sign in.
 */
export function checkAnswer(answer: Answer, allowed: boolean | "guest"): void {
  const { url, status, text } = answer;
  const said = `${url} ${status}: ${text.slice(0, 600)}`;
  expect(status, said).toBeLessThan(500);
  // A body the server does not read at all (no form's type, too big) is refused before any route.
  if (status === 413 || status === 415) {
    expect(visibleText(text), said).toMatch(CYRILLIC);
    return;
  }
  if (allowed === "guest") {
    // A redirect (or, for a data request, React Router's redirect in its body) to the sign-in.
    expect(answer.location ?? text, said).toContain("/admin/sign-in");
    return;
  }
  if (!allowed) expect(status, said).toBe(403);
  if (status >= 300 && status < 400) {
    expect(answer.location, said).toMatch(/^\/admin/);
    return;
  }
  expect(text.trim(), said).not.toBe("");
  if (url.includes(".data")) {
    if (status === 400) expect(text.match(ENGLISH_ERROR)?.[0], said).toBeUndefined();
    return;
  }
  expect(text, said).toContain('<html lang="ru"');
  const shown = visibleText(text);
  expect(shown.match(ENGLISH_ERROR)?.[0], `${said}\n${shown.slice(-400)}`).toBeUndefined();
  expect(shown, said).toMatch(CYRILLIC);
  if (status === 403) expect(shown, said).toContain("Вашей роли этот раздел не открыт");
  if (status === 400) {
    const messages = alerts(text);
    expect(messages.length, `${said}\nno alert in the refused form's page`).toBeGreaterThan(0);
    for (const message of messages) expect(message, said).toMatch(CYRILLIC);
  }
}
