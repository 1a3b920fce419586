ALTER TABLE "product_item" DROP COLUMN "loyalty_price";--> statement-breakpoint
ALTER TABLE "product_item" DROP COLUMN "cashback";