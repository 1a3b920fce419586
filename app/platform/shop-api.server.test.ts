import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { serveTestShopApi } from "../../tests/http.ts";
import { graphql } from "~/graphql.ts";
import { type Session, sessionCookies } from "./session.server.ts";

const DirectoryNames = graphql(`
  query DirectoryNames {
    directoryList {
      name
    }
  }
`);

/** The seam reads its environment once, so each test loads a fresh copy under its own. */
async function loadSeam(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import("./shop-api.server.ts");
}

/** The URL of a shop API that has just stopped answering. */
async function unreachableApiUrl() {
  const remote = await serveTestShopApi();
  await remote.close();
  return `${remote.origin}/graphql`;
}

/** A router context as the root middleware leaves it for loaders. */
function requestContext(seam: Awaited<ReturnType<typeof loadSeam>>) {
  const context = new RouterContextProvider();
  context.set(seam.shopClientContext, seam.createShopClient());
  return context;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the shop API seam, embedded (SHOP_API_URL unset)", () => {
  it("runs the API in process over a migrated, seeded database", async () => {
    const seam = await loadSeam({ DATABASE_URL: "memory://", SHOP_API_URL: "" });
    try {
      const result = await seam.createShopClient().query(DirectoryNames, {}).toPromise();
      expect(result.error).toBeUndefined();
      expect(result.data?.directoryList.map((entry) => entry.name)).toEqual([
        "Обувь",
        "Одежда",
        "Аксессуары",
        "Нашли дешевле?",
      ]);

      const response = await seam.handleGraphQLRequest(
        new Request("http://localhost/graphql", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: "{ __typename }" }),
        }),
        new RouterContextProvider(),
      );
      expect(await response.json()).toEqual({ data: { __typename: "Query" } });
      expect(await seam.checkShopApiHealth()).toEqual({ ok: true, api: "embedded" });
    } finally {
      await seam.stopShopApi();
    }
    // Its start migrates and seeds the demo database: about 20 s on a quiet 2-core machine, more
    // than the default 30 s at a load of 10 (a bound, never a measure: docs/testing.md).
  }, 120_000);

  it("refuses to start on a bad environment, naming the variable", async () => {
    const seam = await loadSeam({ DATABASE_URL: "mysql://nope" });
    await expect(seam.prepareShopApi()).rejects.toThrow(/DATABASE_URL/);
  });
});

describe("the shop API seam, remote (SHOP_API_URL set)", () => {
  it("sends GraphQL over HTTP to that URL and does not serve /graphql itself", async () => {
    const remote = await serveTestShopApi();
    try {
      const seam = await loadSeam({
        DATABASE_URL: "postgres://must-not-be-opened@127.0.0.1:1/none",
        SHOP_API_URL: `${remote.origin}/graphql`,
      });
      await seam.prepareShopApi();

      const result = await seam.createShopClient().query(DirectoryNames, {}).toPromise();
      expect(result.data?.directoryList).toHaveLength(4);
      expect(remote.requestCount()).toBe(1);

      const local = await seam.handleGraphQLRequest(
        new Request("http://localhost/graphql"),
        new RouterContextProvider(),
      );
      expect(local.status).toBe(404);
      expect(await seam.checkShopApiHealth()).toEqual({ ok: true, api: "remote" });
    } finally {
      await remote.close();
    }
  });

  it("reports a remote API that runs only trusted documents up", async () => {
    const remote = await serveTestShopApi({ trustedDocumentsOnly: true });
    try {
      const seam = await loadSeam({ SHOP_API_URL: `${remote.origin}/graphql` });
      expect(await seam.checkShopApiHealth()).toEqual({ ok: true, api: "remote" });
    } finally {
      await remote.close();
    }
  });

  it("reports the remote API down when it does not answer", async () => {
    const seam = await loadSeam({ SHOP_API_URL: await unreachableApiUrl() });
    expect(await seam.checkShopApiHealth()).toMatchObject({ ok: false, api: "remote" });
  });
});

describe("shopQuery", () => {
  it("returns the data of the request's client", async () => {
    const remote = await serveTestShopApi();
    try {
      const seam = await loadSeam({ SHOP_API_URL: `${remote.origin}/graphql` });
      const data = await seam.shopQuery(requestContext(seam), DirectoryNames, {});
      expect(data.directoryList[0]?.name).toBe("Обувь");
    } finally {
      await remote.close();
    }
  });

  it("throws when the API cannot be reached, for the error boundary to show", async () => {
    const seam = await loadSeam({ SHOP_API_URL: await unreachableApiUrl() });
    await expect(seam.shopQuery(requestContext(seam), DirectoryNames, {})).rejects.toThrow(
      /\[Network\]/,
    );
  });
});

const SendSmsCode = graphql(`
  mutation SeamSendSmsCode($phone: String!) {
    sendSmsCode(dto: { phone: $phone }) {
      status
    }
  }
`);

const SignUp = graphql(`
  mutation SeamSignUp($phone: String!, $code: String!) {
    authenticate(dto: { emailOrPhone: $phone, code: $code, personalDataConsent: true }) {
      authData {
        accessToken
        refreshToken
      }
    }
  }
`);

const Viewer = graphql(`
  query SeamViewer {
    user {
      phone
    }
  }
`);

/** A JWT that is well formed and an hour past its exp; its signature is nobody's. */
function expiredAccessToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const exp = Math.floor(Date.now() / 1000) - 3600;
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ sub: "1", exp })}.c2lnbmF0dXJl`;
}

describe("the session: Bearer tokens, one refresh and retry, cookies back (docs/identity.md#token-refresh)", () => {
  type Seam = Awaited<ReturnType<typeof loadSeam>>;

  // One embedded API for the four: starting one migrates and seeds a database, and each test
  // signs up a shopper of its own.
  let seam: Seam;
  beforeAll(async () => {
    seam = await loadSeam({ DATABASE_URL: "memory://", SHOP_API_URL: "" });
    await seam.prepareShopApi();
  });
  afterAll(async () => {
    await seam.stopShopApi();
  });

  /** A shopper signed up through the embedded API, with the code read from its outbox. */
  async function signUp(seam: Seam, phone: string) {
    const guest = seam.createShopClient();
    const sent = await guest.mutation(SendSmsCode, { phone }).toPromise();
    expect(sent.data?.sendSmsCode.status).toBe("SENT");
    const [message] = await seam.readOutbox(phone);
    const code = /^(\d{4})/.exec(message?.body ?? "")?.[1] ?? "";
    const signedUp = await guest.mutation(SignUp, { phone, code }).toPromise();
    const authData = signedUp.data?.authenticate.authData;
    if (!authData) throw new Error(`not signed up: ${signedUp.error?.message}`);
    return authData;
  }

  const session = (accessToken: string | null, refreshToken: string | null) => ({
    accessToken,
    refreshToken,
    changed: null,
  });

  it("renews an expired access token before the first call and sends both cookies back", async () => {
    const tokens = await signUp(seam, "+79990000001");
    const shopper: Session = session(expiredAccessToken(), tokens.refreshToken);
    expect(seam.isSignedIn(shopper)).toBe(false);

    const result = await seam.createShopClient(shopper).query(Viewer, {}).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data?.user.phone).toBe("+79990000001");
    expect(shopper.changed).toBe("renewed");
    expect(shopper.refreshToken).not.toBe(tokens.refreshToken);
    expect(seam.isSignedIn(shopper)).toBe(true);

    const cookies = await sessionCookies(shopper);
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(
      /^meet-market-access=.+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(cookies[1]).toMatch(
      /^meet-market-refresh=.+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });

  it("answers an access token the API rejects with one refresh and one retry", async () => {
    const tokens = await signUp(seam, "+79990000002");
    // Unexpired by its exp claim, so only the API can tell it is not its own.
    const forged = tokens.accessToken.replace(/\.[^.]+$/, ".c2lnbmF0dXJl");
    const shopper: Session = session(forged, tokens.refreshToken);
    expect(seam.isSignedIn(shopper)).toBe(true);

    const result = await seam.createShopClient(shopper).query(Viewer, {}).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data?.user.phone).toBe("+79990000002");
    expect(shopper.changed).toBe("renewed");
    expect(shopper.accessToken).not.toBe(forged);
  });

  it("ends the session quietly when the refresh fails: a guest's answers, both cookies deleted", async () => {
    const shopper: Session = session(expiredAccessToken(), "not-a-refresh-token");
    const client = seam.createShopClient(shopper);
    const result = await client.query(DirectoryNames, {}).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data?.directoryList).toHaveLength(4);
    expect(shopper).toEqual({ accessToken: null, refreshToken: null, changed: "cleared" });
    expect(await sessionCookies(shopper)).toEqual([
      expect.stringMatching(/^meet-market-access=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/),
      expect.stringMatching(/^meet-market-refresh=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);

    // A call that needs a shopper is refused as a guest's would be, after no second refresh.
    const viewer = await client.query(Viewer, {}).toPromise();
    expect(viewer.error?.graphQLErrors[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("the root middleware puts renewed cookies on the response", async () => {
    const tokens = await signUp(seam, "+79990000003");
    const header = [
      `meet-market-access=${encodeURIComponent(btoa(JSON.stringify(expiredAccessToken())))}`,
      `meet-market-refresh=${encodeURIComponent(btoa(JSON.stringify(tokens.refreshToken)))}`,
    ].join("; ");
    const context = new RouterContextProvider();
    const response = await seam.shopClientMiddleware(
      {
        request: new Request("http://localhost/", { headers: { cookie: header } }),
        url: new URL("http://localhost/"),
        pattern: "/",
        context,
        params: {},
      },
      async () => {
        const data = await seam.shopQuery(context, Viewer, {});
        expect(data.user.phone).toBe("+79990000003");
        expect(seam.isSignedIn(seam.getSession(context))).toBe(true);
        return new Response("ok");
      },
    );
    const cookies = response instanceof Response ? response.headers.getSetCookie() : [];
    expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual([
      "meet-market-access",
      "meet-market-refresh",
    ]);
  });
});
