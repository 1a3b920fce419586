/**
 * server/catalogue/filter-service.ts's slug lookups kept per catalogue snapshot
 * (docs/caching.md#the-catalogue-index): a new price range over the same snapshot asks the
 * database nothing; another snapshot (the catalogue changed) looks again; an unknown slug is
 * never kept.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { countingSelects, inRollback } from "../../tests/database.ts";
import { selectRows } from "../db/database.ts";
import { resolveSelection } from "./filter-service.ts";

describe("resolveSelection over a catalogue snapshot", () => {
  it("looks a selection's slugs up once per snapshot, whatever its price", async () => {
    await inRollback(async (db) => {
      const [section] = await selectRows<{ id: number; slug: string }>(
        db,
        sql`select id, slug from directory where deleted_at is null order by id limit 1`,
      );
      const [brand] = await selectRows<{ id: number; slug: string }>(
        db,
        sql`select id, slug from brand where deleted_at is null order by id limit 1`,
      );
      if (!section || !brand) throw new Error("the demo catalogue has sections and brands");
      const input = (minPrice: number) => ({
        directorySlug: section.slug,
        brand: [brand.slug],
        minPrice,
      });
      const snapshot = {};
      const first = await resolveSelection(db, input(1_000), snapshot);
      expect(first).toMatchObject({
        directoryId: section.id,
        brandIds: [brand.id],
        minPrice: 1_000,
      });

      // The section and the brand renamed: the snapshot in use still stands for the catalogue
      // before the change (a new one is read after it), so what it kept holds for it.
      await db.execute(sql`update directory set slug = slug || '-old' where id = ${section.id}`);
      await db.execute(sql`update brand set slug = slug || '-old' where id = ${brand.id}`);
      const { db: counted, selects } = countingSelects(db);
      const again = await resolveSelection(counted, input(2_500), snapshot);
      expect(again).toMatchObject({
        directoryId: section.id,
        brandIds: [brand.id],
        minPrice: 2_500,
      });
      expect(selects()).toBe(0);

      // Another snapshot looks again, and the old slugs are no longer there.
      await expect(resolveSelection(db, input(2_500), {})).rejects.toThrow(section.slug);
      // Without a snapshot nothing is kept: every call looks.
      await expect(resolveSelection(db, input(1_000))).rejects.toThrow(section.slug);
    });
  });

  it("never keeps an unknown slug", async () => {
    await inRollback(async (db) => {
      const snapshot = {};
      const input = { directorySlug: "novyj-razdel" };
      await expect(resolveSelection(db, input, snapshot)).rejects.toThrow(
        "Раздел каталога «novyj-razdel» не найден",
      );
      const [{ id } = { id: 0 }] = await selectRows<{ id: number }>(
        db,
        sql`insert into directory (name, slug, position) values ('Новый раздел', 'novyj-razdel', 99) returning id`,
      );
      await expect(resolveSelection(db, input, snapshot)).resolves.toMatchObject({
        directoryId: id,
      });
    });
  });
});
