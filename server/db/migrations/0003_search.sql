CREATE TABLE "search_term" (
	"term" text PRIMARY KEY NOT NULL,
	"lexeme" text,
	"products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_term_trgm_idx" ON "search_term" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_term_lexeme_idx" ON "search_term" USING btree ("lexeme");--> statement-breakpoint
CREATE INDEX "product_listing_cover_idx" ON "product" USING btree ("directory_id","min_price","product_category_id","unit_sold","max_sale","created_at","id") WHERE "product"."deleted_at" is null and "product"."active";--> statement-breakpoint
CREATE INDEX "product_item_offer_idx" ON "product_item" USING btree ("product_id","size_id","delivery_speed","price","sale") WHERE "product_item"."active" and not "product_item"."is_sold" and not "product_item"."is_reserved" and "product_item"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "product_item_size_offer_idx" ON "product_item" USING btree ("size_id","delivery_speed","product_id") WHERE "product_item"."active" and not "product_item"."is_sold" and not "product_item"."is_reserved" and "product_item"."deleted_at" is null;
--> statement-breakpoint
-- Hand-written, as drizzle-kit cannot express INCLUDE (see product in server/db/schema.ts): a
-- narrow copy of what search reads, so that a broad query («кроссовки», 40 % of the catalogue)
-- matches and ranks from this index instead of reading the wide product rows.
CREATE INDEX "product_search_cover_idx" ON "product" USING btree ("id") INCLUDE ("search_vector", "unit_sold", "directory_id", "product_category_id") WHERE "product"."deleted_at" is null and "product"."active";
--> statement-breakpoint
-- Hand-written: fill the vocabulary of a catalogue seeded before this migration, as
-- refreshSearchTerms (server/search/terms.ts) does; a new database gets it from the seed.
INSERT INTO "search_term" ("term", "lexeme", "products")
SELECT w, (tsvector_to_array(to_tsvector('russian', w)))[1], count(DISTINCT p.id)::int
FROM "product" p CROSS JOIN LATERAL regexp_split_to_table(p.search_text, '[^0-9a-zа-я]+') AS w
WHERE w <> '' AND p.deleted_at IS NULL AND p.active
GROUP BY w;
