CREATE TYPE "public"."promo_code_occasion" AS ENUM('REGISTRATION', 'BIRTHDAY', 'GIFT');--> statement-breakpoint
ALTER TABLE "promo_code" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "promo_code" ADD COLUMN "occasion" "promo_code_occasion";--> statement-breakpoint
ALTER TABLE "promo_code" ADD CONSTRAINT "promo_code_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_user_idx" ON "promo_code" USING btree ("user_id") WHERE "promo_code"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_product_user_key" ON "review" USING btree ("product_id","user_id") WHERE "review"."user_id" is not null and "review"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "review_user_idx" ON "review" USING btree ("user_id","created_at");