import { describe, expect, it } from "vitest";
import {
  MAX_REPLY_COOKIE_BYTES,
  readFormReply,
  replyWithErrors,
  TOO_MUCH_TYPED,
} from "./form-reply.server.ts";

const requestWith = (setCookie: string | null) =>
  new Request("http://shop.test/account", {
    headers: { cookie: (setCookie ?? "").split(";")[0] ?? "" },
  });

describe("a refused account form", () => {
  it("goes back to /account with its errors and values, shown once", async () => {
    const result = {
      status: "error" as const,
      initialValue: { city: "Москва" },
      error: { street: ["Укажите улицу"] },
    };
    const response = await replyWithErrors("/account#addresses", "address", result);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/account#addresses");
    const setCookie = response.headers.get("set-cookie");
    expect(setCookie).toMatch(/^meet-market-account-form=.*HttpOnly/);

    const { reply, headers } = await readFormReply(requestWith(setCookie));
    expect(reply).toEqual({ form: "address", result });
    expect(headers.get("set-cookie")).toMatch(/meet-market-account-form=;.*Max-Age=0/);
  });

  it("ignores a missing or forged cookie", async () => {
    expect((await readFormReply(requestWith(null))).reply).toBeNull();
    const forged = await readFormReply(requestWith("meet-market-account-form=e30%3D"));
    expect(forged.reply).toBeNull();
  });

  // Found by the fuzz suite (docs/security.md#fuzzing-and-the-abuse-bench): a 60 KB cookie,
  // which browsers drop and a proxy answers with 502.
  it("keeps its cookie under 4 000 bytes: the errors without the values, or one message", async () => {
    const long = "я".repeat(10_001);
    const typed = {
      status: "error" as const,
      initialValue: { name: long },
      error: { name: ["Не длиннее 50 символов"] },
    };
    const cookieOf = async (result: Parameters<typeof replyWithErrors>[2]) =>
      (await replyWithErrors("/account#profile", "profile", result)).headers.get("set-cookie");

    const withoutValues = await cookieOf(typed);
    expect(new TextEncoder().encode(withoutValues ?? "").length).toBeLessThanOrEqual(
      MAX_REPLY_COOKIE_BYTES,
    );
    expect((await readFormReply(requestWith(withoutValues))).reply).toEqual({
      form: "profile",
      result: { status: "error", error: { name: ["Не длиннее 50 символов"] } },
    });

    const manyErrors = {
      status: "error" as const,
      error: Object.fromEntries(
        Array.from({ length: 200 }, (_, index) => [`field${index}`, ["Неверное значение"]]),
      ),
    };
    const oneMessage = await cookieOf(manyErrors);
    expect((await readFormReply(requestWith(oneMessage))).reply).toEqual({
      form: "profile",
      result: { status: "error", error: { "": [TOO_MUCH_TYPED] } },
    });
  });
});
