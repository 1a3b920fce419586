CREATE TYPE "public"."stock_alert_kind" AS ENUM('BACK_IN_STOCK', 'PRICE_DROP');--> statement-breakpoint
ALTER TYPE "public"."code_purpose" ADD VALUE 'ALERT';--> statement-breakpoint
CREATE TABLE "stock_alert" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_alert_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"channel" "message_channel" NOT NULL,
	"recipient" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_item_id" integer,
	"kind" "stock_alert_kind" NOT NULL,
	"price_at_subscription" integer NOT NULL,
	"notified_price" integer,
	"waiting" boolean DEFAULT true NOT NULL,
	"token_hash" text NOT NULL,
	"consent_version" text,
	"last_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_alert" ADD CONSTRAINT "stock_alert_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alert" ADD CONSTRAINT "stock_alert_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alert" ADD CONSTRAINT "stock_alert_product_item_id_product_item_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alert_token_key" ON "stock_alert" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alert_live_key" ON "stock_alert" USING btree ("recipient","kind","product_id",coalesce("product_item_id", 0)) WHERE "stock_alert"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alert_product_idx" ON "stock_alert" USING btree ("product_id") WHERE "stock_alert"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alert_user_idx" ON "stock_alert" USING btree ("user_id") WHERE "stock_alert"."deleted_at" is null;