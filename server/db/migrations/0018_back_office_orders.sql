ALTER TABLE "order" ADD COLUMN "comment_for_shopper" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "comment_for_shopper_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_created_idx" ON "order" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_status_idx" ON "order" USING btree ("status");--> statement-breakpoint
CREATE INDEX "order_phone_trgm_idx" ON "order" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_product_item_status_idx" ON "order_product_item" USING btree ("status","order_id");