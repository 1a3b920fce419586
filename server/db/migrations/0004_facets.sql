ALTER TABLE "product" ADD COLUMN "offer_keys" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "offer_min_prices" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "offer_max_prices" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
-- Fills the offer keys of existing products as refreshProductDenormals (server/catalogue/denormalise.ts) does.
UPDATE "product" p
SET "offer_keys" = offers.keys, "offer_min_prices" = offers.min_prices, "offer_max_prices" = offers.max_prices
FROM (
  SELECT product_id, array_agg(key ORDER BY key) AS keys,
    array_agg(min_price ORDER BY key) AS min_prices,
    array_agg(max_price ORDER BY key) AS max_prices
  FROM (
    SELECT i.product_id,
      i.size_id * 100 + array_position(enum_range(null::delivery_speed), i.delivery_speed) * 10
        + CASE WHEN i.sale >= 50 THEN 2 WHEN i.sale > 0 THEN 1 ELSE 0 END AS key,
      min(i.price) AS min_price, max(i.price) AS max_price
    FROM "product_item" i
    WHERE i.active AND NOT i.is_sold AND NOT i.is_reserved AND i.deleted_at IS NULL
    GROUP BY 1, 2
  ) keyed
  GROUP BY product_id
) offers
WHERE offers.product_id = p.id;
