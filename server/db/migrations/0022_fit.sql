CREATE TABLE "shopper_fit" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"foot_length_mm" smallint NOT NULL,
	"brand_id" integer,
	"model" text,
	"size" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "size_grid" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "size_grid" ADD COLUMN "footwear" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shopper_fit" ADD CONSTRAINT "shopper_fit_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopper_fit" ADD CONSTRAINT "shopper_fit_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_grid" ADD CONSTRAINT "size_grid_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "size_grid_brand_idx" ON "size_grid" USING btree ("brand_id","sex");--> statement-breakpoint
-- A catalogue already seeded: the shop's grids whose every row's cm is one length (not a range,
-- not a dash) are shoe grids, as the seed marks them (docs/fit.md). Brands' charts come with a
-- new seed; without them a brand's shoes are read by the shop's grid.
UPDATE "size_grid" g SET "footwear" = true
WHERE EXISTS (SELECT 1 FROM "size" s WHERE s."size_grid_id" = g."id")
  AND NOT EXISTS (
    SELECT 1 FROM "size" s
    WHERE s."size_grid_id" = g."id" AND (s."cm" IS NULL OR s."cm" !~ '^[0-9]{1,2}([.,][0-9]{1,2})?$')
  );
