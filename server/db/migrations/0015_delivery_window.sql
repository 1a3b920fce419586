-- The delivery window promised when an item was ordered: its first day (docs/checkout.md#delivery-window).
ALTER TABLE "order_product_item" ADD COLUMN "estimated_delivery_from" date;
