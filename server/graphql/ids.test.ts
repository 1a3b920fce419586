import { describe, expect, it } from "vitest";
import { CREATE_ORDER, orderDto } from "../../tests/checkout-kit.ts";
import { postGraphQL } from "../../tests/graphql.ts";
import { withApi } from "../../tests/identity-kit.ts";
import { testShopApi } from "../../tests/shop-api.ts";

/** Past PostgreSQL's `integer`, still exact in JavaScript: no row has such an id. */
const PAST_INTEGER = "9999999999";

// Found by the fuzz suite (docs/security.md#fuzzing-and-the-abuse-bench): each was a 500.
describe("an id past PostgreSQL's integer", () => {
  it.each([
    ["product", `query($id: ID!) { product(dto: { id: $id }) { id } }`],
    ["reviewList", `query($id: ID!) { reviewList(dto: { productId: $id }) { averageRating } }`],
    ["similarProducts", `query($id: ID!) { similarProducts(dto: { productId: $id }) { id } }`],
    ["sameModelProducts", `query($id: ID!) { sameModelProducts(dto: { productId: $id }) { id } }`],
    ["sizeGrid", `query($id: ID!) { sizeGrid(dto: { productId: $id }) { __typename } }`],
    ["findCity", `query($id: ID!) { findCity(dto: { query: "Мос", countryId: $id }) { id } }`],
  ])("is refused by %s as the shopper's bad input", async (_name, query) => {
    const { status, body } = await postGraphQL(await testShopApi(), query, { id: PAST_INTEGER });
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("is an unknown order to publicOrder", async () => {
    const { body } = await postGraphQL(
      await testShopApi(),
      `query($id: ID!) { publicOrder(dto: { id: $id }) { id } }`,
      { id: PAST_INTEGER },
    );
    expect(body).toEqual({ data: { publicOrder: null } });
  });

  it("is an unknown item or product to the cart, favourites and checkout", () =>
    withApi(async (kit) => {
      const { accessToken: token } = await kit.signIn("+79990007001");
      const refusals = [
        [`mutation($id: ID!) { addToProductCart(dto: { id: $id }) { totalPrice } }`, "id"],
        [`mutation($id: ID!) { toggleFavourite(dto: { productId: $id }) { id } }`, "productId"],
        [`mutation($id: ID!) { addFavourites(dto: { productIds: [$id] }) { id } }`, "productId"],
      ] as const;
      for (const [mutation, field] of refusals) {
        expect(await kit.fails(mutation, { id: PAST_INTEGER }, { token })).toMatchObject({
          message: "Товар не найден",
          extensions: { code: "BAD_USER_INPUT", field },
        });
      }
      expect(
        await kit.fails(CREATE_ORDER, { dto: orderDto([PAST_INTEGER]) }, { token }),
      ).toMatchObject({ message: "Товар не найден", extensions: { field: "productItemIds" } });
    }));

  it("is an unknown country to a new address, which is kept without it", () =>
    withApi(async (kit) => {
      const { accessToken: token } = await kit.signIn("+79990007002");
      const { createAddress } = await kit.ok<{ createAddress: { countryId: string | null } }>(
        `mutation($dto: CreateAddressDto!) { createAddress(dto: $dto) { countryId } }`,
        {
          dto: {
            country: "Россия",
            countryId: PAST_INTEGER,
            city: "Москва",
            street: "Тверская",
            house: "1",
          },
        },
        { token },
      );
      expect(createAddress.countryId).toBeNull();
    }));
});
