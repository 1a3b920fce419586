import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { DrizzleQueryError } from "drizzle-orm/errors";
import {
  getNamedType,
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  parse,
  print,
  typeFromAST,
  validate,
} from "graphql";
import { describe, expect, it, vi } from "vitest";
import { testDatabase } from "../../tests/database.ts";
import { postGraphQL } from "../../tests/graphql.ts";
import { testShopApi } from "../../tests/shop-api.ts";
import { createShopApi, type Database } from "../index.ts";
import { schema } from "../schema.ts";
import { appOperations } from "./app-documents.ts";
import { costVariables, requestCost } from "./cost.ts";
import { describeError } from "./logging.ts";
import { API_LIMITS } from "./limits.ts";
import { DEFAULT_PAGE_SIZE } from "./pagination.ts";

const OPERATOR_TOKEN = "operator-token-for-the-limits-test-0123456789";

async function productionApi() {
  const { db } = await testDatabase();
  return createShopApi({
    db,
    production: true,
    operatorToken: OPERATOR_TOKEN,
    allowedOrigins: ["https://app.meet-market.test"],
  });
}

const slugQuery = `query { filteredProducts { items { slug } } }`;

async function aSlug(): Promise<string> {
  const { body } = await postGraphQL<{ filteredProducts: { items: { slug: string }[] } }>(
    await testShopApi(),
    slugQuery,
  );
  const slug = body.data?.filteredProducts.items[0]?.slug;
  if (!slug) throw new Error("no product in the seeded catalogue");
  return slug;
}

describe("the storefront's own operations", () => {
  const operations = appOperations(["app"]);

  it("are all found in app/", () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((operation) => [operation.name, operation.document] as const))(
    "%s fits within every limit",
    (_name, document) => {
      const rules = [
        maxDepthRule({ n: API_LIMITS.maxDepth }),
        maxAliasesRule({ n: API_LIMITS.maxAliases }),
      ];
      expect(validate(schema, document, rules)).toEqual([]);
      expect(requestCost(schema, document, generousVariables(document))).toBeLessThanOrEqual(
        API_LIMITS.maxCost,
      );
      expect(print(document).length).toBeLessThan(API_LIMITS.maxBodyBytes);
    },
  );

  it.each(operations.map((operation) => [operation.name, operation.document] as const))(
    "%s costs the same whatever the variables that size no list",
    (_name, document) => {
      const generous = generousVariables(document);
      const other = generousVariables(document, true);
      const sizing = new Set(costVariables(schema, document));
      const mixed = Object.fromEntries(
        Object.keys(generous).map((name) => [
          name,
          sizing.has(name) ? generous[name] : other[name],
        ]),
      );
      expect(requestCost(schema, document, mixed)).toBe(requestCost(schema, document, generous));
    },
  );
});

/**
 * Variables for an operation at the sizes the storefront sends at most: every optional field
 * given, a page of 24, fifty ids in a list. `other` gives other values of the same types (one
 * item a list, the last enum value, other numbers and words).
 */
function generousVariables(
  document: ReturnType<typeof parse>,
  other = false,
): Record<string, unknown> {
  const builtIn = ["Int", "Float", "String", "ID", "Boolean"];
  const value = (type: GraphQLInputType, name: string): unknown => {
    if (isNonNullType(type)) return value(type.ofType, name);
    if (isListType(type)) {
      // Files (the Upload scalar) are sent as multipart parts, not written in the variables.
      if (!builtIn.includes(getNamedType(type).name) && isScalarType(getNamedType(type))) return [];
      return Array.from({ length: other ? 1 : 50 }, () => value(type.ofType, name));
    }
    if (isEnumType(type)) return type.getValues().at(other ? -1 : 0)?.value;
    if (isInputObjectType(type)) {
      return Object.fromEntries(
        Object.values(type.getFields()).map((field) => [field.name, value(field.type, field.name)]),
      );
    }
    if (type.name === "Int" || type.name === "Float")
      return name === "limit" ? (other ? 3 : DEFAULT_PAGE_SIZE) : other ? 7 : 1;
    if (type.name === "Boolean") return other;
    return other ? "другое" : "1";
  };
  return Object.fromEntries(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION
        ? (definition.variableDefinitions ?? []).map((variable) => [
            variable.variable.name.value,
            value(
              typeFromAST(schema, variable.type as never) as GraphQLInputType,
              variable.variable.name.value,
            ),
          ])
        : [],
    ),
  );
}

describe("the cost of a request", () => {
  const listing = (limit: number) =>
    parse(`{ filteredProducts(dto: { pagination: { limit: ${limit} } }) { items { id name } } }`);

  it("grows with the page asked for and the lists nested in it", () => {
    expect(requestCost(schema, listing(100), {})).toBeGreaterThan(
      4 * requestCost(schema, listing(24), {}),
    );
    const nested = parse(
      `{ filteredProducts(dto: { pagination: { limit: 24 } }) { items { id items { id product { items { id } } } } } }`,
    );
    expect(requestCost(schema, nested, {})).toBeGreaterThan(
      20 * requestCost(schema, listing(24), {}),
    );
  });

  it("names the variables that size its lists: a filter's or a search's never do", () => {
    const shelf =
      parse(`query Shelf($filters: ProductFilterDto!, $sort: SortOption!, $page: Int!, $limit: Int!, $q: String!, $all: Boolean!) {
      filteredProducts(dto: { filters: $filters, sort: $sort, pagination: { page: $page, limit: $limit } }) {
        items { id @include(if: $all) }
      }
      searchFilteredProducts(dto: { query: $q }) { totalItems }
      getDirectoryFilters(dto: $filters) { __typename }
    }`);
    expect(costVariables(schema, shelf)).toEqual(["all", "limit", "page"]);
    const whole = parse(
      `query L($dto: FilteredProductsDto, $ids: [ID!]!) { filteredProducts(dto: $dto) { items { id } } productList(dto: { productIds: $ids }) { id } }`,
    );
    expect(costVariables(schema, whole)).toEqual(["dto", "ids"]);
  });

  it("reads the page size from the variables", () => {
    const document = parse(
      `query L($dto: FilteredProductsDto) { filteredProducts(dto: $dto) { items { id name } } }`,
    );
    const cost = (limit: number) =>
      requestCost(schema, document, { dto: { pagination: { limit } } });
    expect(cost(100)).toBeGreaterThan(4 * cost(24));
  });
});

describe("a request over a limit", () => {
  it("is refused with a thousand aliases of the section filters", async () => {
    const aliases = Array.from(
      { length: 1000 },
      (_, index) => `f${index}: getDirectoryFilters { __typename }`,
    ).join(" ");
    const { status, body } = await postGraphQL(await testShopApi(), `query { ${aliases} }`);
    expect(status).toBeLessThan(500);
    expect(body.data ?? undefined).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/Слишком сложный запрос/);
  });

  it("is refused when its lists would answer too much, though shallow and without aliases", async () => {
    const nested = `query { filteredProducts(dto: { pagination: { limit: 100 } }) { items { items { product { items { id } } } } } }`;
    const { status, body } = await postGraphQL(await testShopApi(), nested);
    expect(status).toBeLessThan(500);
    expect(body.data ?? undefined).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/Слишком сложный запрос/);
    // The same with a page of 2 runs.
    const small = await postGraphQL(await testShopApi(), nested.replace("limit: 100", "limit: 2"));
    expect(small.body.errors).toBeUndefined();
  });

  it("is weighed with each request's variables, the same document asked again and again", async () => {
    const api = await testShopApi();
    const page = `query Page($limit: Int!) { filteredProducts(dto: { pagination: { limit: $limit } }) { items { items { product { items { id } } } } } }`;
    for (const limit of [2, 100, 2, 100, 100, 2]) {
      const { body } = await postGraphQL(api, page, { limit });
      if (limit === 2) expect(body.errors).toBeUndefined();
      else expect(body.errors?.[0]?.message).toMatch(/Слишком сложный запрос/);
    }
  });

  it("is refused asking for four sections' filter counts at once; two pass", async () => {
    const counts = ["a", "b", "c", "d"]
      .map((alias) => `${alias}: getDirectoryFilters { brand { count } }`)
      .join(" ");
    const { body } = await postGraphQL(await testShopApi(), `query { ${counts} }`);
    expect(body.errors?.[0]?.message).toMatch(/Слишком сложный запрос/);
    const two = await postGraphQL(
      await testShopApi(),
      `query { a: getDirectoryFilters { brand { count } } b: getDirectoryFilters { size { count } } }`,
    );
    expect(two.body.errors).toBeUndefined();
  });

  it("is refused nested product → items → product eight deep", async () => {
    const slug = await aSlug();
    const nested = `query { product(dto: { slug: "${slug}" }) { items { product { items { product { items { product { items { id } } } } } } } } }`;
    const { status, body } = await postGraphQL(await testShopApi(), nested);
    expect(status).toBeLessThan(500);
    expect(body.data ?? undefined).toBeUndefined();
    expect(body.errors?.[0]?.message).toMatch(/Слишком сложный запрос/);
  });

  it("is refused with a 5.6 MB body, 413, before it is parsed", async () => {
    const aliases = "a: __typename ".repeat(400_000);
    const response = await (
      await testShopApi()
    ).fetch(
      new Request("http://shop.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: `{ ${aliases} }` }),
      }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      errors: [{ message: "Слишком большой запрос", extensions: { code: "BAD_USER_INPUT" } }],
    });
  });

  it("is refused at 413 as a text body handed over in process, and answered under the limit", async () => {
    const api = await testShopApi();
    const post = (query: string) =>
      api.fetch("http://shop.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query }),
      });
    const large = await post(`{ ${"a: __typename ".repeat(400_000)} }`);
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({
      errors: [{ message: "Слишком большой запрос", extensions: { code: "BAD_USER_INPUT" } }],
    });
    const small = await post("{ directoryList { slug } }");
    expect(small.status).toBe(200);
    expect(await small.json()).toMatchObject({ data: { directoryList: expect.any(Array) } });
  });

  it("is refused when a chunked body without a length grows over the limit", async () => {
    const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 10) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await (
      await testShopApi()
    ).fetch(
      new Request("http://shop.test/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    // Reading stopped once the limit was passed, not at the end of the stream.
    expect(sent).toBeLessThan(10);
  });
});

describe("strings", () => {
  it("with a NUL or a control character are refused in variables and in the document", async () => {
    const api = await testShopApi();
    const search = `query Search($text: String!) { searchFilteredProducts(dto: { query: $text }) { items { id } } }`;
    for (const text of ["a\u0000b", "a\u0007b", "a\u001bb"]) {
      const { status, body } = await postGraphQL(api, search, { text });
      expect(status).toBeLessThan(500);
      expect(body.errors?.[0]).toMatchObject({
        message: "Недопустимые символы",
        extensions: { code: "BAD_USER_INPUT", field: "text" },
      });
    }
    const inline = `query { product(dto: { slug: "a\\u0000b" }) { id } }`;
    // Asked again, the same document is refused again (its literals are checked once).
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { body } = await postGraphQL(api, inline);
      expect(body.errors?.[0]).toMatchObject({
        message: "Недопустимые символы",
        extensions: { code: "BAD_USER_INPUT", field: "slug" },
      });
    }
  });

  it("over the length cap are refused; tabs and line breaks pass", async () => {
    const api = await testShopApi();
    const search = `query Search($text: String!) { searchFilteredProducts(dto: { query: $text }) { items { id } } }`;
    const long = await postGraphQL(api, search, {
      text: "я".repeat(API_LIMITS.maxStringLength + 1),
    });
    expect(long.body.errors?.[0]?.message).toBe("Слишком длинное значение в запросе");
    const spaced = await postGraphQL(api, search, { text: "nike\tair\r\n" });
    expect(spaced.body.errors).toBeUndefined();
  });
});

describe("variables that do not fit the schema", () => {
  const byIds = `query List($ids: [ID!]!) { productList(dto: { productIds: $ids }) { id } }`;

  it("are the caller's bad input, and so are more than fifty of them", async () => {
    const api = await testShopApi();
    const one = await postGraphQL(api, byIds, { ids: [true] });
    expect(one.status).toBeLessThan(500);
    expect(one.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    // graphql-js stops at fifty with an error of its own, which came without a code.
    const many = await postGraphQL(api, byIds, { ids: Array.from({ length: 60 }, () => true) });
    expect(many.status).toBeLessThan(500);
    expect(many.body.errors?.length).toBe(51);
    expect(many.body.errors?.every((error) => error.extensions?.code === "BAD_USER_INPUT")).toBe(
      true,
    );
  });
});

describe("in production", () => {
  const introspection = `query { __schema { queryType { name } } }`;

  it("introspection is closed, but for the operator token", async () => {
    const api = await productionApi();
    const closed = await postGraphQL(api, introspection);
    expect(closed.status).toBeLessThan(500);
    expect(closed.body.data ?? undefined).toBeUndefined();
    expect(closed.body.errors?.length).toBeGreaterThan(0);

    const operator = await postGraphQL(
      api,
      introspection,
      {},
      {
        authorization: `Bearer ${OPERATOR_TOKEN}`,
      },
    );
    expect(operator.body.data).toEqual({ __schema: { queryType: { name: "Query" } } });

    const wrong = await postGraphQL(api, introspection, {}, { authorization: "Bearer nope" });
    expect(wrong.body.data ?? undefined).toBeUndefined();
  });

  it("a mistyped field gets no suggestion of the right one", async () => {
    const { body } = await postGraphQL(await productionApi(), `query { filteredProduct { id } }`);
    expect(body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it("outside production introspection stays open for developers", async () => {
    const { body } = await postGraphQL(await testShopApi(), introspection);
    expect(body.data).toEqual({ __schema: { queryType: { name: "Query" } } });
  });
});

describe("cross-origin calls", () => {
  const preflight = (origin: string) =>
    new Request("http://shop.test/graphql", {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });

  it("are allowed only for the configured origins", async () => {
    const api = await productionApi();
    const allowed = await api.fetch(preflight("https://app.meet-market.test"));
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://app.meet-market.test");
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");

    const other = await api.fetch(preflight("https://evil.example"));
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    expect(other.headers.get("access-control-allow-credentials")).toBeNull();

    const { status } = await postGraphQL(api, slugQuery, {}, { origin: "https://evil.example" });
    expect(status).toBeLessThan(500);
  });

  it("get no CORS headers at all when no origin is configured", async () => {
    const response = await (await testShopApi()).fetch(preflight("https://evil.example"));
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("a failure in the database", () => {
  it("is logged with its statement and code, without the query's parameters", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const phone = "+79990001122";
      const failure = new DrizzleQueryError(
        "select id from shopper where phone = $1",
        [phone, "Москва, ул. Тверская, д. 1"],
        Object.assign(new Error(`duplicate key (phone)=(${phone})`), { code: "23505" }),
      );
      // A database that fails every statement, as an unreachable or refusing one does.
      const db = new Proxy({} as Database, {
        get() {
          throw failure;
        },
      });
      const { status, body } = await postGraphQL(createShopApi({ db }), slugQuery);
      expect(status).toBeLessThan(500);
      expect(JSON.stringify(body)).not.toContain(phone);
      const text = logged.mock.calls.flat().map(String).join("\n");
      expect(text).toContain("select id from shopper where phone = $1");
      expect(text).toContain("23505");
      expect(text).not.toContain(phone);
      expect(text).not.toContain("Тверская");
    } finally {
      logged.mockRestore();
    }
  });

  it("other errors keep their message with e-mails, phones and quoted values blanked", () => {
    const text = describeError(
      new Error('SMTP refused anna@example.ru, +7 (999) 000-11-22 and "Тверская 1"'),
    );
    expect(text).toMatch(/^Error: SMTP refused <e-mail>, <digits> and <value>/);
  });
});
