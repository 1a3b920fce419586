import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { PHONE_INVALID_MESSAGE } from "./contact.ts";
import {
  cooperativeRequestInput,
  isHttpLink,
  LINK_MESSAGE,
  meetPriceForm,
  meetPriceInput,
  orderRequestForm,
  orderRequestInput,
} from "./requests.ts";

/** A form as the browser posts it: every field a string. */
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
  it("read sums as people type them, in whole roubles, into kopecks", () => {
    for (const priceSeen of ["9 900", "9900 ₽", "9\u00a0900", "9900,00", "9900.0"]) {
      const submission = parseWithZod(form({ ...meetPrice, priceSeen }), { schema: meetPriceForm });
      expect(submission.status, priceSeen).toBe("success");
      if (submission.status === "success") expect(submission.value.priceSeen).toBe(990_000);
    }
    for (const priceSeen of ["0", "-5", "9,5", "много"]) {
      const submission = parseWithZod(form({ ...meetPrice, priceSeen }), { schema: meetPriceForm });
      expect(submission.reply().error?.priceSeen, priceSeen).toEqual([
        "Укажите цену, которую вы видели",
      ]);
    }
    const tooMuch = parseWithZod(form({ ...meetPrice, priceSeen: "10 000 001" }), {
      schema: meetPriceForm,
    });
    expect(tooMuch.reply().error?.priceSeen).toEqual(["Слишком большая сумма"]);
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
        schema: meetPriceForm,
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
      { schema: orderRequestForm },
    );
    expect(order.status).toBe("success");
    if (order.status === "success") {
      expect(order.value).toMatchObject({ link: null, budget: null, phone: "+79995551001" });
    }
    const nameless = parseWithZod(form({ ...meetPrice, productName: "" }), {
      schema: meetPriceForm,
    });
    expect(nameless.reply().error?.productName).toEqual([
      "Укажите товар: название или ссылку на него в нашем каталоге",
    ]);
  });

  it("check the phone and the e-mail by the shop's one rule of each", () => {
    const partner = {
      companyName: "ООО «Ромашка»",
      fullName: "Анна Петрова",
      phone: "12345",
      email: "anna@",
      description: "Поставки кроссовок",
      pageLoadTime: "1764000000000",
    };
    const submission = parseWithZod(form(partner), { schema: cooperativeRequestInput });
    expect(submission.reply().error).toMatchObject({
      phone: [PHONE_INVALID_MESSAGE],
      email: ["Введите корректный e-mail"],
    });
    const inn = parseWithZod(
      form({ ...partner, phone: "+79995551001", email: "a@b.ru", inn: "123" }),
      {
        schema: cooperativeRequestInput,
      },
    );
    expect(inn.reply().error?.inn).toEqual(["ИНН — 10 или 12 цифр"]);
  });

  it("are the API's: the form's answer is a dto the API's schema takes as it is", () => {
    const typed = parseWithZod(form({ ...meetPrice, email: "Anna@Example.ru", productId: "15" }), {
      schema: meetPriceForm,
    });
    expect(typed.status).toBe("success");
    if (typed.status !== "success") return;
    expect(meetPriceInput.parse(typed.value)).toEqual(typed.value);
    expect(typed.value).toMatchObject({
      productId: "15",
      priceSeen: 990_000,
      email: "anna@example.ru",
    });
    const order = orderRequestForm.parse({
      brand: "Nike",
      model: "Dunk",
      size: "42",
      budget: "15 000",
      phone: "+79995551001",
      pageLoadTime: "1",
    });
    expect(orderRequestInput.parse(order)).toEqual(order);
    expect(order.budget).toBe(1_500_000);
  });
});
