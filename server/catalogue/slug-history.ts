/**
 * A product's former slugs: a link made before a product was renamed still finds it, and the
 * product it finds carries its current slug, which the storefront redirects to.
 */
import { type SQL, sql } from "drizzle-orm";
import * as t from "../db/schema.ts";

/**
 * Matches the product a slug names: the product whose slug it is now, else the one that had it
 * before. A current slug wins over a former one, so a slug that moved on to another product
 * leads there.
 */
export function productNamedBy(slug: string): SQL {
  return sql`${t.product.id} = coalesce(
    (select p.id from ${t.product} p where p.slug = ${slug}),
    (select h.product_id from ${t.productSlugHistory} h where h.slug = ${slug})
  )`;
}
