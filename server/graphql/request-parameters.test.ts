import { describe, expect, it } from "vitest";
import { testShopApi } from "../../tests/shop-api.ts";
import { parameterProblem } from "./request-parameters.ts";

describe("GraphQL parameters in a query string or a form body", () => {
  it("are refused when repeated or when variables / extensions are no JSON object", () => {
    const problem = (query: string) => parameterProblem(new URLSearchParams(query));
    expect(problem("query={__typename}")).toBeUndefined();
    expect(
      problem("query={__typename}&variables=&extensions=null&other=x&other=y"),
    ).toBeUndefined();
    expect(problem('query={__typename}&variables={"a":1}')).toBeUndefined();
    expect(problem("query=a&query=b")).toBe("Параметр «query» указан несколько раз");
    expect(problem("variables={}&variables={}")).toBe("Параметр «variables» указан несколько раз");
    for (const bad of ["x", "[]", "1", '"a"', "{", "true"]) {
      expect(problem(`query={__typename}&variables=${encodeURIComponent(bad)}`), bad).toBe(
        "Параметр «variables» должен быть объектом JSON",
      );
      expect(problem(`query={__typename}&extensions=${encodeURIComponent(bad)}`), bad).toBe(
        "Параметр «extensions» должен быть объектом JSON",
      );
    }
  });
});

describe("the shop API", () => {
  it("answers malformed GET and form parameters 400 in Russian, never 500", async () => {
    const api = await testShopApi();
    const typename = encodeURIComponent("{ __typename }");
    for (const [search, message] of [
      [`query=${typename}&variables=x`, "Параметр «variables» должен быть объектом JSON"],
      [`query=${typename}&extensions=x`, "Параметр «extensions» должен быть объектом JSON"],
      [`query=${typename}&query=${typename}`, "Параметр «query» указан несколько раз"],
    ] as const) {
      const response = await api.fetch(`http://shop.test/graphql?${search}`);
      expect(response.status, search).toBe(400);
      expect(await response.text()).toContain(message);
      const form = await api.fetch("http://shop.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: search,
      });
      expect(form.status, search).toBe(400);
      expect(await form.text()).toContain(message);
    }
    const fine = await api.fetch(`http://shop.test/graphql?query=${typename}&variables=%7B%7D&x=1`);
    expect(fine.status).toBe(200);
    expect(await fine.json()).toEqual({ data: { __typename: "Query" } });
  });
});
