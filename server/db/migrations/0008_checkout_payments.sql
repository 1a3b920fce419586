CREATE TABLE "sandbox_payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"idempotence_key" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD CONSTRAINT "sandbox_payment_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_idempotence_key" ON "sandbox_payment" USING btree ("idempotence_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_transaction_order_reason_key" ON "bonus_transaction" USING btree ("order_id","reason") WHERE "bonus_transaction"."reason" in ('ORDER_SPENT', 'ORDER_REFUND');--> statement-breakpoint
CREATE INDEX "order_reserved_until_idx" ON "order" USING btree ("reserved_until") WHERE "order"."status" = 'AWAITING_PAY';