import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/database.ts";
import { selectRows } from "../db/database.ts";
import { models } from "./data/index.ts";

/**
 * The demo catalogue's characteristics read as a shopper reads them (docs/catalogue.md#demo-catalogue):
 * each rule is said here in its own words, not taken from the phrase lists the seed picks from,
 * so that a phrase put on the wrong kind of goods (a sneaker lined «Пух и перо 80/20») fails.
 */

interface Row {
  slug: string;
  directory: string;
  category: string;
  type: string;
  subType: string | null;
  modelSlug: string | null;
  sizeGuide: string | null;
  materials: string[];
  material: string | null;
  paddingMaterial: string | null;
  sole: string | null;
  additionalInfo: string | null;
  packaging: string | null;
  fasteningType: string | null;
  functionality: string | null;
  toeStyle: string | null;
  shagHeight: string | null;
  heelType: string | null;
}

let rows: Row[] = [];

beforeAll(async () => {
  const { db } = await testDatabase();
  rows = await selectRows<Row>(
    db,
    sql`select p.slug, d.slug as directory, c.slug as category, t.slug as type,
          st.slug as "subType", m.slug as "modelSlug", p.size_guide as "sizeGuide",
          p.material::text[] as materials, pp.material, pp.padding_material as "paddingMaterial",
          pp.sole, pp.additional_info as "additionalInfo", pp.packaging,
          pp.fastening_type as "fasteningType", pp.functionality, pp.toe_style as "toeStyle",
          pp.shag_height as "shagHeight", pp.heel_type as "heelType"
        from product p
        join product_properties pp on pp.product_id = p.id
        join directory d on d.id = p.directory_id
        join product_category c on c.id = p.product_category_id
        join product_type t on t.id = p.product_type_id
        left join product_sub_type st on st.id = p.product_sub_type_id
        left join model m on m.id = p.model_id
        order by p.id`,
  );
});

const isFootwear = (row: Row) => row.directory === "obuv";
const SNEAKER_CATEGORIES = new Set(["krossovki", "kedy"]);
const OPEN_SHOES = new Set(["sandals", "slides"]);
/** Subtypes cut below the ankle. */
const LOW_SUBTYPES = new Set([
  "low",
  "kedy-low",
  "skate-low",
  "slip-on",
  "basketball-low",
  "road-running",
  "stability-running",
  "racing",
  "trail-running",
  "hiking-shoes",
]);
const modelOf = (row: Row) => models.find((model) => model.slug === row.modelSlug);

/** The rows that break a rule, named by product and value, for a readable failure. */
function breaking(rule: (row: Row) => boolean, show: (row: Row) => unknown): string[] {
  return rows.filter((row) => !rule(row)).map((row) => `${row.slug}: ${JSON.stringify(show(row))}`);
}

describe("the demo goods' characteristics fit their kind", () => {
  it("covers the catalogue", () => {
    expect(rows.length).toBeGreaterThanOrEqual(400);
    expect(new Set(rows.map((row) => row.directory))).toEqual(
      new Set(["obuv", "odezhda", "aksessuary"]),
    );
  });

  it("footwear has a sole, a fastening, a toe, a heel and a shaft; nothing else has", () => {
    const shoeRows = (row: Row) => [
      row.sole,
      row.fasteningType,
      row.toeStyle,
      row.heelType,
      row.shagHeight,
    ];
    expect(
      breaking(
        (row) => shoeRows(row).every((value) => (value !== null) === isFootwear(row)),
        shoeRows,
      ),
    ).toEqual([]);
  });

  it("no shoe is lined with down or wadding; fur and sheepskin only in winter boots and lined clogs", () => {
    expect(
      breaking(
        (row) => !isFootwear(row) || !/пух|перо|синтепон/i.test(row.paddingMaterial ?? ""),
        (row) => row.paddingMaterial,
      ),
    ).toEqual([]);
    expect(
      breaking(
        (row) =>
          !/мех|овчин/i.test(row.paddingMaterial ?? "") ||
          row.type === "winter-boots" ||
          row.subType === "lined-clogs",
        (row) => [row.type, row.paddingMaterial],
      ),
    ).toEqual([]);
  });

  it("down only in a jacket made with feathers, fleece only in what is made of fleece", () => {
    expect(
      breaking(
        (row) =>
          !/пух|перо/i.test(row.paddingMaterial ?? "") ||
          (row.category === "kurtki" && (modelOf(row)?.materials.includes("FEATHER") ?? false)),
        (row) => [row.category, row.paddingMaterial],
      ),
    ).toEqual([]);
    expect(
      breaking(
        (row) =>
          !/флис/i.test(row.paddingMaterial ?? "") ||
          (modelOf(row)?.materials.includes("FLEECE") ?? false),
        (row) => [row.modelSlug, row.paddingMaterial],
      ),
    ).toEqual([]);
  });

  it("sneakers and kedy are closed, flat or on a platform, and low ones stay below the ankle", () => {
    const sneakers = (row: Row) => SNEAKER_CATEGORIES.has(row.category);
    expect(
      breaking(
        (row) =>
          !sneakers(row) ||
          (row.toeStyle !== "Открытый" &&
            !/каблук|танкетка/i.test(row.heelType ?? "") &&
            !/голенище/i.test(row.shagHeight ?? "")),
        (row) => [row.toeStyle, row.heelType, row.shagHeight],
      ),
    ).toEqual([]);
    expect(
      breaking(
        (row) => !LOW_SUBTYPES.has(row.subType ?? "") || /^Низкое/.test(row.shagHeight ?? ""),
        (row) => [row.subType, row.shagHeight],
      ),
    ).toEqual([]);
  });

  it("a casual sneaker's sole is foam only where its model is made with EVA", () => {
    expect(
      breaking(
        (row) =>
          row.type !== "lifestyle" ||
          !/EVA|пена|полиуретан/i.test(row.sole ?? "") ||
          (modelOf(row)?.materials.includes("EVA") ?? false),
        (row) => [row.modelSlug, row.sole],
      ),
    ).toEqual([]);
  });

  it("only sandals and slides have an open toe, and none of them laces", () => {
    expect(
      breaking(
        (row) => (row.toeStyle === "Открытый") === OPEN_SHOES.has(row.type),
        (row) => [row.type, row.toeStyle],
      ),
    ).toEqual([]);
    expect(
      breaking(
        (row) => !OPEN_SHOES.has(row.type) || !/шнур/i.test(row.fasteningType ?? ""),
        (row) => [row.type, row.fasteningType],
      ),
    ).toEqual([]);
  });

  it("a cork sole only under cork sandals; a membrane only in hiking boots", () => {
    expect(
      breaking(
        (row) => !/пробк/i.test(row.sole ?? "") || row.subType === "cork-sandals",
        (row) => [row.subType, row.sole],
      ),
    ).toEqual([]);
    expect(
      breaking(
        (row) =>
          !/мембран|gore-tex/i.test(`${row.paddingMaterial} ${row.functionality}`) ||
          row.type === "hiking-boots",
        (row) => [row.type, row.paddingMaterial, row.functionality],
      ),
    ).toEqual([]);
  });

  it("clothing and accessories neither cushion a step nor come in a shoe box", () => {
    expect(
      breaking(
        (row) =>
          isFootwear(row) ||
          (row.functionality !== "Амортизация" && !/коробк(?!и)/i.test(row.packaging ?? "")),
        (row) => [row.category, row.functionality, row.packaging],
      ),
    ).toEqual([]);
    expect(
      breaking(
        (row) => !/шнурки/i.test(row.packaging ?? "") || /шнур/i.test(row.fasteningType ?? ""),
        (row) => [row.fasteningType, row.packaging],
      ),
    ).toEqual([]);
  });

  it("a garment's notes never say how a size fits: that is the size guide's", () => {
    expect(
      breaking(
        (row) => !/мерит|соответствует размеру/i.test(row.additionalInfo ?? ""),
        (row) => [row.sizeGuide, row.additionalInfo],
      ),
    ).toEqual([]);
  });

  it("«Материал» names what the goods are made of, not only their sole or filling", () => {
    expect(
      breaking(
        (row) =>
          Boolean(row.material) &&
          !/^(Резина|Перо)$/.test(row.material ?? "") &&
          (row.material ?? "").split(", ").every((name) => name !== "Перо" && name !== "Резина"),
        (row) => [row.materials, row.material],
      ),
    ).toEqual([]);
  });

  it("children's shoes keep their model's shape: a sneaker model is never a children's clog", () => {
    const shapeOf: Record<string, string> = {
      "kids-sneakers": "krossovki",
      "kids-kedy": "kedy",
      "kids-sandals": "sandalii",
    };
    expect(
      breaking(
        (row) =>
          row.category !== "detskaya-obuv" || modelOf(row)?.categorySlugs[0] === shapeOf[row.type],
        (row) => [row.modelSlug, row.type],
      ),
    ).toEqual([]);
  });
});
