CREATE TYPE "public"."catalogue_import_state" AS ENUM('QUEUED', 'RUNNING', 'DONE', 'REFUSED', 'FAILED');--> statement-breakpoint
CREATE TABLE "catalogue_import" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalogue_import_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer,
	"file_name" text NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"state" "catalogue_import_state" DEFAULT 'QUEUED' NOT NULL,
	"report" jsonb,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "catalogue_import" ADD CONSTRAINT "catalogue_import_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_import_created_idx" ON "catalogue_import" USING btree ("created_at");