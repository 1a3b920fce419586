CREATE TYPE "public"."request_state" AS ENUM('NEW', 'IN_PROGRESS', 'DONE', 'REJECTED');--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "cooperative_request" ADD COLUMN "state" "request_state" DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "cooperative_request" ADD COLUMN "state_note" text;--> statement-breakpoint
ALTER TABLE "cooperative_request" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cooperative_request" ADD COLUMN "state_changed_by" integer;--> statement-breakpoint
ALTER TABLE "order_request" ADD COLUMN "state" "request_state" DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_request" ADD COLUMN "state_note" text;--> statement-breakpoint
ALTER TABLE "order_request" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_request" ADD COLUMN "state_changed_by" integer;--> statement-breakpoint
ALTER TABLE "price_request" ADD COLUMN "state" "request_state" DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_request" ADD COLUMN "state_note" text;--> statement-breakpoint
ALTER TABLE "price_request" ADD COLUMN "state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "price_request" ADD COLUMN "state_changed_by" integer;--> statement-breakpoint
ALTER TABLE "cooperative_request" ADD CONSTRAINT "cooperative_request_state_changed_by_staff_id_fk" FOREIGN KEY ("state_changed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request" ADD CONSTRAINT "order_request_state_changed_by_staff_id_fk" FOREIGN KEY ("state_changed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_request" ADD CONSTRAINT "price_request_state_changed_by_staff_id_fk" FOREIGN KEY ("state_changed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cooperative_request_state_idx" ON "cooperative_request" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "order_request_state_idx" ON "order_request" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "price_request_state_idx" ON "price_request" USING btree ("state","created_at");