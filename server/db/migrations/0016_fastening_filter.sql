CREATE TYPE "public"."fastening" AS ENUM('LACES', 'VELCRO', 'ZIP', 'BUCKLE', 'SLIP_ON');--> statement-breakpoint
ALTER TYPE "public"."filter_type" ADD VALUE 'FASTENING';--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "fastenings" "fastening"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A catalogue already seeded: each product's fastenings read from its fastening phrase, as the
-- seed does (server/seed/products.ts fasteningsOf; docs/decisions/038-catalogue-filters-declared-once.md).
UPDATE "product" p SET "fastenings" = array_remove(array[
  case when pp."fastening_type" ~ '[Шш]нур' then 'LACES' end,
  case when pp."fastening_type" ~ '[Лл]ипуч' then 'VELCRO' end,
  case when pp."fastening_type" ~ '[Мм]олни' then 'ZIP' end,
  case when pp."fastening_type" ~ '[Пп]ряжк' then 'BUCKLE' end,
  case when pp."fastening_type" ~ '[Бб]ез застёжки|[Ээ]ластичн' then 'SLIP_ON' end
]::text[], null)::"fastening"[]
FROM "product_properties" pp
WHERE pp."product_id" = p."id" AND pp."fastening_type" IS NOT NULL;
