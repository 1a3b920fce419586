import { describe, expect, it } from "vitest";
import { readFormReply, replyWithErrors } from "./form-reply.server.ts";

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
});
