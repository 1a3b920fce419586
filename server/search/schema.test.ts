import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inRollback, testDatabase } from "../../tests/database.ts";
import { type Pagination, postGraphQL } from "../../tests/graphql.ts";
import { query, queryError, testShopApi } from "../../tests/shop-api.ts";
import { refreshProductDenormals } from "../catalogue/denormalise.ts";
import { selectRows } from "../db/database.ts";
import { createShopApi } from "../index.ts";

const SEARCH = /* GraphQL */ `
  query Search($dto: SearchFilteredProductsDto!) {
    searchFilteredProducts(dto: $dto) {
      items {
        id
        name
        minPrice
        brands {
          slug
        }
        model {
          slug
        }
        productCategory {
          slug
        }
        productType {
          name
        }
      }
      pagination {
        page
        limit
        totalItems
        totalPages
      }
      suggestions {
        text
        kind
        slug
        directorySlug
      }
    }
  }
`;

const WITH_FILTERS = /* GraphQL */ `
  query SearchFilters($dto: SearchFilteredProductsDto!) {
    searchFilteredProducts(dto: $dto) {
      pagination {
        totalItems
      }
      filterList {
        categories {
          value
          count
        }
        brand {
          value
          count
        }
        size {
          value
          count
        }
        deliverySpeed {
          value
          count
        }
        colorPallete {
          value
          count
        }
      }
    }
  }
`;

interface Card {
  id: string;
  name: string;
  minPrice: number | null;
  brands: { slug: string }[];
  model: { slug: string } | null;
  productCategory: { slug: string } | null;
  productType: { name: string } | null;
}

interface Result {
  items: Card[];
  pagination: Pagination;
  suggestions: { text: string; kind: string; slug: string | null; directorySlug: string | null }[];
}

async function search(text: string, dto: Record<string, unknown> = {}): Promise<Result> {
  const data = await query<{ searchFilteredProducts: Result }>(SEARCH, {
    dto: { query: text, pagination: { limit: 100 }, ...dto },
  });
  return data.searchFilteredProducts;
}

const ids = (result: Result) => result.items.map((item) => item.id).sort();

/** Available products (on sale, with an item a shopper can buy) meeting a condition on `p`. */
async function availableIds(condition: ReturnType<typeof sql>): Promise<string[]> {
  const { db } = await testDatabase();
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select p.id from product p
        where p.active and p.deleted_at is null and ${condition}
          and exists (select 1 from product_item i where i.product_id = p.id and i.active
                      and not i.is_sold and not i.is_reserved and i.deleted_at is null)`,
  );
  return rows.map((row) => String(row.id)).sort();
}

const sneakers = sql`(p.product_category_id in (select id from product_category where slug = 'krossovki')
  or p.product_type_id in (select id from product_type where name = 'Детские кроссовки'))`;
const nike = sql`exists (select 1 from product_brand pb join brand b on b.id = pb.brand_id
  where pb.product_id = p.id and b.slug = 'nike')`;

const isSneaker = (card: Card) =>
  card.productCategory?.slug === "krossovki" || card.productType?.name === "Детские кроссовки";

describe("searchFilteredProducts: matching", () => {
  it("«кроссовки» finds every pair of sneakers and nothing else", async () => {
    const result = await search("кроссовки");
    const expected = await availableIds(sneakers);
    expect(expected.length).toBeGreaterThan(50);
    expect(result.pagination.totalItems).toBe(expected.length);
    for (const card of result.items) expect(isSneaker(card), card.name).toBe(true);
  });

  it.each(["кроссовок", "кроссовкам", "Кроссовки!", "кросс", "КРОСС"])(
    "«%s» (another form, a prefix, other case) finds the same sneakers",
    async (text) => {
      const [result, sneakersFound] = await Promise.all([search(text), search("кроссовки")]);
      expect(result.pagination.totalItems).toBe(sneakersFound.pagination.totalItems);
      expect(ids(result)).toEqual(ids(sneakersFound));
    },
  );

  it("«кросовки найк» (a typo, a Cyrillic brand) finds Nike sneakers, and says what it searched", async () => {
    const result = await search("кросовки найк", { pagination: { limit: 24 } });
    const expected = await availableIds(sql`${sneakers} and ${nike}`);
    expect(expected.length).toBeGreaterThan(10);
    expect(result.pagination.totalItems).toBe(expected.length);
    expect(result.items.length).toBe(Math.min(24, expected.length));
    for (const card of result.items) {
      expect(card.brands.map((b) => b.slug)).toContain("nike");
      expect(isSneaker(card), card.name).toBe(true);
    }
    expect(result.suggestions[0]).toEqual({
      text: "кроссовки найк",
      kind: "QUERY",
      slug: null,
      directorySlug: null,
    });
  });

  it("«nike», «найк», «Найки» and «най» find the same products: Nike's", async () => {
    const expected = await availableIds(nike);
    expect(expected.length).toBeGreaterThan(20);
    for (const text of ["nike", "найк", "Найки", "най"]) {
      const result = await search(text);
      expect(ids(result), text).toEqual(expected);
    }
  });

  it("«адидас самба» finds the adidas Samba (a Cyrillic brand, a transliterated model)", async () => {
    const result = await search("адидас самба");
    const expected = await availableIds(
      sql`p.model_id = (select id from model where slug = 'adidas-samba-og')`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(result)).toEqual(expected);
    expect(result.suggestions.map((s) => s.slug)).toContain("adidas-samba-og");
  });

  it("«нью бэланс», «new balance» and «nb» find New Balance", async () => {
    const expected = await availableIds(
      sql`exists (select 1 from product_brand pb join brand b on b.id = pb.brand_id
                  where pb.product_id = p.id and b.slug = 'new-balance')`,
    );
    expect(expected.length).toBeGreaterThan(5);
    for (const text of ["нью бэланс", "new balance", "nb", "New Balance 5"]) {
      const result = await search(text);
      if (text === "New Balance 5") {
        // «5» as the last, unfinished word: 550, 574…
        expect(result.items.length).toBeGreaterThan(0);
        for (const card of result.items) expect(expected).toContain(card.id);
      } else {
        expect(ids(result), text).toEqual(expected);
      }
    }
  });

  it("reads a query typed in the wrong keyboard layout («rhjccjdrb» is «кроссовки»)", async () => {
    const [result, sneakersFound] = await Promise.all([search("rhjccjdrb"), search("кроссовки")]);
    expect(ids(result)).toEqual(ids(sneakersFound));
    expect(result.suggestions[0]).toMatchObject({ kind: "QUERY", text: "кроссовки" });
  });

  it("every word must match: a word nothing has empties the result", async () => {
    const result = await search("кроссовки зубробизон");
    expect(result.items).toEqual([]);
    expect(result.pagination.totalItems).toBe(0);
  });

  it("considers the first 8 words only", async () => {
    const eight = Array.from({ length: 8 }, () => "nike").join(" ");
    const result = await search(`${eight} зубробизон`);
    expect(ids(result)).toEqual(await availableIds(nike));
  });

  it("ranks the words as typed first, then by popularity", async () => {
    const result = await search("nike", { pagination: { limit: 20 } });
    // Every Nike product matches «nike» alike, so popularity decides.
    const { db } = await testDatabase();
    const sold = await selectRows<{ id: number; unit_sold: number }>(
      db,
      sql`select id, unit_sold from product where id = any(${sql.param(result.items.map((i) => Number(i.id)))}::int[])`,
    );
    const soldById = new Map(sold.map((row) => [String(row.id), row.unit_sold]));
    const order = result.items.map((item) => soldById.get(item.id) ?? 0);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });
});

describe("searchFilteredProducts: suggestions", () => {
  it("suggests the brand for «найк» and its models", async () => {
    const { suggestions } = await search("найк");
    expect(suggestions[0]).toEqual({
      text: "Nike",
      kind: "BRAND",
      slug: "nike",
      directorySlug: null,
    });
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions.filter((s) => s.kind === "MODEL").length).toBeGreaterThan(0);
  });

  it("suggests a category with its directory, and models by their own names", async () => {
    const { suggestions } = await search("кроссовки");
    expect(suggestions).toContainEqual({
      text: "Кроссовки",
      kind: "CATEGORY",
      slug: "krossovki",
      directorySlug: "obuv",
    });
    const airMax = await search("air max");
    expect(airMax.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of airMax.suggestions) {
      expect(suggestion.kind).toBe("MODEL");
      expect(suggestion.text).toMatch(/Air Max/);
    }
  });

  it("suggests brands whose name is a stop word («он» is On)", async () => {
    const { suggestions, items } = await search("он");
    expect(suggestions.map((s) => s.slug)).toContain("on");
    expect(items.some((card) => card.brands.some((b) => b.slug === "on"))).toBe(true);
  });

  it("offers no correction when nothing was corrected", async () => {
    const { suggestions } = await search("кроссовки найк");
    expect(suggestions.some((s) => s.kind === "QUERY")).toBe(false);
  });
});

describe("searchFilteredProducts: filters, facets, sorting and pages", () => {
  it("counts the filters over every hit, and choosing an option gives exactly its count", async () => {
    const base = { query: "кроссовки", pagination: { limit: 1 } };
    const { searchFilteredProducts: all } = await query<{
      searchFilteredProducts: {
        pagination: { totalItems: number };
        filterList: Record<string, { value: string; count: number }[]>;
      };
    }>(WITH_FILTERS, { dto: base });
    const total = all.pagination.totalItems;
    const categoryCounts = all.filterList.categories?.reduce((sum, c) => sum + c.count, 0);
    // A product is in one category: the category counts add up to the hits.
    expect(categoryCounts).toBe(total);

    for (const [facet, filter] of [
      ["brand", "brand"],
      ["size", "size"],
      ["deliverySpeed", "deliverySpeed"],
      ["colorPallete", "colorPallete"],
    ] as const) {
      // The option with the fewest products: it narrows the hits.
      const option = all.filterList[facet]?.toSorted((a, b) => a.count - b.count)[0];
      if (!option) throw new Error(`no ${facet} options`);
      expect(option.count, facet).toBeLessThan(total);
      const narrowed = await search("кроссовки", {
        filters: { [filter]: [option.value] },
        pagination: { limit: 1 },
      });
      expect(narrowed.pagination.totalItems, `${facet} ${option.value}`).toBe(option.count);
    }
  });

  it("keeps the catalogue's filters: only Nike sneakers in size 42 from the Russian stock", async () => {
    const result = await search("кроссовки", {
      filters: { brand: ["nike"], size: ["42"], deliverySpeed: ["FAST"] },
    });
    const expected = await availableIds(sql`${sneakers} and ${nike} and exists (
      select 1 from product_item i join size s on s.id = i.size_id
      where i.product_id = p.id and s.name = '42' and i.delivery_speed = 'FAST' and i.active
        and not i.is_sold and not i.is_reserved and i.deleted_at is null)`);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(result)).toEqual(expected);
  });

  it("sorts by another order when asked", async () => {
    const result = await search("кроссовки", { sort: "CHEAP_FIRST", pagination: { limit: 30 } });
    const prices = result.items.map((card) => card.minPrice ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("pages through the hits without repeating any", async () => {
    const first = await search("кроссовки", { pagination: { page: 1, limit: 8 } });
    const second = await search("кроссовки", { pagination: { page: 2, limit: 8 } });
    expect(first.items).toHaveLength(8);
    expect(second.items).toHaveLength(8);
    expect(first.pagination).toEqual({
      page: 1,
      limit: 8,
      totalItems: first.pagination.totalItems,
      totalPages: Math.ceil(first.pagination.totalItems / 8),
    });
    expect(second.pagination.page).toBe(2);
    const seen = new Set(first.items.map((card) => card.id));
    expect(second.items.some((card) => seen.has(card.id))).toBe(false);

    const beyond = await search("кроссовки", { pagination: { page: 1000, limit: 8 } });
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.totalItems).toBe(first.pagination.totalItems);
  });
});

describe("searchFilteredProducts: bad input", () => {
  it.each([
    ["", /Введите запрос/],
    ["   \n\t ", /Введите запрос/],
    ["к".repeat(101), /не длиннее 100 символов/],
    // docs/security.md#bad-input: refused before it reaches the search.
    ["a\u0000b", /Недопустимые символы/],
  ])("answers %j with BAD_USER_INPUT", async (text, message) => {
    const error = await queryError(SEARCH, { dto: { query: text } });
    expect(error.extensions?.code).toBe("BAD_USER_INPUT");
    expect(error.message).toMatch(message);
  });

  it("answers bad pagination and unknown filters with BAD_USER_INPUT", async () => {
    for (const dto of [
      { query: "nike", pagination: { limit: 0 } },
      { query: "nike", filters: { brand: ["no-such-brand"] } },
      { query: 42 },
    ]) {
      const error = await queryError(SEARCH, { dto });
      expect(error.extensions?.code, JSON.stringify(dto)).toBe("BAD_USER_INPUT");
    }
  });

  it.each([
    "ыщшгзхъ",
    "qqqqzzzz",
    "!!!",
    "'; drop table product; --",
    "%_\\ ' \" : * & | ! ( ) <->",
    "😀 \u202e",
    "x".repeat(100),
  ])("finds nothing for %j, without an error", async (text) => {
    const { status, body } = await postGraphQL<{ searchFilteredProducts: Result }>(
      await testShopApi(),
      SEARCH,
      { dto: { query: text } },
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.searchFilteredProducts.items).toEqual([]);
  });
});

describe("search vocabulary", () => {
  it("holds the catalogue's words with the number of live products having each", async () => {
    const { db } = await testDatabase();
    const [row] = await selectRows<{ products: number; lexeme: string }>(
      db,
      sql`select products, lexeme from search_term where term = 'найк'`,
    );
    const [nikeProducts] = await selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from product p
          where p.active and p.deleted_at is null and ${nike}`,
    );
    expect(row).toEqual({ products: nikeProducts?.count, lexeme: "найк" });
  });

  it("learns a product's new words when its denormals are refreshed", async () => {
    const found = await inRollback(async (tx) => {
      const [product] = await selectRows<{ id: number }>(
        tx,
        sql`select p.id from product p where p.active and p.min_price is not null order by p.id limit 1`,
      );
      if (!product) throw new Error("no product");
      await tx.execute(
        sql`update product set name = name || ' Зубробизон' where id = ${product.id}`,
      );
      await refreshProductDenormals(tx, [product.id]);
      const api = createShopApi({ db: tx });
      const run = async (text: string) => {
        const { body } = await postGraphQL<{ searchFilteredProducts: Result }>(api, SEARCH, {
          dto: { query: text },
        });
        return body.data?.searchFilteredProducts;
      };
      return {
        id: String(product.id),
        exact: await run("зубробизон"),
        typo: await run("зубробизн"),
      };
    });
    expect(found.exact?.items.map((card) => card.id)).toEqual([found.id]);
    expect(found.typo?.items.map((card) => card.id)).toEqual([found.id]);
    expect(found.typo?.suggestions[0]).toMatchObject({ kind: "QUERY", text: "зубробизон" });
  });
});

describe("search indexes", () => {
  it("include the hand-written covering index that broad queries read (migration 0003)", async () => {
    const { db } = await testDatabase();
    const rows = await selectRows<{ indexdef: string }>(
      db,
      sql`select indexdef from pg_indexes where indexname = 'product_search_cover_idx'`,
    );
    expect(rows[0]?.indexdef).toMatch(/INCLUDE \(search_vector, unit_sold/);
  });
});
