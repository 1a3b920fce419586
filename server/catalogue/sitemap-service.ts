/**
 * What the sitemap lists of the catalogue (docs/seo.md#sitemap): every product a shopper can
 * open, in id order, read a batch at a time after a cursor, so that no request holds the whole
 * catalogue; and the parts the list is split into, each with its last change.
 */
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { type Database, selectRows } from "../db/database.ts";
import * as t from "../db/schema.ts";

/** Live and active: the products /product/{slug} answers for. */
const live = and(isNull(t.product.deletedAt), eq(t.product.active, true));

export interface SitemapProductRow {
  id: number;
  slug: string;
  updatedAt: Date;
}

/** The next `limit` live products after the id `after` (0: from the first), in id order. */
export function listSitemapProducts(
  db: Database,
  after: number,
  limit: number,
): Promise<SitemapProductRow[]> {
  return db
    .select({ id: t.product.id, slug: t.product.slug, updatedAt: t.product.updatedAt })
    .from(t.product)
    .where(and(live, gt(t.product.id, after)))
    .orderBy(asc(t.product.id))
    .limit(limit);
}

export interface SitemapPartRow {
  /** The id the part starts after (0 for the first). */
  after: number;
  /** How many products it lists. */
  count: number;
  /** The latest change among them. */
  lastmod: Date;
}

/**
 * The live products in id order cut into parts of `size`: where each starts, how many it holds
 * and when the latest of them changed. One pass over the table's rows, no rows sent back.
 */
export async function listSitemapParts(db: Database, size: number): Promise<SitemapPartRow[]> {
  const rows = await selectRows<{ last_id: number; count: number; lastmod: string | Date }>(
    db,
    sql`select max(id) as last_id, count(*)::int as count, max(updated_at) as lastmod
        from (select id, updated_at, (row_number() over (order by id) - 1) / ${size} as part
              from product where deleted_at is null and active) numbered
        group by part order by part`,
  );
  return rows.map((row, index) => ({
    after: index === 0 ? 0 : Number(rows[index - 1]?.last_id ?? 0),
    count: Number(row.count),
    lastmod: new Date(row.lastmod),
  }));
}
