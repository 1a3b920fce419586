ALTER TABLE "cart" ALTER COLUMN "bonuses_to_spend" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "cart" ALTER COLUMN "bonuses_to_spend" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "promo_code" ADD COLUMN "once_per_shopper" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "promo_code" ADD COLUMN "product_category_id" integer;--> statement-breakpoint
ALTER TABLE "promo_code" ADD CONSTRAINT "promo_code_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code" ADD CONSTRAINT "promo_code_product_category_id_product_category_id_fk" FOREIGN KEY ("product_category_id") REFERENCES "public"."product_category"("id") ON DELETE no action ON UPDATE no action;