import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inRollback, testDatabase } from "../../tests/database.ts";
import { type Pagination, postGraphQL } from "../../tests/graphql.ts";
import { query, queryError } from "../../tests/shop-api.ts";
import { selectRows } from "../db/database.ts";
import { directory } from "../db/schema.ts";
import { createShopApi } from "../index.ts";
import { directories, menuDirectories } from "../seed/data/index.ts";

const CARD = /* GraphQL */ `
  fragment Card on Product {
    id
    name
    slug
    minPrice
    createdAt
    unitSold
    newArrival
    brands {
      slug
      name
    }
    colorPalletes {
      slug
      name
      hex
    }
    priceDetails {
      price
      oldPrice
      sale
      cashback
      supplier {
        name
        type
      }
    }
    images {
      url
      position
    }
  }
`;

interface Card {
  id: string;
  name: string;
  slug: string;
  minPrice: number | null;
  createdAt: string;
  unitSold: number;
  brands: { slug: string; name: string }[];
  colorPalletes: { slug: string }[];
  priceDetails: { price: number; oldPrice: number | null; sale: number } | null;
  images: { url: string; position: number }[];
}

interface Page {
  filteredProducts: {
    items: Card[];
    pagination: Pagination;
  };
}

const FILTERED = /* GraphQL */ `
  query Filtered($dto: FilteredProductsDto) {
    filteredProducts(dto: $dto) {
      items {
        ...Card
      }
      pagination {
        page
        limit
        totalItems
        totalPages
      }
    }
  }
  ${CARD}
`;

async function sqlCount(query: ReturnType<typeof sql>) {
  const { db } = await testDatabase();
  const [row] = await selectRows<{ count: number }>(db, query);
  return row?.count ?? 0;
}

describe("filteredProducts", () => {
  it("lists the whole catalogue, popular first, with cards a shopper can buy", async () => {
    const { filteredProducts } = await query<Page>(FILTERED, {
      dto: { pagination: { limit: 24 } },
    });
    const onSale = await sqlCount(sql`
      select count(*)::int as count from product p where p.active and p.deleted_at is null
        and exists (select 1 from product_item i where i.product_id = p.id and i.active
                    and not i.is_sold and not i.is_reserved and i.deleted_at is null)`);

    expect(filteredProducts.pagination).toEqual({
      page: 1,
      limit: 24,
      totalItems: onSale,
      totalPages: Math.ceil(onSale / 24),
    });
    expect(onSale).toBeGreaterThan(400);
    expect(filteredProducts.items).toHaveLength(24);
    const sold = filteredProducts.items.map((item) => item.unitSold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    for (const card of filteredProducts.items) {
      expect(card.priceDetails?.price).toBeGreaterThan(0);
      expect(card.images.length).toBeGreaterThanOrEqual(3);
      expect(card.images[0]?.position).toBe(0);
      expect(card.images[0]?.url).toMatch(
        /^\/demo-images\/[a-z-]+\/[0-9a-f]{6}\/[a-z0-9-]+\/[1-4]\.svg$/,
      );
    }
  });

  it("narrows by brand, size and delivery speed together, and sorts cheapest first", async () => {
    const dto = {
      filters: { directorySlug: "obuv", brand: ["nike"], size: ["42"], deliverySpeed: ["FAST"] },
      sort: "CHEAP_FIRST",
      pagination: { limit: 100 },
    };
    const { filteredProducts } = await query<Page>(FILTERED, { dto });
    const expected = await sqlCount(sql`
      select count(*)::int as count from product p
      where p.active and p.deleted_at is null
        and p.directory_id = (select id from directory where slug = 'obuv')
        and exists (select 1 from product_brand pb join brand b on b.id = pb.brand_id
                    where pb.product_id = p.id and b.slug = 'nike')
        and exists (select 1 from product_item i join size s on s.id = i.size_id
                    where i.product_id = p.id and s.name = '42' and i.delivery_speed = 'FAST'
                      and i.active and not i.is_sold and not i.is_reserved and i.deleted_at is null)`);

    expect(expected).toBeGreaterThan(0);
    expect(filteredProducts.pagination.totalItems).toBe(expected);
    for (const card of filteredProducts.items) {
      expect(card.brands.map((b) => b.slug)).toContain("nike");
    }
    const prices = filteredProducts.items.map((item) => item.minPrice ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it.each([
    ["EXPENSIVE_FIRST", (cards: Card[]) => cards.map((c) => -(c.minPrice ?? 0))],
    ["NEW_FIRST", (cards: Card[]) => cards.map((c) => -Date.parse(c.createdAt))],
    ["SALE_FIRST", (cards: Card[]) => cards.map((c) => -(c.priceDetails?.sale ?? 0))],
  ] as const)("sorts %s", async (sort, key) => {
    const { filteredProducts } = await query<Page>(FILTERED, {
      dto: { sort, pagination: { limit: 30 } },
    });
    const keys = key(filteredProducts.items);
    if (sort === "SALE_FIRST") {
      // Sorted by the product's biggest sale; the card shows its cheapest offer's.
      expect(filteredProducts.items[0]?.priceDetails?.oldPrice).not.toBeNull();
    } else {
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
    }
  });

  it("pages without repeating products", async () => {
    const first = await query<Page>(FILTERED, { dto: { pagination: { page: 1, limit: 20 } } });
    const second = await query<Page>(FILTERED, { dto: { pagination: { page: 2, limit: 20 } } });
    const firstIds = new Set(first.filteredProducts.items.map((item) => item.id));
    expect(second.filteredProducts.pagination.page).toBe(2);
    expect(second.filteredProducts.items).toHaveLength(20);
    expect(second.filteredProducts.items.some((item) => firstIds.has(item.id))).toBe(false);
  });

  it("keeps a price range", async () => {
    const dto = { filters: { minPrice: 500_000, maxPrice: 1_000_000 }, pagination: { limit: 100 } };
    const { filteredProducts } = await query<Page>(FILTERED, { dto });
    expect(filteredProducts.items.length).toBeGreaterThan(0);
    for (const card of filteredProducts.items) {
      // The cheapest offer may fall below the range; some offer lies inside it.
      expect(card.minPrice).toBeLessThanOrEqual(1_000_000);
    }
  });

  it.each([
    [{ pagination: { page: -1 } }, /страницы/],
    [{ pagination: { page: 0 } }, /страницы/],
    [{ pagination: { limit: 10_000 } }, /не больше 100/],
    [{ pagination: { limit: 0 } }, /не меньше 1/],
    [
      { filters: { directorySlug: "no-such-section" } },
      /Раздел каталога «no-such-section» не найден/,
    ],
    [
      { filters: { directorySlug: "obuv", categorySlug: "futbolki" } },
      /Категория «futbolki» не найдена/,
    ],
    [{ filters: { brand: ["no-such-brand"] } }, /Бренд «no-such-brand» не найден/],
    [{ filters: { minPrice: -5 } }, /отрицательной/],
    [{ filters: { minPrice: 900, maxPrice: 100 } }, /больше максимальной/],
  ])("answers bad input %j with BAD_USER_INPUT", async (dto, message) => {
    const error = await queryError(FILTERED, { dto });
    expect(error.extensions?.code).toBe("BAD_USER_INPUT");
    expect(error.message).toMatch(message);
  });

  it("answers a malformed dto with BAD_USER_INPUT, not a 500", async () => {
    const error = await queryError(FILTERED, {
      dto: { sort: "RANDOM", pagination: { page: "two" } },
    });
    expect(error.extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("getDirectoryFilters", () => {
  const FILTERS = /* GraphQL */ `
    query Filters($dto: ProductFilterDto) {
      getDirectoryFilters(dto: $dto) {
        categories {
          value
          name
          count
        }
        brand {
          value
          name
          count
        }
        size {
          value
          name
          count
        }
        colorPallete {
          value
          name
          count
          hex
        }
        season {
          value
          name
          count
        }
        sex {
          value
          name
          count
        }
        age {
          value
          name
          count
        }
        deliverySpeed {
          value
          name
          count
        }
        material {
          value
          name
          count
        }
        model {
          value
          name
          count
        }
        sale {
          value
          name
          count
        }
        price {
          minPrice
          maxPrice
        }
      }
    }
  `;
  type Option = { value: string; name: string; count: number };
  type Facet =
    | "categories"
    | "brand"
    | "size"
    | "colorPallete"
    | "season"
    | "sex"
    | "age"
    | "deliverySpeed"
    | "material"
    | "model"
    | "sale";
  type Filters = {
    getDirectoryFilters: Record<Facet, Option[]> & {
      price: { minPrice: number; maxPrice: number };
    };
  };

  it("counts every option for the current selection, and choosing one gives exactly that many", async () => {
    const selection = { directorySlug: "obuv" };
    const { getDirectoryFilters } = await query<Filters>(FILTERS, { dto: selection });
    expect(getDirectoryFilters.categories.map((c) => c.name)).toContain("Кроссовки");
    expect(getDirectoryFilters.brand.length).toBeGreaterThan(5);
    expect(getDirectoryFilters.size.map((s) => s.value)).toContain("42");
    expect(getDirectoryFilters.deliverySpeed.map((d) => d.value).sort()).toEqual(["FAST", "SLOW"]);
    expect(getDirectoryFilters.price.minPrice).toBeLessThan(getDirectoryFilters.price.maxPrice);

    for (const [facet, key] of [
      ["brand", "brand"],
      ["size", "size"],
      ["colorPallete", "colorPallete"],
      ["season", "season"],
      ["material", "material"],
    ] as const) {
      const option = getDirectoryFilters[facet]?.[0];
      if (!option) throw new Error(`no ${facet} options`);
      expect(option.count).toBeGreaterThan(0);
      const { filteredProducts } = await query<Page>(FILTERED, {
        dto: { filters: { ...selection, [key]: [option.value] }, pagination: { limit: 1 } },
      });
      expect(filteredProducts.pagination.totalItems, `${facet} ${option.value}`).toBe(option.count);
    }
  });

  it("counts exactly within a price range of both ends (items straddling it are not counted)", async () => {
    const section = await query<Filters>(FILTERS, { dto: { directorySlug: "obuv" } });
    const { minPrice, maxPrice } = section.getDirectoryFilters.price;
    // A middle third of the section's prices: many offers' items straddle its ends.
    const third = Math.round((maxPrice - minPrice) / 3);
    const selection = {
      directorySlug: "obuv",
      minPrice: minPrice + third,
      maxPrice: maxPrice - third,
    };
    const { getDirectoryFilters } = await query<Filters>(FILTERS, { dto: selection });
    // The price facet ignores the price chosen.
    expect(getDirectoryFilters.price).toEqual(section.getDirectoryFilters.price);
    let checked = 0;
    for (const facet of ["size", "deliverySpeed", "sale", "brand", "season"] as const) {
      const options = getDirectoryFilters[facet];
      expect(options.length, facet).toBeGreaterThan(0);
      for (const option of options.slice(0, 4)) {
        const { filteredProducts } = await query<Page>(FILTERED, {
          dto: { filters: { ...selection, [facet]: [option.value] }, pagination: { limit: 1 } },
        });
        expect(filteredProducts.pagination.totalItems, `${facet} ${option.value}`).toBe(
          option.count,
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("never offers an option that would empty the page", async () => {
    const { getDirectoryFilters } = await query<Filters>(FILTERS, {
      dto: { directorySlug: "obuv", brand: ["nike"], size: ["42"] },
    });
    for (const [facet, options] of Object.entries(getDirectoryFilters)) {
      if (!Array.isArray(options)) continue;
      for (const option of options)
        expect(option.count, `${facet} ${option.value}`).toBeGreaterThan(0);
    }
    // Other brands stay on offer (counted without the brand choice) …
    expect(getDirectoryFilters.brand.length).toBeGreaterThan(1);
    // … while the colours are those of Nike shoes in size 42 only.
    const { filteredProducts } = await query<Page>(FILTERED, {
      dto: {
        filters: { directorySlug: "obuv", brand: ["nike"], size: ["42"] },
        pagination: { limit: 100 },
      },
    });
    const colours = new Set(
      filteredProducts.items.flatMap((card) => card.colorPalletes.map((c) => c.slug)),
    );
    expect(new Set(getDirectoryFilters.colorPallete.map((c) => c.value))).toEqual(colours);
  });

  it("labels options in Russian", async () => {
    const { getDirectoryFilters } = await query<Filters>(FILTERS, { dto: {} });
    expect(getDirectoryFilters.sex.map((s) => s.name)).toEqual(
      expect.arrayContaining(["Мужской", "Женский"]),
    );
    expect(getDirectoryFilters.season.map((s) => s.name)).toContain("Зима");
    expect(getDirectoryFilters.material.map((m) => m.name)).toContain("Кожа");
  });
});

describe("products", () => {
  async function anyProduct() {
    const { filteredProducts } = await query<Page>(FILTERED, {
      dto: { filters: { directorySlug: "obuv" }, pagination: { limit: 1 } },
    });
    const card = filteredProducts.items[0];
    if (!card) throw new Error("no product");
    return card;
  }

  it("product (by slug) has everything the product page shows", async () => {
    const card = await anyProduct();
    const { product } = await query<{
      product: Record<string, unknown> & {
        items: { size: { name: string } | null; priceDetails: { price: number } }[];
        sizes: { name: string }[];
        properties: Record<string, string | null> | null;
        model: { name: string } | null;
        productCategory: { slug: string } | null;
        seoTags: { title: string } | null;
      };
    }>(
      /* GraphQL */ `
        query ($dto: ProductDto!) {
          product(dto: $dto) {
            name
            slug
            description
            seasons
            material
            sex
            age
            model {
              name
              slug
              brand {
                name
              }
            }
            productCategory {
              slug
              name
            }
            productType {
              slug
            }
            directory {
              slug
            }
            items {
              id
              isSold
              isReserved
              deliverySpeed
              size {
                name
                eu
                uk
                us
                cm
              }
              priceDetails {
                price
                oldPrice
                loyaltyPrice
                cashback
                sale
                bonusCalcState
                supplier {
                  name
                  type
                  deliveryDaysMin
                  deliveryDaysMax
                }
              }
            }
            sizes {
              name
            }
            properties {
              modelName
              material
              sole
              packaging
            }
            seoTags {
              title
              description
              keywords
            }
            suppliers {
              name
            }
            badges {
              title
              hexColor
            }
          }
        }
      `,
      { dto: { slug: card.slug } },
    );
    expect(product.slug).toBe(card.slug);
    expect(product.model?.name).toBeTruthy();
    expect(product.productCategory?.slug).toBeTruthy();
    expect(product.items.length).toBeGreaterThan(0);
    expect(product.sizes.length).toBeGreaterThan(0);
    expect(product.properties?.modelName).toBe(product.model?.name);
    expect(product.seoTags?.title).toContain(product.name as string);
  });

  it("product with an unknown slug is BAD_USER_INPUT 'Товар не найден'", async () => {
    const error = await queryError(`{ product(dto: { slug: "nope" }) { id } }`);
    expect(error.extensions?.code).toBe("BAD_USER_INPUT");
    expect(error.message).toBe("Товар не найден");
  });

  it("productList keeps the order asked and drops unknown ids; findProuctItems returns offers with products", async () => {
    const { filteredProducts } = await query<Page>(FILTERED, { dto: { pagination: { limit: 3 } } });
    const ids = filteredProducts.items.map((item) => item.id).reverse();
    const { productList } = await query<{ productList: { id: string }[] }>(
      `query ($dto: ProductIdsDto!) { productList(dto: $dto) { id } }`,
      { dto: { productIds: [...ids, "999999"] } },
    );
    expect(productList.map((p) => p.id)).toEqual(ids);

    const { findProucts } = await query<{ findProucts: { id: string }[] }>(
      `query ($dto: ProductIdsDto!) { findProucts(dto: $dto) { id } }`,
      { dto: { productIds: ids } },
    );
    expect(findProucts.map((p) => p.id).sort()).toEqual([...ids].sort());

    const { db } = await testDatabase();
    const items = await selectRows<{ id: number; product_id: number }>(
      db,
      sql`select id, product_id from product_item order by id limit 2`,
    );
    const { findProuctItems } = await query<{
      findProuctItems: { id: string; product: { id: string }; priceDetails: { price: number } }[];
    }>(
      `query ($dto: ProductItemIdsDto!) { findProuctItems(dto: $dto) { id product { id } priceDetails { price } } }`,
      { dto: { productItemIds: items.map((i) => String(i.id)) } },
    );
    expect(findProuctItems.map((i) => i.product.id)).toEqual(
      items.map((i) => String(i.product_id)),
    );
  });

  it("sameModelProducts share the model; similarProducts share the category but not the model", async () => {
    const card = await anyProduct();
    const data = await query<{
      product: { model: { slug: string }; productCategory: { slug: string } };
      sameModelProducts: { id: string; model: { slug: string } }[];
      similarProducts: {
        id: string;
        model: { slug: string } | null;
        productCategory: { slug: string };
      }[];
    }>(
      `query ($slug: String!, $id: ID!) {
        product(dto: { slug: $slug }) { model { slug } productCategory { slug } }
        sameModelProducts(dto: { productId: $id }) { id model { slug } }
        similarProducts(dto: { productId: $id, limit: 6 }) { id model { slug } productCategory { slug } }
      }`,
      { slug: card.slug, id: card.id },
    );
    expect(data.sameModelProducts.length).toBeGreaterThan(0);
    for (const p of data.sameModelProducts) {
      expect(p.model.slug).toBe(data.product.model.slug);
      expect(p.id).not.toBe(card.id);
    }
    expect(data.similarProducts).toHaveLength(6);
    for (const p of data.similarProducts) {
      expect(p.productCategory.slug).toBe(data.product.productCategory.slug);
      expect(p.model?.slug).not.toBe(data.product.model.slug);
    }
  });

  it("sizeGrid gives the product's grid with EU/UK/US/cm rows", async () => {
    const card = await anyProduct();
    const { sizeGrid } = await query<{
      sizeGrid: {
        sex: string;
        rows: { name: string; eu: string; uk: string; us: string; cm: string }[];
      };
    }>(
      `query ($id: ID!) { sizeGrid(dto: { productId: $id }) { name sex rows { name eu uk us cm } } }`,
      { id: card.id },
    );
    expect(sizeGrid.rows.length).toBeGreaterThan(5);
    for (const row of sizeGrid.rows) {
      expect(row.eu && row.uk && row.us && row.cm).toBeTruthy();
    }
  });
});

describe("merchandising", () => {
  it("brandList lists brands with products, most prominent first", async () => {
    const { brandList } = await query<{ brandList: { name: string; positionScore: number }[] }>(
      `{ brandList { name slug positionScore } }`,
    );
    expect(brandList.length).toBeGreaterThanOrEqual(25);
    const scores = brandList.map((b) => b.positionScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(brandList.map((b) => b.name)).toEqual(expect.arrayContaining(["Nike", "adidas"]));
  });

  it("collectionBundle has BESTSELLERS (by units sold) and NEW_RELEASES (newest first)", async () => {
    const { collectionBundle } = await query<{
      collectionBundle: {
        slug: string;
        title: string;
        products: { unitSold: number; createdAt: string }[];
      }[];
    }>(`{ collectionBundle { slug title products(limit: 8) { unitSold createdAt } } }`);
    const bySlug = Object.fromEntries(collectionBundle.map((c) => [c.slug, c]));
    expect(Object.keys(bySlug).sort()).toEqual(["BESTSELLERS", "NEW_RELEASES"]);
    const sold = bySlug.BESTSELLERS?.products.map((p) => p.unitSold) ?? [];
    expect(sold).toHaveLength(8);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    const dates = bySlug.NEW_RELEASES?.products.map((p) => Date.parse(p.createdAt)) ?? [];
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("promoSelection and recentlyBoughtProducts return products on sale", async () => {
    const data = await query<{
      promoSelection: { title: string; products: { minPrice: number | null }[] }[];
      recentlyBoughtProducts: { minPrice: number | null }[];
    }>(
      `{ promoSelection { title products { minPrice } } recentlyBoughtProducts(dto: { limit: 10 }) { minPrice } }`,
    );
    expect(data.promoSelection.length).toBeGreaterThanOrEqual(2);
    for (const selection of data.promoSelection)
      expect(selection.products.length).toBeGreaterThan(0);
    expect(data.recentlyBoughtProducts).toHaveLength(10);
    for (const product of data.recentlyBoughtProducts) expect(product.minPrice).toBeGreaterThan(0);
  });

  it("filterList names the filters in Russian; directoryList carries each section's filters", async () => {
    const data = await query<{
      filterList: { filterType: string; name: string }[];
      directoryList: { slug: string; filters: { filterType: string }[] }[];
    }>(
      `{ filterList { filterType name position } directoryList { slug filters { filterType name } } }`,
    );
    expect(data.filterList.map((f) => f.name)).toContain("Бренд");
    const shoes = data.directoryList.find((d) => d.slug === "obuv");
    expect(shoes?.filters.map((f) => f.filterType)).toContain("SIZE");
  });
});

const DIRECTORY_LIST = /* GraphQL */ `
  {
    directoryList {
      id
      name
      slug
      position
      logoUrl
    }
  }
`;

interface DirectoryListData {
  directoryList: {
    id: string;
    name: string;
    slug: string;
    position: number;
    logoUrl: string | null;
  }[];
}

describe("directoryList", () => {
  it("lists the seeded catalogue sections in menu order", async () => {
    const { db } = await testDatabase();
    const { status, body } = await postGraphQL<DirectoryListData>(
      createShopApi({ db }),
      DIRECTORY_LIST,
    );

    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.directoryList.map(({ name, slug }) => ({ name, slug }))).toEqual(
      [
        ...directories,
        ...menuDirectories.filter((m) => !directories.some((d) => d.slug === m.slug)),
      ]
        .sort((a, b) => a.position - b.position)
        .map(({ name, slug }) => ({ name, slug })),
    );
    expect(body.data?.directoryList[0]).toMatchObject({ position: 1, logoUrl: null });
    expect(body.data?.directoryList[0]?.id).toMatch(/^\d+$/);
  });

  it("orders by position, and leaves out soft-deleted sections", async () => {
    const names = await inRollback(async (db) => {
      await db.insert(directory).values({ name: "Распродажа", slug: "sale", position: 0 });
      await db
        .update(directory)
        .set({ deletedAt: new Date() })
        .where(eq(directory.slug, "odezhda"));
      const { body } = await postGraphQL<DirectoryListData>(createShopApi({ db }), DIRECTORY_LIST);
      return body.data?.directoryList.map((entry) => entry.name);
    });

    expect(names).toEqual(["Распродажа", "Обувь", "Аксессуары", "Нашли дешевле?"]);
  });

  it("answers an unknown field with a GraphQL validation error, not a 500", async () => {
    const { db } = await testDatabase();
    const { status, body } = await postGraphQL(
      createShopApi({ db }),
      "{ directoryList { price } }",
    );

    // GraphQL over HTTP: a client that accepts application/json gets 200 with `errors`.
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toContain('Cannot query field "price"');
  });
});
