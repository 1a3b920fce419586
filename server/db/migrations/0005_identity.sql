ALTER TABLE "auth_code" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "auth_code_ip_idx" ON "auth_code" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_transaction_registration_key" ON "bonus_transaction" USING btree ("user_id") WHERE "bonus_transaction"."reason" = 'REGISTRATION';