import { CombinedError } from "@urql/core";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { apiRefusal, badUserInputMessage, isBadUserInput, readApiError } from "./errors.server.ts";

const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions })] });

describe("the API-error reader", () => {
  it("reads the message and field of BAD_USER_INPUT", () => {
    expect(
      apiRefusal(graphQLError("Укажите улицу", { code: "BAD_USER_INPUT", field: "street" })),
    ).toEqual({ code: "BAD_USER_INPUT", message: "Укажите улицу", field: "street" });
    expect(
      apiRefusal(graphQLError("Можно сохранить не больше 50 адресов", { code: "BAD_USER_INPUT" })),
    ).toEqual({
      code: "BAD_USER_INPUT",
      message: "Можно сохранить не больше 50 адресов",
      field: null,
    });
    expect(apiRefusal(graphQLError("Требуется вход", { code: "UNAUTHENTICATED" }))).toBeNull();
  });

  it("reads the JSON answer of the REST endpoint the same way", () => {
    const body = { code: "BAD_USER_INPUT", message: "Введите корректный номер телефона" };
    expect(apiRefusal(body)?.message).toBe("Введите корректный номер телефона");
    expect(apiRefusal({ code: "BOT_SUSPECTED", message: "Ошибка отправки кода" })).toBeNull();
    expect(readApiError({ code: "CODE_SEND_FAILED", message: "Ошибка отправки кода" })?.code).toBe(
      "CODE_SEND_FAILED",
    );
  });

  it("is not fooled by errors that are no answer of the API", () => {
    expect(readApiError(new Error("network"))).toBeNull();
    expect(readApiError(null)).toBeNull();
    expect(readApiError("BAD_USER_INPUT")).toBeNull();
    expect(isBadUserInput(new Error("BAD_USER_INPUT"))).toBe(false);
    expect(
      badUserInputMessage(graphQLError("Слишком длинный запрос", { code: "BAD_USER_INPUT" })),
    ).toBe("Слишком длинный запрос");
  });
});
