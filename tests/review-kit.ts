/** Reviews in the API tests: a product no review names yet, to write fresh ones about. */
import { and, asc, eq, isNull, notExists } from "drizzle-orm";
import * as t from "../server/db/schema.ts";
import type { Kit } from "./identity-kit.ts";

/** The first visible product without a review, with its name and address. */
export async function productWithoutReviews(kit: Kit) {
  const [product] = await kit.db
    .select({ id: t.product.id, name: t.product.name, slug: t.product.slug })
    .from(t.product)
    .where(
      and(
        eq(t.product.active, true),
        isNull(t.product.deletedAt),
        notExists(kit.db.select().from(t.review).where(eq(t.review.productId, t.product.id))),
      ),
    )
    .orderBy(asc(t.product.id))
    .limit(1);
  if (!product) throw new Error("no product without reviews");
  return product;
}
