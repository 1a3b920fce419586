import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as t from "../db/schema.ts";
import {
  expectGuestsRefused,
  SEND_EMAIL_CODE,
  SEND_SMS_CODE,
  withApi,
} from "../../tests/identity-kit.ts";

const USER = /* GraphQL */ `
  {
    user {
      id
      name
      surname
      sex
      phone
      email
      registrationSource
      loyaltyLevel {
        name
      }
    }
  }
`;

const EDIT_USER = /* GraphQL */ `
  mutation Edit($dto: EditUserDto!) {
    editUser(dto: $dto) {
      id
      name
      surname
      sex
      loyaltyLevel {
        name
      }
    }
  }
`;

const ADDRESS_LIST = /* GraphQL */ `
  query Addresses($dto: PaginationDto) {
    addressList(dto: $dto) {
      items {
        id
        userId
        city
        street
        house
        apartment
        index
      }
      pagination {
        page
        limit
        totalItems
        totalPages
      }
    }
  }
`;

const CREATE_ADDRESS = /* GraphQL */ `
  mutation CreateAddress($dto: CreateAddressDto!) {
    createAddress(dto: $dto) {
      id
      userId
      country
      city
      street
      house
      apartment
      index
    }
  }
`;

const ADD_EMAIL = /* GraphQL */ `
  mutation AddEmail($dto: AddEmailDto!) {
    addEmail(dto: $dto) {
      id
      email
    }
  }
`;

const ADD_PHONE = /* GraphQL */ `
  mutation AddPhone($dto: AddPhoneDto!) {
    addPhone(dto: $dto) {
      phone
    }
  }
`;

interface UserData {
  user: { id: string; name: string | null; phone: string | null; email: string | null };
}

interface AddressListData {
  addressList: {
    items: { id: string; userId: string; city: string; street: string }[];
    pagination: { totalItems: number };
  };
}

const address = {
  country: "Россия",
  city: "Москва",
  street: "Тверская",
  house: "1",
  apartment: "12",
  index: "125009",
};

describe("the account", () => {
  it("answers UNAUTHENTICATED to guests for every personal field", () =>
    expectGuestsRefused([
      [USER, {}],
      [ADDRESS_LIST, {}],
      ["{ userOrderStatistics { bonuses } }", {}],
      [EDIT_USER, { dto: { name: "Аня" } }],
      [CREATE_ADDRESS, { dto: address }],
      [ADD_EMAIL, { dto: { email: "a@b.ru", code: "1234" } }],
    ]));

  it("shows and edits only the signed-in shopper's own profile", async () => {
    await withApi(async ({ ok, signIn }) => {
      const anna = await signIn("+79990000011");
      const boris = await signIn("+79990000022");

      const edited = await ok<{ editUser: { id: string; name: string; sex: string } }>(
        EDIT_USER,
        { dto: { name: "  Анна ", surname: "Иванова", sex: "FEMALE" } },
        { token: anna.accessToken },
      );
      expect(edited.editUser).toMatchObject({
        id: anna.userId,
        name: "Анна",
        surname: "Иванова",
        sex: "FEMALE",
        loyaltyLevel: { name: "Базовый" },
      });

      const seenByBoris = await ok<UserData>(USER, {}, { token: boris.accessToken });
      expect(seenByBoris.user).toMatchObject({
        id: boris.userId,
        name: null,
        phone: "+79990000022",
      });
      const seenByAnna = await ok<UserData>(USER, {}, { token: anna.accessToken });
      expect(seenByAnna.user).toMatchObject({ id: anna.userId, name: "Анна" });

      // Leaving a field out keeps it; an empty string clears it.
      const cleared = await ok<{ editUser: { name: string | null; surname: string | null } }>(
        EDIT_USER,
        { dto: { surname: "" } },
        { token: anna.accessToken },
      );
      expect(cleared.editUser).toMatchObject({ name: "Анна", surname: null });
    });
  });

  it("keeps each shopper's addresses to themselves", async () => {
    await withApi(async ({ ok, fails, signIn }) => {
      const anna = await signIn("+79990000011");
      const boris = await signIn("+79990000022");

      const { createAddress } = await ok<{ createAddress: { id: string; userId: string } }>(
        CREATE_ADDRESS,
        { dto: address },
        { token: anna.accessToken },
      );
      expect(createAddress).toMatchObject({ userId: anna.userId, street: "Тверская" });
      await ok(
        CREATE_ADDRESS,
        { dto: { ...address, street: "Арбат" } },
        { token: boris.accessToken },
      );

      const annas = await ok<AddressListData>(ADDRESS_LIST, {}, { token: anna.accessToken });
      expect(annas.addressList.items.map((item) => item.street)).toEqual(["Тверская"]);
      expect(annas.addressList.pagination.totalItems).toBe(1);
      const boriss = await ok<AddressListData>(ADDRESS_LIST, {}, { token: boris.accessToken });
      expect(boriss.addressList.items.map((item) => [item.street, item.userId])).toEqual([
        ["Арбат", boris.userId],
      ]);

      // The dto has no way to name another user.
      const error = await fails(
        CREATE_ADDRESS,
        { dto: { ...address, userId: boris.userId } },
        { token: anna.accessToken },
      );
      expect(error.extensions?.code).toBe("BAD_USER_INPUT");
    });
  });

  it("validates an address with Russian messages", async () => {
    await withApi(async ({ fails, signIn }) => {
      const { accessToken } = await signIn("+79990000011");
      const noStreet = await fails(
        CREATE_ADDRESS,
        { dto: { ...address, street: "  " } },
        { token: accessToken },
      );
      expect(noStreet.message).toBe("Укажите улицу");
      expect(noStreet.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "street" });
      const badIndex = await fails(
        CREATE_ADDRESS,
        { dto: { ...address, index: "12" } },
        { token: accessToken },
      );
      expect(badIndex.message).toBe("Индекс — шесть цифр");
    });
  });

  it("pages through addresses, newest first", async () => {
    await withApi(async ({ ok, signIn, clock }) => {
      const { accessToken } = await signIn("+79990000011");
      for (const house of ["1", "2", "3"]) {
        await ok(CREATE_ADDRESS, { dto: { ...address, house } }, { token: accessToken });
        clock.advance(1000);
      }
      const page = await ok<{
        addressList: { items: { house: string }[]; pagination: unknown };
      }>(ADDRESS_LIST, { dto: { page: 2, limit: 2 } }, { token: accessToken });
      expect(page.addressList.items.map((item) => item.house)).toEqual(["1"]);
      expect(page.addressList.pagination).toEqual({
        page: 2,
        limit: 2,
        totalItems: 3,
        totalPages: 2,
      });
    });
  });

  it("attaches an e-mail or phone only with a code sent to it, and never one another shopper has", async () => {
    await withApi(async ({ ok, fails, signIn, lastCode, db }) => {
      const anna = await signIn("+79990000011");
      await signIn("taken@example.ru");

      await ok(SEND_EMAIL_CODE, { dto: { email: "anna@example.ru" } });
      const wrong = await fails(
        ADD_EMAIL,
        {
          dto: {
            email: "anna@example.ru",
            code: lastCode("anna@example.ru") === "0000" ? "1111" : "0000",
          },
        },
        { token: anna.accessToken },
      );
      expect(wrong.message).toBe("Введенный код неверен");
      const added = await ok<{ addEmail: { id: string; email: string } }>(
        ADD_EMAIL,
        { dto: { email: "Anna@Example.ru", code: lastCode("anna@example.ru") } },
        { token: anna.accessToken },
      );
      expect(added.addEmail).toEqual({ id: anna.userId, email: "anna@example.ru" });

      await ok(SEND_EMAIL_CODE, { dto: { email: "taken@example.ru" } });
      const taken = await fails(
        ADD_EMAIL,
        { dto: { email: "taken@example.ru", code: lastCode("taken@example.ru") } },
        { token: anna.accessToken },
      );
      expect(taken.message).toBe("Этот e-mail уже привязан к другому аккаунту");

      await ok(SEND_SMS_CODE, { dto: { phone: "+79990000033" } });
      const phone = await ok<{ addPhone: { phone: string } }>(
        ADD_PHONE,
        { dto: { phone: "8 999 000-00-33", code: lastCode("+79990000033") } },
        { token: anna.accessToken },
      );
      expect(phone.addPhone.phone).toBe("+79990000033");
      const [row] = await db
        .select()
        .from(t.user)
        .where(eq(t.user.id, Number(anna.userId)));
      expect(row).toMatchObject({ phone: "+79990000033", email: "anna@example.ru" });
    });
  });
});
