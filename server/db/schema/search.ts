/** Derived data that search reads. */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The catalogue's vocabulary: every distinct word of the products' search text, against which
 * search corrects a shopper's typos (trigram similarity) before matching products. Derived
 * data, rebuilt by refreshProductDenormals.
 */
export const searchTerm = pgTable(
  "search_term",
  {
    /** Lower-cased, unaccented, as in product.search_text. */
    term: text("term").primaryKey(),
    /** Its lexeme in the 'russian' text search configuration; null for a stop word. */
    lexeme: text("lexeme"),
    /** Live products whose search text has the word. */
    products: integer("products").notNull().default(0),
  },
  (t) => [
    index("search_term_trgm_idx").using("gin", sql`${t.term} gin_trgm_ops`),
    index("search_term_lexeme_idx").on(t.lexeme),
  ],
);
