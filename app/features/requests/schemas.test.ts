import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { isHttpLink, LINK_MESSAGE, MeetPriceSchema, OrderRequestSchema } from "./schemas.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

const meetPrice = {
  productName: "Nike Air Max 90",
  size: "42",
  offerUrl: "https://shop.example/offer",
  priceSeen: "9 900",
  phone: "+7 (999) 555-10-01",
  pageLoadTime: "1764000000000",
};

describe("the request forms' schemas", () => {
  it("read sums as people type them, in whole roubles", () => {
    for (const priceSeen of ["9 900", "9900 ₽", "9\u00a0900", "9900,00", "9900.0"]) {
      const submission = parseWithZod(form({ ...meetPrice, priceSeen }), {
        schema: MeetPriceSchema,
      });
      expect(submission.status, priceSeen).toBe("success");
      if (submission.status === "success") expect(submission.value.priceSeen).toBe(9900);
    }
    for (const priceSeen of ["0", "-5", "9,5", "много"]) {
      const submission = parseWithZod(form({ ...meetPrice, priceSeen }), {
        schema: MeetPriceSchema,
      });
      expect(submission.reply().error?.priceSeen, priceSeen).toEqual([
        "Укажите цену, которую вы видели",
      ]);
    }
  });

  it("take http and https links only", () => {
    expect(isHttpLink("https://shop.example/a?b=c")).toBe(true);
    expect(isHttpLink("http://shop.example")).toBe(true);
    for (const link of [
      "javascript:alert(1)",
      "data:text/html,x",
      "ftp://x.example",
      "x.example",
    ]) {
      expect(isHttpLink(link), link).toBe(false);
      const submission = parseWithZod(form({ ...meetPrice, offerUrl: link }), {
        schema: MeetPriceSchema,
      });
      expect(submission.reply().error?.offerUrl).toEqual([LINK_MESSAGE]);
    }
  });

  it("leave optional fields out when blank, and ask for the product when none is named", () => {
    const order = parseWithZod(
      form({
        brand: "Nike",
        model: "Dunk",
        size: "42",
        link: "",
        budget: "",
        phone: "89995551001",
      }),
      { schema: OrderRequestSchema },
    );
    expect(order.status).toBe("success");
    if (order.status === "success") {
      expect(order.value.link).toBeUndefined();
      expect(order.value.budget).toBeUndefined();
    }
    const nameless = parseWithZod(form({ ...meetPrice, productName: "" }), {
      schema: MeetPriceSchema,
    });
    expect(nameless.reply().error?.productName).toEqual([
      "Укажите товар: название или ссылку на него в нашем каталоге",
    ]);
  });
});
