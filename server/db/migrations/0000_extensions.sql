-- drizzle-kit does not emit CREATE EXTENSION; search (issue 3) needs trigram similarity and accent folding.
-- Both are "trusted" extensions since PostgreSQL 13, so the database owner can create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
