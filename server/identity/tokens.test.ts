import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import * as t from "../db/schema.ts";
import { withApi } from "../../tests/identity-kit.ts";
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS, resolveAuth } from "./tokens.ts";

const ME = /* GraphQL */ `
  {
    user {
      id
      phone
    }
  }
`;

const REFRESH = /* GraphQL */ `
  mutation Refresh($dto: RefreshTokensDto!) {
    refreshTokens(dto: $dto) {
      user {
        id
      }
      authData {
        accessToken
        refreshToken
      }
    }
  }
`;

interface RefreshData {
  refreshTokens: { user: { id: string }; authData: { accessToken: string; refreshToken: string } };
}

const PHONE = "+79997654321";

describe("access tokens", () => {
  it("carry the shopper to authenticated calls until their exp, then answer UNAUTHENTICATED", async () => {
    await withApi(async ({ ok, fails, signIn, clock }) => {
      const { accessToken, userId } = await signIn(PHONE);
      const { user } = await ok<{ user: { id: string; phone: string } }>(
        ME,
        {},
        { token: accessToken },
      );
      expect(user).toEqual({ id: userId, phone: PHONE });

      clock.advance(DEFAULT_ACCESS_TOKEN_TTL_SECONDS * 1000);
      const expired = await fails(ME, {}, { token: accessToken });
      expect(expired.extensions?.code).toBe("UNAUTHENTICATED");
    });
  });

  it("reject guests, garbage and tokens signed with another secret", async () => {
    await withApi(async ({ fails, signIn, clock }) => {
      const { userId } = await signIn(PHONE);
      const forged = await new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setIssuer("meet-market")
        .setSubject(userId)
        .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 600)
        .sign(resolveAuth({ secret: "another-secret-another-secret-another" }).jwtKey);
      const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(
        JSON.stringify({ sub: userId, iss: "meet-market", exp: 9_999_999_999 }),
      ).toString("base64url")}.`;

      for (const token of [undefined, "garbage", forged, unsigned]) {
        const error = await fails(ME, {}, token ? { token } : {});
        expect(error.extensions?.code, String(token)).toBe("UNAUTHENTICATED");
      }
    });
  });

  it("do not disturb public queries when stale", async () => {
    await withApi(async ({ ok }) => {
      const data = await ok<{ directoryList: unknown[] }>(
        "{ directoryList { slug } }",
        {},
        { token: "stale" },
      );
      expect(data.directoryList.length).toBeGreaterThan(0);
    });
  });
});

describe("refreshTokens", () => {
  it("rotates: answers a new pair and spends the old refresh token", async () => {
    await withApi(async ({ ok, signIn, clock }) => {
      const signedIn = await signIn(PHONE);
      clock.advance(DEFAULT_ACCESS_TOKEN_TTL_SECONDS * 1000);

      const { refreshTokens } = await ok<RefreshData>(REFRESH, {
        dto: { refreshToken: signedIn.refreshToken },
      });
      expect(refreshTokens.user.id).toBe(signedIn.userId);
      expect(refreshTokens.authData.refreshToken).not.toBe(signedIn.refreshToken);
      const { user } = await ok<{ user: { id: string } }>(
        ME,
        {},
        { token: refreshTokens.authData.accessToken },
      );
      expect(user.id).toBe(signedIn.userId);

      const next = await ok<RefreshData>(REFRESH, {
        dto: { refreshToken: refreshTokens.authData.refreshToken },
      });
      expect(next.refreshTokens.user.id).toBe(signedIn.userId);
    });
  });

  it("revokes the whole family when a spent refresh token is used again", async () => {
    await withApi(async ({ ok, fails, signIn, db }) => {
      const signedIn = await signIn(PHONE);
      const other = await signIn(PHONE);
      const rotated = await ok<RefreshData>(REFRESH, {
        dto: { refreshToken: signedIn.refreshToken },
      });

      const reuse = await fails(REFRESH, { dto: { refreshToken: signedIn.refreshToken } });
      expect(reuse.extensions?.code).toBe("UNAUTHENTICATED");
      // The thief's (or the victim's) successor token is dead too.
      const successor = await fails(REFRESH, {
        dto: { refreshToken: rotated.refreshTokens.authData.refreshToken },
      });
      expect(successor.extensions?.code).toBe("UNAUTHENTICATED");

      // Another device's sign-in is another family and keeps working.
      await ok(REFRESH, { dto: { refreshToken: other.refreshToken } });
      const rows = await db
        .select()
        .from(t.refreshToken)
        .where(eq(t.refreshToken.userId, Number(signedIn.userId)));
      expect(rows.every((row) => row.tokenHash.length === 64)).toBe(true);
      expect(rows.some((row) => row.tokenHash === signedIn.refreshToken)).toBe(false);
    });
  });

  it("refuses an unknown or expired refresh token", async () => {
    await withApi(async ({ fails, signIn, clock }) => {
      const signedIn = await signIn(PHONE);
      expect((await fails(REFRESH, { dto: { refreshToken: "nope" } })).extensions?.code).toBe(
        "UNAUTHENTICATED",
      );
      clock.advance(30 * 24 * 60 * 60 * 1000);
      const expired = await fails(REFRESH, { dto: { refreshToken: signedIn.refreshToken } });
      expect(expired.extensions?.code).toBe("UNAUTHENTICATED");
      expect(expired.message).toBe("Сессия истекла, войдите снова");
    });
  });
});
