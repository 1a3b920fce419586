/**
 * What tells the shop API's read cache (docs/caching.md#the-shop-apis-read-cache) that the
 * catalogue changed: the database itself. Triggers on the catalogue's tables (stock, prices,
 * products, sections, brands, reviews, content; migration 0012_catalogue_changes.sql) NOTIFY this
 * channel once per changing statement, delivered when its transaction commits, whoever wrote it:
 * an order, a payment, an operator, or staff editing prices in SQL.
 */
export const CATALOGUE_CHANGED = "meet_market_catalogue";
