-- The shop API's read cache is told of every change to what it holds (docs/caching.md#the-shop-apis-read-cache):
-- one NOTIFY per changing statement, delivered when its transaction commits, whoever wrote it.
CREATE OR REPLACE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('meet_market_catalogue', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_item_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_item" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_brand_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_brand" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_color_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_color" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_badge_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_badge" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_image_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_image" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_slug_history_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_slug_history" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "brand_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brand" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "model_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "model" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "color_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "color" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "size_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "size" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "size_grid_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "size_grid" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "badge_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "badge" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "directory_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "directory" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "directory_filter_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "directory_filter" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_category_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_category" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_type_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_type" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_sub_type_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_sub_type" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "review_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "review_photo_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review_photo" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "blog_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "url_metadata_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "url_metadata" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "collection_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collection" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "collection_product_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "collection_product" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "promo_selection_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promo_selection" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "promo_selection_product_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promo_selection_product" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "loyalty_level_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "loyalty_level" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
