import type { GraphQLObjectType } from "graphql";
import { describe, expect, it } from "vitest";
import { withApi } from "../../tests/identity-kit.ts";
import { schema } from "../schema.ts";

/** The root fields that declare a scope, with the scopes they declare. */
function declaredScopes(): Record<string, unknown> {
  const scoped: Record<string, unknown> = {};
  for (const name of ["Query", "Mutation"]) {
    const type = schema.getType(name) as GraphQLObjectType;
    for (const field of Object.values(type.getFields())) {
      const options = field.extensions.pothosOptions as { authScopes?: unknown } | undefined;
      if (options?.authScopes) scoped[`${name}.${field.name}`] = options.authScopes;
    }
  }
  return scoped;
}

const ME = /* GraphQL */ `
  {
    user {
      id
    }
  }
`;

describe("who may read a field", () => {
  it("is declared on the field: the shopper's own data needs a signed-in shopper", () => {
    const signedIn = { signedIn: true };
    expect(declaredScopes()).toEqual(
      Object.fromEntries(
        [
          "Query.addressList",
          "Query.bonusTransactionList",
          "Query.favouriteList",
          "Query.myStockAlerts",
          "Query.productCart",
          "Query.reviewPermission",
          "Query.sandboxPayment",
          "Query.user",
          "Query.userOrderList",
          "Query.userOrderStatistics",
          "Query.userPromoCodes",
          "Mutation.addEmail",
          "Mutation.addFavourites",
          "Mutation.addPhone",
          "Mutation.addToProductCart",
          "Mutation.cancelStockAlert",
          "Mutation.completeSandboxPayment",
          "Mutation.createAddress",
          "Mutation.createOrderWithPaymentLink",
          "Mutation.createReview",
          "Mutation.editUser",
          "Mutation.mergeProductCart",
          "Mutation.removeFromProductCart",
          "Mutation.setCartBonuses",
          "Mutation.toggleFavourite",
          "Mutation.validatePromocode",
        ].map((field) => [field, signedIn]),
      ),
    );
  });

  it("answers UNAUTHENTICATED in the words of why: no token, an expired one, a bad one", () =>
    withApi(async ({ fails, signIn, clock }) => {
      const { accessToken } = await signIn("+79991112233");
      expect(await fails(ME)).toMatchObject({
        message: "Требуется вход",
        extensions: { code: "UNAUTHENTICATED" },
      });
      expect(await fails(ME, {}, { token: "garbage" })).toMatchObject({
        message: "Недействительный токен доступа",
        extensions: { code: "UNAUTHENTICATED" },
      });
      // A day on, the access token (good for 15 minutes: identity/tokens.ts) has expired.
      clock.advance(24 * 60 * 60 * 1000);
      expect(await fails(ME, {}, { token: accessToken })).toMatchObject({
        message: "Срок действия входа истёк",
        extensions: { code: "UNAUTHENTICATED" },
      });
    }));

  it("leaves the public fields of the same request to a guest, and answers a shopper two own fields at once", () =>
    withApi(async ({ gql, ok, signIn }) => {
      const guest = await gql<{ sandboxPayment: null; directoryList: unknown[] }>(
        `{ sandboxPayment(dto: { id: "1" }) { id } directoryList { id } }`,
      );
      expect(guest.body.data?.sandboxPayment).toBeNull();
      expect(guest.body.data?.directoryList.length).toBeGreaterThan(0);
      expect(guest.body.errors).toMatchObject([
        { path: ["sandboxPayment"], extensions: { code: "UNAUTHENTICATED" } },
      ]);

      const { accessToken, userId } = await signIn("+79991112234");
      const shopper = await ok<{ user: { id: string }; userPromoCodes: unknown[] }>(
        `{ user { id } userPromoCodes { code } }`,
        {},
        { token: accessToken },
      );
      expect(shopper.user.id).toBe(userId);
      expect(Array.isArray(shopper.userPromoCodes)).toBe(true);
    }));
});
