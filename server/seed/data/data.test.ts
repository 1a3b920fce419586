import { describe, expect, it } from "vitest";
import {
  badges,
  blogPosts,
  brands,
  collections,
  colors,
  countries,
  directories,
  loyaltyLevels,
  menuDirectories,
  models,
  promoCodes,
  promoSelections,
  specificationsBySubType,
  specificationsByType,
  reviewerNames,
  reviewTexts,
  sizeGrids,
  suppliers,
  urlMetadata,
} from "./index.ts";
import type { CategorySeed } from "./types.ts";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX = /^#[0-9A-Fa-f]{6}$/;
const ALLOWED_TAGS = new Set([
  "h2",
  "h3",
  "p",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "blockquote",
  "a",
]);

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

const categories = directories.flatMap((d) => [...d.categories]);
const types = categories.flatMap((c) => [...c.types]);
const subTypes = types.flatMap((t) => [...t.subTypes]);

describe("seed data: catalogue tree", () => {
  it("has the three directories at positions 1–3 and the menu adds «Нашли дешевле?»", () => {
    expect(directories.map((d) => [d.slug, d.position])).toEqual([
      ["obuv", 1],
      ["odezhda", 2],
      ["aksessuary", 3],
    ]);
    expect(menuDirectories.at(-1)).toEqual({
      name: "Нашли дешевле?",
      slug: "meet-price",
      position: 4,
      categories: [],
    });
  });

  it("uses well-formed slugs, unique across the whole tree at each level", () => {
    for (const list of [directories, categories, types, subTypes]) {
      const slugs = list.map((entry) => entry.slug);
      expect(duplicates(slugs)).toEqual([]);
      for (const slug of slugs) expect(slug).toMatch(SLUG);
    }
  });

  it("gives every category at least one type and every type a subtype", () => {
    for (const category of categories) expect(category.types.length).toBeGreaterThan(0);
    for (const type of types) expect(type.subTypes.length).toBeGreaterThan(0);
  });

  it("has a size grid for every category's grid kind", () => {
    const kinds = new Set(sizeGrids.map((grid) => grid.kind));
    for (const category of categories) expect(kinds, category.slug).toContain(category.sizeGrid);
  });
});

describe("seed data: brands and models", () => {
  it("has at least 30 brands with unique slugs, descriptions and Cyrillic aliases", () => {
    expect(brands.length).toBeGreaterThanOrEqual(30);
    expect(duplicates(brands.map((b) => b.slug))).toEqual([]);
    expect(duplicates(brands.map((b) => b.name))).toEqual([]);
    for (const brand of brands) {
      expect(brand.slug).toMatch(SLUG);
      expect(brand.description.length).toBeGreaterThan(40);
      expect(brand.aliases.length, brand.slug).toBeGreaterThan(0);
      for (const alias of brand.aliases) expect(alias).toMatch(/^[а-яё0-9 -]+$/);
    }
  });

  it("has at least 90 models with unique slugs", () => {
    expect(models.length).toBeGreaterThanOrEqual(90);
    expect(duplicates(models.map((m) => m.slug))).toEqual([]);
    for (const model of models) expect(model.slug).toMatch(SLUG);
  });

  it("points every model at an existing brand, categories, type and subtype", () => {
    const brandSlugs = new Set(brands.map((b) => b.slug));
    const bySlug = new Map<string, CategorySeed>(categories.map((c) => [c.slug, c]));
    for (const model of models) {
      expect(brandSlugs, model.slug).toContain(model.brandSlug);
      expect(model.categorySlugs.length, model.slug).toBeGreaterThan(0);
      for (const slug of model.categorySlugs)
        expect([...bySlug.keys()], model.slug).toContain(slug);
      const first = bySlug.get(model.categorySlugs[0] ?? "");
      const type = first?.types.find((t) => t.slug === model.typeSlug);
      if (model.typeSlug !== undefined) expect(type, model.slug).toBeDefined();
      if (model.subTypeSlug !== undefined) {
        expect(type?.subTypes.map((s) => s.slug) ?? [], model.slug).toContain(model.subTypeSlug);
      }
    }
  });

  it("gives every brand at least one model", () => {
    const used = new Set(models.map((m) => m.brandSlug));
    for (const brand of brands) expect(used, brand.slug).toContain(brand.slug);
  });

  it("prices models in whole kopecks with positive ranges", () => {
    for (const model of models) {
      expect(Number.isInteger(model.priceFrom), model.slug).toBe(true);
      expect(Number.isInteger(model.priceTo), model.slug).toBe(true);
      expect(model.priceFrom, model.slug).toBeGreaterThan(0);
      expect(model.priceFrom, model.slug).toBeLessThanOrEqual(model.priceTo);
      // Between 500 ₽ and 150 000 ₽: catches a price written in roubles instead of kopecks.
      expect(model.priceFrom, model.slug).toBeGreaterThanOrEqual(50_000);
      expect(model.priceTo, model.slug).toBeLessThanOrEqual(15_000_000);
    }
  });

  it("gives every model seasons, materials and sexes", () => {
    for (const model of models) {
      expect(model.seasons.length, model.slug).toBeGreaterThan(0);
      expect(model.materials.length, model.slug).toBeGreaterThan(0);
      expect(model.sex.length, model.slug).toBeGreaterThan(0);
    }
  });
});

describe("seed data: colours, badges and sizes", () => {
  it("has at least 18 colours with unique slugs and valid hex values", () => {
    expect(colors.length).toBeGreaterThanOrEqual(18);
    expect(duplicates(colors.map((c) => c.slug))).toEqual([]);
    expect(duplicates(colors.map((c) => c.name))).toEqual([]);
    for (const color of colors) {
      expect(color.slug).toMatch(SLUG);
      expect(color.hex).toMatch(HEX);
    }
  });

  it("has six badges with valid hex colours, their text readable (WCAG AA, 4.5:1)", () => {
    expect(badges).toHaveLength(6);
    for (const badge of badges) {
      expect(badge.hexColor).toMatch(HEX);
      expect(badge.hexBgColor).toMatch(HEX);
      expect(badge.hexBorderColor).toMatch(HEX);
      expect(contrast(badge.hexColor, badge.hexBgColor), badge.title).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("has a grid of every kind with unique row names, adult shoes for men and women", () => {
    const kinds = ["SHOES_ADULT", "SHOES_CHILDREN", "CLOTHING", "ONE_SIZE", "SOCKS"] as const;
    for (const kind of kinds)
      expect(
        sizeGrids.some((g) => g.kind === kind),
        kind,
      ).toBe(true);
    expect(sizeGrids.filter((g) => g.kind === "SHOES_ADULT").map((g) => g.sex)).toEqual([
      "MALE",
      "FEMALE",
    ]);
    for (const grid of sizeGrids) {
      expect(grid.rows.length, grid.name).toBeGreaterThan(0);
      expect(duplicates(grid.rows.map((row) => row.name)), grid.name).toEqual([]);
    }
  });

  it("lists shoe sizes in ascending order of foot length", () => {
    for (const grid of sizeGrids.filter((g) => g.kind.startsWith("SHOES"))) {
      const lengths = grid.rows.map((row) => Number(row.cm));
      expect(
        lengths.every((cm) => Number.isFinite(cm)),
        grid.name,
      ).toBe(true);
      expect(lengths, grid.name).toEqual([...lengths].sort((a, b) => a - b));
    }
  });
});

describe("seed data: blog", () => {
  it("has at least 7 posts with unique slugs and posters", () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(7);
    expect(duplicates(blogPosts.map((p) => p.slug))).toEqual([]);
    for (const post of blogPosts) {
      expect(post.slug).toMatch(SLUG);
      expect(post.posterColor).toMatch(HEX);
      expect(post.seoTitle.length, post.slug).toBeLessThanOrEqual(60);
      expect(post.seoDescription.length, post.slug).toBeLessThanOrEqual(160);
      expect(post.publishedAt, post.slug).toMatch(/^202[56]-\d\d-\d\dT/);
      expect(Number.isNaN(Date.parse(post.publishedAt)), post.slug).toBe(false);
    }
  });

  it("uses only the allowed tags, balanced, and links only inside the shop", () => {
    for (const post of blogPosts) {
      const open: string[] = [];
      for (const [tag, slash, name = "", attributes = ""] of post.html.matchAll(
        /<(\/?)([a-zA-Z0-9]+)([^>]*)>/g,
      )) {
        expect(ALLOWED_TAGS, `${post.slug}: ${tag}`).toContain(name);
        if (slash) {
          expect(open.pop(), `${post.slug}: ${tag}`).toBe(name);
        } else {
          open.push(name);
          if (name === "a") expect(attributes, post.slug).toMatch(/^ href="\/[a-z0-9/-]*"$/);
          else expect(attributes, `${post.slug}: ${tag}`).toBe("");
        }
      }
      expect(open, post.slug).toEqual([]);
      const tags = [...post.html.matchAll(/<[^>]*>/g)].length;
      expect(post.html.split("<").length - 1, `${post.slug}: stray "<"`).toBe(tags);
    }
  });

  it("links blog articles only to existing posts", () => {
    const slugs = new Set(blogPosts.map((p) => p.slug));
    for (const post of blogPosts) {
      for (const [, slug = ""] of post.html.matchAll(/href="\/blog\/([^"]+)"/g)) {
        expect(slugs, post.slug).toContain(slug);
      }
    }
  });

  it("keeps every article between 350 and 700 words", () => {
    for (const post of blogPosts) {
      const words = post.html
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(350);
      expect(words, post.slug).toBeLessThanOrEqual(700);
    }
  });
});

describe("seed data: shop settings", () => {
  it("has metadata for every static page with short titles and descriptions", () => {
    const required = [
      "/",
      "/catalog",
      "/search",
      "/blog",
      "/cart",
      "/checkout",
      "/favorites",
      "/delivery",
      "/delivery/how-it-works",
      "/loyalty",
      "/info/faq",
      "/info/contacts",
      "/info/appspromo",
      "/info/partners",
      "/info/offer",
      "/tovar-pod-zakaz",
      "/account",
      "/sitemap",
    ];
    expect(urlMetadata.map((m) => m.url)).toEqual(expect.arrayContaining(required));
    expect(duplicates(urlMetadata.map((m) => m.url))).toEqual([]);
    for (const entry of urlMetadata) {
      expect(entry.title.length, entry.url).toBeLessThanOrEqual(60);
      expect(entry.description.length, entry.url).toBeLessThanOrEqual(160);
      expect(entry.keywords, entry.url).toContain(",");
    }
  });

  it("has Russia with at least 45 cities and the neighbouring countries", () => {
    expect(countries.map((c) => c.alpha2)).toEqual(["RU", "BY", "KZ", "AM", "TR"]);
    expect(countries[0]?.cities.length).toBeGreaterThanOrEqual(45);
    for (const country of countries) {
      expect(duplicates(country.cities), country.alpha2).toEqual([]);
      expect(country.cities.length, country.alpha2).toBeGreaterThan(2);
    }
  });

  it("has four loyalty levels rising in threshold and percentages", () => {
    expect(loyaltyLevels).toHaveLength(4);
    expect(loyaltyLevels[0]?.requiredSpentAmount).toBe(0);
    for (const [index, level] of loyaltyLevels.entries()) {
      const previous = loyaltyLevels[index - 1];
      if (!previous) continue;
      expect(level.requiredSpentAmount).toBeGreaterThan(previous.requiredSpentAmount);
      expect(level.chargePercentage).toBeGreaterThan(previous.chargePercentage);
      expect(level.chargeOffPercentage).toBeGreaterThan(previous.chargeOffPercentage);
    }
  });

  it("has valid promo codes: unique codes, sane values and dates", () => {
    expect(promoCodes.length).toBeGreaterThanOrEqual(6);
    expect(duplicates(promoCodes.map((p) => p.code))).toEqual([]);
    expect(promoCodes.some((p) => !p.active)).toBe(true);
    expect(promoCodes.some((p) => p.endsAt !== null && Date.parse(p.endsAt) < Date.now())).toBe(
      true,
    );
    for (const code of promoCodes) {
      expect(code.code).toMatch(/^[A-Z0-9]+$/);
      expect(Number.isInteger(code.value), code.code).toBe(true);
      expect(Number.isInteger(code.minOrderAmount), code.code).toBe(true);
      if (code.kind === "PERCENT") {
        expect(code.value, code.code).toBeGreaterThanOrEqual(1);
        expect(code.value, code.code).toBeLessThanOrEqual(100);
      } else {
        expect(code.value, code.code).toBeGreaterThan(0);
      }
      expect(Number.isNaN(Date.parse(code.startsAt)), code.code).toBe(false);
      if (code.endsAt !== null) {
        expect(Date.parse(code.endsAt), code.code).toBeGreaterThan(Date.parse(code.startsAt));
      }
    }
  });

  it("has valid suppliers: Moscow stock ships fast, the ranges are ordered", () => {
    expect(suppliers.length).toBeGreaterThanOrEqual(7);
    expect(suppliers.filter((s) => s.type === "MEET_WAREHOUSE")).toHaveLength(1);
    for (const supplier of suppliers) {
      expect(["RU", "TR"], supplier.name).toContain(supplier.deliveryIsoCode);
      expect(supplier.deliveryDaysMin, supplier.name).toBeGreaterThanOrEqual(
        supplier.type === "MEET_WAREHOUSE" ? 0 : 1,
      );
      expect(supplier.deliveryDaysMin, supplier.name).toBeLessThanOrEqual(supplier.deliveryDaysMax);
      if (supplier.deliveryIsoCode === "RU") expect(supplier.deliverySpeed).toBe("FAST");
    }
  });

  it("has collections, promo selections and property phrases", () => {
    expect(collections.map((c) => c.slug).sort()).toEqual(["BESTSELLERS", "NEW_RELEASES"]);
    expect(promoSelections).toHaveLength(3);
    for (const selection of promoSelections) expect(selection.slug).toMatch(SLUG);
    // Every type's characteristics have something to pick from; the footwear rows are there for
    // footwear only (server/seed/specifications.test.ts checks what the seed made of them).
    for (const [slug, phrases] of Object.entries(specificationsByType)) {
      const lists = Object.entries({
        ...phrases,
        paddingByMaterial: undefined,
        soleByMaterial: undefined,
      });
      for (const [field, list] of lists) {
        if (list !== undefined) expect(list.length, `${slug}.${field}`).toBeGreaterThan(0);
      }
    }
    const subTypeSlugs = new Set(subTypes.map((subType) => subType.slug));
    for (const slug of Object.keys(specificationsBySubType)) {
      expect(subTypeSlugs.has(slug as (typeof subTypes)[number]["slug"]), slug).toBe(true);
    }
  });

  it("has enough reviews, mostly positive, and 40 distinct reviewer names", () => {
    expect(reviewTexts.length).toBeGreaterThanOrEqual(40);
    const positive = reviewTexts.filter((r) => r.rating >= 4).length;
    expect(positive / reviewTexts.length).toBeGreaterThan(0.6);
    expect(reviewTexts.some((r) => r.rating === 1)).toBe(true);
    expect(reviewTexts.filter((r) => !r.imageKinds).length).toBeGreaterThanOrEqual(10);
    expect(reviewerNames).toHaveLength(40);
    expect(duplicates(reviewerNames)).toEqual([]);
    for (const name of reviewerNames) expect(name).toMatch(/^[А-ЯЁ][а-яё]+ [А-ЯЁ]\.$/);
  });
});

/** WCAG 2 contrast ratio of two #RRGGBB colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
