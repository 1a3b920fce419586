import { parse } from "csv-parse/sync";
import { and, eq, sql } from "drizzle-orm";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { type Kit, withApi } from "../../tests/identity-kit.ts";
import { signInStaff } from "../../tests/staff-kit.ts";
import { selectRows } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { CATALOGUE_MESSAGES } from "../../shared/catalogue-prices.ts";
import { STAFF_MESSAGES } from "../staff/access.ts";
import { CSV_COLUMNS, MAX_IMPORT_BYTES } from "./csv-format.ts";
import { IMPORT_MESSAGES } from "./csv-import.ts";
import {
  CATALOGUE_EXPORT_PATH,
  CATALOGUE_IMPORT_PATH,
  UPLOAD_MESSAGES,
} from "./import-endpoint.ts";

const PRODUCTS = /* GraphQL */ `
  query CatalogueProducts($dto: CatalogueProductsDto!) {
    catalogueProducts(dto: $dto) {
      id
      slug
      visible
      sizes {
        id
        price
        oldPrice
        sale
        stock
        state
      }
    }
  }
`;
const UPDATE_ITEM = /* GraphQL */ `
  mutation UpdateItem($dto: UpdateCatalogueItemDto!) {
    updateCatalogueItem(dto: $dto) {
      id
      price
      oldPrice
      sale
      stock
    }
  }
`;
const VISIBILITY = /* GraphQL */ `
  mutation Visibility($dto: SetProductVisibilityDto!) {
    setProductVisibility(dto: $dto) {
      id
      visible
    }
  }
`;
const IMPORT_JOB = /* GraphQL */ `
  query ImportJob($dto: CatalogueImportDto!) {
    catalogueImport(dto: $dto) {
      id
      state
      rowsTotal
      rowsDone
      summary
      itemsChanged
      refusedCount
      refused {
        line
        reason
      }
    }
  }
`;
/** The storefront's own read of a product's offers. */
const STOREFRONT_PRODUCT = /* GraphQL */ `
  query Product($dto: ProductDto!) {
    product(dto: $dto) {
      items {
        id
        priceDetails {
          price
          oldPrice
          sale
        }
      }
    }
  }
`;

interface ImportJobData {
  catalogueImport: {
    state: string;
    rowsTotal: number;
    rowsDone: number;
    itemsChanged: number;
    refusedCount: number;
    refused: { line: number; reason: string }[];
  } | null;
}

/** An item on sale and its product's slug. */
async function itemOnSale(kit: Kit) {
  const [row] = await selectRows<{ id: number; slug: string; price: number }>(
    kit.db,
    sql`select i.id, p.slug, i.price from product_item i join product p on p.id = i.product_id
      where i.active and not i.is_sold and not i.is_reserved and i.deleted_at is null
        and p.active and p.deleted_at is null order by i.id limit 1`,
  );
  if (!row) throw new Error("the seed has no item on sale");
  return row;
}

const storefrontPrice = async (kit: Kit, slug: string, itemId: number) => {
  const data = await kit.ok<{
    product: { items: { id: string; priceDetails: { price: number; sale: number } }[] };
  }>(STOREFRONT_PRODUCT, { dto: { slug } });
  return data.product.items.find((item) => item.id === String(itemId))?.priceDetails;
};

const auditOf = (kit: Kit, action: string) =>
  kit.db.select().from(t.staffAudit).where(eq(t.staffAudit.action, action));

function upload(kit: Kit, token: string | null, file: Blob | null, name = "prices.csv") {
  const form = new FormData();
  if (file) form.set("file", file, name);
  return kit.api.fetch(
    new Request(`http://shop.test${CATALOGUE_IMPORT_PATH}`, {
      method: "POST",
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    }),
  );
}

/** Uploads a CSV and waits for its job to be over. */
async function importCsv(kit: Kit, token: string, text: string) {
  const answer = await upload(kit, token, new Blob([text], { type: "text/csv" }));
  expect(answer.status).toBe(202);
  const { id } = (await answer.json()) as { id: string };
  for (;;) {
    const { catalogueImport } = await kit.ok<ImportJobData>(IMPORT_JOB, { dto: { id } }, { token });
    if (catalogueImport && !["QUEUED", "RUNNING"].includes(catalogueImport.state)) {
      return { id, ...catalogueImport };
    }
    await sleep(20);
  }
}

async function exportRows(kit: Kit, token: string) {
  const answer = await kit.api.fetch(
    new Request(`http://shop.test${CATALOGUE_EXPORT_PATH}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(answer.headers.get("cache-control")).toBe("no-store");
  const bytes = new Uint8Array(await answer.arrayBuffer());
  // Excel's sign of UTF-8 (a decoder's text() would drop it).
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes);
  expect(text.startsWith("item_id;")).toBe(true);
  return parse(text, { bom: true, delimiter: ";", columns: true }) as Record<string, string>[];
}

const csvOf = (rows: Record<string, string>[]) =>
  [
    CSV_COLUMNS.join(";"),
    ...rows.map((row) =>
      CSV_COLUMNS.map((column) => {
        const value = row[column] ?? "";
        return /[;"]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
      }).join(";"),
    ),
  ].join("\n");

describe("the back office's catalogue API", () => {
  it.each(["OWNER", "MANAGER", "WAREHOUSE"] as const)(
    "lets %s change an item's price, old price and stock, recorded, as the storefront then shows",
    async (role) => {
      await withApi(async (kit) => {
        const staff = await signInStaff(kit, role);
        const item = await itemOnSale(kit);
        const { catalogueProducts } = await kit.ok<{
          catalogueProducts: { slug: string; sizes: { id: string }[] }[];
        }>(PRODUCTS, { dto: { query: item.slug } }, { token: staff.token });
        expect(catalogueProducts[0]?.sizes.map((size) => size.id)).toContain(String(item.id));

        const { updateCatalogueItem } = await kit.ok<{ updateCatalogueItem: unknown }>(
          UPDATE_ITEM,
          { dto: { itemId: String(item.id), price: 4_900_00, oldPrice: 7_000_00, stock: 1 } },
          { token: staff.token },
        );
        expect(updateCatalogueItem).toEqual({
          id: String(item.id),
          price: 4_900_00,
          oldPrice: 7_000_00,
          sale: 30,
          stock: 1,
        });
        expect(await storefrontPrice(kit, item.slug, item.id)).toMatchObject({
          price: 4_900_00,
          sale: 30,
        });
        const [entry] = await auditOf(kit, "item.price");
        expect(entry).toMatchObject({
          staffName: staff.name,
          subjectType: "product_item",
          subjectId: String(item.id),
        });
        expect(entry?.details).toMatchObject({ after: { price: 4_900_00, oldPrice: 7_000_00 } });

        await kit.ok(
          UPDATE_ITEM,
          { dto: { itemId: String(item.id), price: 4_900_00, oldPrice: 7_000_00, stock: 0 } },
          { token: staff.token },
        );
        expect(await auditOf(kit, "item.stock")).toHaveLength(1);
      });
    },
  );

  it("refuses a moderator, a shopper and a guest every field and endpoint", async () => {
    await withApi(async (kit) => {
      const moderator = await signInStaff(kit, "MODERATOR");
      const shopper = await kit.signIn("+79990001122");
      const item = await itemOnSale(kit);
      const operations: [string, Record<string, unknown>][] = [
        [PRODUCTS, { dto: { query: "" } }],
        [UPDATE_ITEM, { dto: { itemId: String(item.id), price: 100, stock: 1 } }],
        [VISIBILITY, { dto: { productId: "1", visible: false } }],
        [IMPORT_JOB, { dto: { id: "1" } }],
      ];
      for (const [document, variables] of operations) {
        expect(await kit.fails(document, variables, { token: moderator.token })).toMatchObject({
          message: STAFF_MESSAGES.forbidden,
          extensions: { code: "FORBIDDEN" },
        });
        for (const token of [shopper.accessToken, undefined]) {
          expect(await kit.fails(document, variables, { token })).toMatchObject({
            extensions: { code: "UNAUTHENTICATED" },
          });
        }
      }
      const file = new Blob([`item_id;price;old_price;stock\n${item.id};1;;1\n`]);
      expect((await upload(kit, moderator.token, file)).status).toBe(403);
      expect((await upload(kit, shopper.accessToken, file)).status).toBe(401);
      expect((await upload(kit, null, file)).status).toBe(401);
      const exported = await kit.api.fetch(
        new Request(`http://shop.test${CATALOGUE_EXPORT_PATH}`, {
          headers: { authorization: `Bearer ${moderator.token}` },
        }),
      );
      expect(exported.status).toBe(403);
      expect(await exported.json()).toEqual({ message: STAFF_MESSAGES.forbidden });
      const [after] = await kit.db
        .select({ price: t.productItem.price })
        .from(t.productItem)
        .where(eq(t.productItem.id, item.id));
      expect(after?.price).toBe(item.price);
    });
  });

  it("refuses bad values in Russian and hides a product, recorded", async () => {
    await withApi(async (kit) => {
      const staff = await signInStaff(kit, "WAREHOUSE");
      const item = await itemOnSale(kit);
      const refused = await kit.fails(
        UPDATE_ITEM,
        { dto: { itemId: String(item.id), price: 100_00, oldPrice: 50_00, stock: 1 } },
        { token: staff.token },
      );
      expect(refused).toMatchObject({
        message: CATALOGUE_MESSAGES.oldPriceNotAbove,
        extensions: { code: "BAD_USER_INPUT" },
      });
      const [product] = await kit.db.select().from(t.product).where(eq(t.product.slug, item.slug));
      const { setProductVisibility } = await kit.ok<{ setProductVisibility: unknown }>(
        VISIBILITY,
        { dto: { productId: String(product?.id), visible: false } },
        { token: staff.token },
      );
      expect(setProductVisibility).toEqual({ id: String(product?.id), visible: false });
      expect(await auditOf(kit, "product.visibility")).toHaveLength(1);
    });
  });

  it("imports 5 000 rows through the upload, then the storefront shows the new prices", async () => {
    await withApi(async (kit) => {
      const staff = await signInStaff(kit, "WAREHOUSE");
      const rows = (await exportRows(kit, staff.token)).slice(0, 5000);
      expect(rows).toHaveLength(5000);
      const changed = rows.map((row): Record<string, string> => ({
        ...row,
        price: String(Math.floor(Number(row.price)) + 7),
        old_price: "",
      }));
      const job = await importCsv(kit, staff.token, csvOf(changed));
      expect(job).toMatchObject({
        state: "DONE",
        rowsTotal: 5000,
        rowsDone: 5000,
        itemsChanged: 5000,
      });
      const first = changed.find((row) => row.stock === "1" && row.visible === "да");
      if (!first) throw new Error("no row on sale");
      expect(
        await storefrontPrice(kit, first.product_slug ?? "", Number(first.item_id)),
      ).toMatchObject({
        price: Number(first.price) * 100,
        sale: 0,
      });
      const [entry] = await kit.db
        .select()
        .from(t.staffAudit)
        .where(
          and(eq(t.staffAudit.action, "catalogue.import"), eq(t.staffAudit.subjectId, job.id)),
        );
      expect(entry?.details).toMatchObject({
        state: "DONE",
        rows: 5000,
        itemsChanged: 5000,
        refused: 0,
      });
    });
  });

  it("applies nothing when one row is refused, and refuses uploads it will not read", async () => {
    await withApi(async (kit) => {
      const staff = await signInStaff(kit, "MANAGER");
      const rows = (await exportRows(kit, staff.token))
        .filter((row) => row.stock === "1")
        .slice(0, 3);
      const [good, bad] = rows;
      if (!good || !bad) throw new Error("too few rows");
      const job = await importCsv(
        kit,
        staff.token,
        csvOf([
          { ...good, price: "777" },
          { ...bad, stock: "-3" },
        ]),
      );
      expect(job).toMatchObject({
        state: "REFUSED",
        rowsDone: 0,
        refusedCount: 1,
        refused: [{ line: 3, reason: CATALOGUE_MESSAGES.stockNegative }],
      });
      const [item] = await kit.db
        .select({ price: t.productItem.price })
        .from(t.productItem)
        .where(eq(t.productItem.id, Number(good.item_id)));
      expect(item?.price).toBe(Number(good.price) * 100);
      const header = await importCsv(kit, staff.token, "id;price\n1;2\n");
      expect(header.refused).toEqual([{ line: 1, reason: IMPORT_MESSAGES.unknownColumn("id") }]);

      const noFile = await upload(kit, staff.token, null);
      expect(noFile.status).toBe(400);
      expect(await noFile.json()).toEqual({ message: UPLOAD_MESSAGES.noFile });
      const huge = await upload(kit, staff.token, new Blob([new Uint8Array(MAX_IMPORT_BYTES + 1)]));
      expect(huge.status).toBe(413);
      expect(await huge.json()).toEqual({ message: UPLOAD_MESSAGES.tooLarge });
    });
  });
});
