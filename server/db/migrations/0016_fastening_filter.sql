CREATE TYPE "public"."fastening" AS ENUM('LACES', 'VELCRO', 'ZIP', 'BUCKLE', 'SLIP_ON');--> statement-breakpoint
ALTER TYPE "public"."filter_type" ADD VALUE 'FASTENING';--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "fastenings" "fastening"[] DEFAULT '{}' NOT NULL;