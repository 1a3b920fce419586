ALTER TABLE "order_request" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cooperative_request" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "order_request" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "order_request" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "order_request" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "order_request" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "order_request" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "order_request" ADD COLUMN "budget" integer;--> statement-breakpoint
ALTER TABLE "order_request" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "price_request" ADD COLUMN "product_name" text;--> statement-breakpoint
ALTER TABLE "price_request" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "price_request" ADD COLUMN "offer_url" text;--> statement-breakpoint
ALTER TABLE "price_request" ADD COLUMN "price_seen" integer;--> statement-breakpoint
ALTER TABLE "price_request" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "price_request" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "price_request" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE INDEX "cooperative_request_phone_idx" ON "cooperative_request" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "cooperative_request_client_ip_idx" ON "cooperative_request" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "order_request_phone_idx" ON "order_request" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "order_request_client_ip_idx" ON "order_request" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "price_request_phone_idx" ON "price_request" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "price_request_client_ip_idx" ON "price_request" USING btree ("client_ip","created_at");