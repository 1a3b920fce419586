import { expect, test } from "./support/test.ts";
import fc from "fast-check";
import {
  type AdminServer,
  checkAnswer,
  findTargets,
  ownerRead,
  PERMISSIONS,
  post,
  type Poster,
  ROLES,
  startAdminServer,
  type Targets,
} from "./support/admin-fuzz.ts";
import { formBodies, formFields, seedOf, wholeForms } from "./support/fuzz-bodies.ts";

/**
 * The back office's forms fuzzed (docs/testing.md#the-back-offices-fuzz, issue 36): every
 * /admin action gets posts of its own fields with hostile, missing, oversized, wrong-typed and
 * unicode/NUL values, repeated fields, wrong intents and the ids of other things, from each role
 * and from a guest, as a page's form (no JavaScript) and as React Router's data request. Never a
 * 5xx nor a blank page; a refused post is its page again with a Russian message; a role without
 * the section gets the 403 page; and where the post was refused, the data it aimed at are as they
 * were (read back through the shop API). A server and a database of its own, one sign-in per
 * role; desktop Chromium's project only (untagged), requests only. FUZZ_SEED replays a run;
 * FUZZ_ADMIN_RUNS sets the posts per form.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);
const RUNS = Number(process.env.FUZZ_ADMIN_RUNS ?? 40);
/** Beside the suite's server and page-cache.spec.ts's (+7). */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 8;

interface AdminForm {
  /** The route, for the test's title. */
  route: string;
  /** The section's permission; null for the sign-in, which anyone may post. */
  permission: string | null;
  /** Where it posts: its own address, and ones naming other things or nothing. */
  paths(targets: Targets): string[];
  fields: readonly string[];
  intents: readonly string[];
  /** The values it is meant to take, ids of its own things and of others. */
  known?(targets: Targets): string[];
  /** What it may change, read as the owner: the same after a refused post. */
  snapshot?(server: AdminServer, targets: Targets): Promise<unknown>;
  /** An upload's field, sent as a file in the multipart bodies. */
  fileField?: string;
  /** Who posts; every role and a guest unless told. */
  posters?: readonly Poster[];
}

const ids = (targets: Targets) => [
  targets.orderId,
  targets.productId,
  targets.reviewId,
  targets.requestId,
  targets.promoId,
  targets.staffId,
  ...targets.itemIds,
];

const orderSnapshot = (server: AdminServer, targets: Targets) =>
  ownerRead(
    server,
    `query ($id: ID!) { staffOrder(dto: { id: $id }) { status commentForShopper items { id status trackCode } } }`,
    { id: targets.orderId },
  );

const FORMS: AdminForm[] = [
  {
    route: "/admin/sign-in",
    permission: null,
    paths: () => ["/admin/sign-in", "/admin/sign-in?step=code&next=%2Fadmin%2Forders"],
    fields: ["intent", "emailOrPhone", "code", "next"],
    intents: ["send", "check"],
    known: () => ["+79990000104", "1234", "/admin/staff", "//evil.example/admin"],
    posters: ["GUEST"],
  },
  {
    route: "/admin/orders",
    permission: "orders",
    paths: () => ["/admin/orders", "/admin/orders?status=DELIVERED&page=2"],
    fields: ["orderIds", "status", "intent"],
    intents: ["status"],
    known: (targets) => [...targets.statuses, ...ids(targets)],
    snapshot: orderSnapshot,
  },
  {
    route: "/admin/orders/:id",
    permission: "orders",
    paths: (targets) => [
      `/admin/orders/${targets.orderId}`,
      `/admin/orders/${targets.reviewId}`,
      "/admin/orders/0",
      "/admin/orders/99999999",
      "/admin/orders/abc",
    ],
    fields: ["intent", "itemId", "status", "trackCode", "comment"],
    intents: ["status", "comment"],
    known: (targets) => [...targets.statuses, ...ids(targets)],
    snapshot: orderSnapshot,
  },
  {
    route: "/admin/catalogue",
    permission: "catalogue",
    paths: (targets) => [
      "/admin/catalogue",
      `/admin/catalogue?product=${targets.productId}`,
      "/admin/catalogue?q=%27",
    ],
    fields: ["intent", "productId", "visible", "itemId", "price", "oldPrice", "stock"],
    intents: ["visibility", "item"],
    known: (targets) => ["true", "false", "12 990", "12990,50", "1", ...ids(targets)],
    snapshot: (server, targets) =>
      ownerRead(
        server,
        `query ($id: ID!) { catalogueProduct(dto: { id: $id }) { visible sizes { id price oldPrice stock } } }`,
        { id: targets.productId },
      ),
  },
  {
    route: "/admin/catalogue/import",
    permission: "catalogue",
    paths: () => ["/admin/catalogue/import"],
    fields: ["file", "delimiter"],
    intents: ["import"],
    fileField: "file",
    // Files whose every row cannot pass: an import never changes prices under the other forms.
    known: (targets) => [
      "id;price;old_price;stock;visible\n1;1;;1;да",
      `item_id;price;old_price;stock\n${targets.itemIds[0] ?? 1};1e309;;2\n${targets.orderId};-1;NaN;\u0000`,
      `\uFEFFitem_id,price,old_price,stock\n${targets.reviewId},12990,12990,1`,
    ],
    snapshot: (server) => ownerRead(server, `{ catalogueImports { id state } }`),
  },
  {
    route: "/admin/reviews",
    permission: "reviews",
    paths: () => ["/admin/reviews", "/admin/reviews?state=REJECTED&page=3"],
    fields: ["intent", "reviewId", "reason"],
    intents: ["publish", "reject"],
    known: ids,
    snapshot: (server) =>
      ownerRead(server, `{ staffReviews(dto: { state: "PENDING", limit: 100 }) { items { id } } }`),
  },
  {
    route: "/admin/requests/:kind/:id",
    permission: "requests",
    paths: (targets) => [
      `/admin/requests/cooperative/${targets.requestId}`,
      `/admin/requests/meet-price/${targets.requestId}`,
      `/admin/requests/order/${targets.orderId}`,
      "/admin/requests/cooperative/0",
      "/admin/requests/nothing/1",
    ],
    fields: ["intent", "state", "note"],
    intents: ["NEW", "IN_PROGRESS", "DONE", "REJECTED"],
    known: ids,
    snapshot: (server, targets) =>
      ownerRead(
        server,
        `query ($id: ID!) { staffRequest(dto: { kind: "cooperative", id: $id }) { state stateNote } }`,
        { id: targets.requestId },
      ),
  },
  {
    route: "/admin/promo/new",
    permission: "promo",
    paths: () => ["/admin/promo/new"],
    fields: [
      "code",
      "kind",
      "value",
      "minOrder",
      "startsOn",
      "endsOn",
      "maxUses",
      "oncePerShopper",
      "brandId",
      "categoryId",
    ],
    intents: ["PERCENT", "FIXED"],
    known: (targets) => ["FUZZ10", "WELCOME10", "10", "2026-12-01", "2027-02-30", ...ids(targets)],
    snapshot: (server) =>
      ownerRead(server, `{ staffPromoCodes(dto: { filter: ALL }) { items { id } } }`),
  },
  {
    route: "/admin/promo/:id",
    permission: "promo",
    paths: (targets) => [
      `/admin/promo/${targets.promoId}`,
      `/admin/promo/${targets.orderId}99`,
      "/admin/promo/0",
      "/admin/promo/99999999",
    ],
    fields: [
      "active",
      "intent",
      "code",
      "kind",
      "value",
      "minOrder",
      "startsOn",
      "endsOn",
      "maxUses",
      "oncePerShopper",
    ],
    intents: ["true", "false", "edit"],
    known: (targets) => ["FUZZ10", "10", "2026-12-01", "2027-02-30", ...ids(targets)],
    snapshot: (server, targets) =>
      ownerRead(
        server,
        `query ($id: ID!) { staffPromoCode(dto: { id: $id }) { active value minOrderAmount maxUses oncePerShopper startsAt endsAt } }`,
        { id: targets.promoId },
      ),
  },
  {
    route: "/admin/staff",
    permission: "staff",
    paths: () => ["/admin/staff"],
    fields: ["intent", "name", "contact", "role", "staffId", "tokenId"],
    intents: ["invite", "role", "remove", "token", "revoke"],
    known: (targets) => [
      ...ROLES,
      targets.staffId,
      targets.orderId,
      targets.reviewId,
      "fuzz@example.ru",
    ],
    snapshot: (server) =>
      ownerRead(
        server,
        `{ staffMembers(includeRemoved: true) { id role removedAt } staffTokens { id revokedAt } }`,
      ),
  },
  {
    route: "/admin/sign-out",
    permission: null,
    paths: () => ["/admin/sign-out"],
    fields: ["intent", "next"],
    intents: ["sign-out"],
    // A staff member's post would end the session the other forms use: a guest's only.
    posters: ["GUEST"],
  },
];

let server: AdminServer | undefined;
let targets: Targets | undefined;

test.describe("the back office's forms, fuzzed", () => {
  // One server for the file: tests split over workers would each start one.
  test.describe.configure({ mode: process.env.FUZZ_DISCOVER ? "default" : "serial" });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startAdminServer(PORT);
    targets = await findTargets(server);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  for (const form of FORMS) {
    test(`POST ${form.route} refuses what it must, in Russian, and changes nothing then`, async () => {
      test.setTimeout(120_000);
      if (!server || !targets) throw new Error("the fuzz's server did not start");
      const own = server;
      const things = targets;
      const known = form.known?.(things) ?? [];
      const bodies = formBodies(
        fc.oneof(
          formFields(form.fields, form.intents, known),
          wholeForms(form.fields, form.intents, known),
        ),
        form.fileField,
      );
      const posters = form.posters ?? [...ROLES, "GUEST" as const];
      await fc.assert(
        fc.asyncProperty(
          bodies,
          fc.constantFrom(...form.paths(things)),
          fc.constantFrom(...posters),
          fc.boolean(),
          async (body, path, poster, asData) => {
            const before = await form.snapshot?.(own, things);
            const answer = await post(own, path, body, poster, asData);
            const allowed =
              poster === "GUEST"
                ? form.permission === null
                  ? true
                  : "guest"
                : form.permission === null || PERMISSIONS[poster].includes(form.permission);
            checkAnswer(answer, allowed);
            const refused = allowed !== true || answer.status >= 400;
            if (refused && form.snapshot) {
              expect(await form.snapshot(own, things), `${answer.url}: changed`).toEqual(before);
            }
          },
        ),
        { numRuns: RUNS, seed: seedOf(SEED, form.route) },
      );
    });
  }
});
