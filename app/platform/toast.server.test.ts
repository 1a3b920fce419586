import { describe, expect, it } from "vitest";
import { readToast, redirectWithToast } from "./toast.server.ts";

function requestWithCookies(setCookie: string | null) {
  const cookie = (setCookie ?? "").split(";")[0] ?? "";
  return new Request("http://shop.test/", { headers: { cookie } });
}

describe("flash toasts", () => {
  it("carry a toast through a redirect to the next render, which clears it", async () => {
    const response = await redirectWithToast("/cart", {
      type: "success",
      title: "Товар добавлен в корзину",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/cart");

    const { toast, headers } = await readToast(
      requestWithCookies(response.headers.get("set-cookie")),
    );
    expect(toast).toMatchObject({ type: "success", title: "Товар добавлен в корзину" });
    expect(toast?.id).toBeTruthy();
    expect(headers.get("set-cookie")).toMatch(/meet-market-toast=;.*Max-Age=0/);
  });

  it("ignores a missing or forged cookie", async () => {
    expect((await readToast(requestWithCookies(null))).toast).toBeNull();
    const forged = await readToast(requestWithCookies("meet-market-toast=bm90LWpzb24"));
    expect(forged.toast).toBeNull();
  });

  it("cut a title or description too long for the cookie instead of failing the action", async () => {
    const response = await redirectWithToast("/cart", {
      type: "error",
      title: "Ы".repeat(300),
      description: "д".repeat(700),
    });
    const { toast } = await readToast(requestWithCookies(response.headers.get("set-cookie")));
    expect(toast?.title).toHaveLength(200);
    expect(toast?.title.endsWith("…")).toBe(true);
    expect(toast?.description).toHaveLength(500);
  });
});
