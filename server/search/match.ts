/**
 * SQL for a resolved query over `product p`: which products match (every word group, each by
 * one of its forms) and how relevant each is. Every value is a bound parameter; the tsquery
 * functions with an explicit configuration are immutable, so PostgreSQL folds them to constants
 * once per query and the GIN index on search_vector serves the match.
 */
import { type SQL, sql } from "drizzle-orm";
import type { MatchForm, ResolvedQuery, WordGroup } from "./resolve.ts";

/** Anything that separates words in search_text. */
const EDGE = "[^0-9a-zа-я]";

/** The tsquery of one form: its lexeme (snowball stemmer), or words that start with it. */
function formQuery(form: MatchForm): SQL | undefined {
  if (form.stop) return undefined;
  const lexeme = sql`plainto_tsquery('russian', ${form.text})`;
  // 'simple' keeps the typed letters: 'кросс':* matches the lexeme кроссовк, which the russian
  // stemmer would not give for «кросс».
  return form.prefix ? sql`(${lexeme} || to_tsquery('simple', ${`${form.text}:*`}))` : lexeme;
}

/** Any form of a group, as one tsquery; undefined when it has only stop words. */
function groupQuery(group: WordGroup): SQL | undefined {
  const queries = group.forms.map(formQuery).filter((query) => query !== undefined);
  return queries.length === 0 ? undefined : sql`(${sql.join(queries, sql` || `)})`;
}

/** A document to match words in: its tsvector and its lower-cased, unaccented text. */
export interface SearchDocument {
  vector: SQL;
  text: SQL;
}

const productDocument: SearchDocument = { vector: sql`p.search_vector`, text: sql`p.search_text` };

/** Whether a document matches a group: by one of its forms, or not at all without forms. */
export function groupMatch(group: WordGroup, document: SearchDocument): SQL {
  const conditions: SQL[] = [];
  const query = groupQuery(group);
  if (query) conditions.push(sql`${document.vector} @@ ${query}`);
  // Stop words never reach the tsvector («on» of On Running): find them in the text.
  for (const form of group.forms.filter((f) => f.stop)) {
    const pattern = `(^|${EDGE})${form.text}${form.prefix ? "" : `($|${EDGE})`}`;
    conditions.push(sql`${document.text} ~ ${pattern}`);
  }
  return conditions.length === 0 ? sql`false` : sql`(${sql.join(conditions, sql` or `)})`;
}

/** Products matching every group of the query. */
export function searchCondition(query: ResolvedQuery): SQL {
  if (query.groups.length === 0) return sql`false`;
  const groups = query.groups.map((group) => groupMatch(group, productDocument));
  return sql`(${sql.join(groups, sql` and `)})`;
}

/** Whether a query can match anything at all (every group has a form). */
export function canMatch(query: ResolvedQuery): boolean {
  return query.groups.length > 0 && query.groups.every((group) => group.forms.length > 0);
}

/**
 * Relevance of a matching product: ts_rank of the whole query, plus ts_rank of the words as
 * typed, so that exact words outrank prefixes and corrections. Trigram similarity is not used
 * per product: over the 20 000 products a broad query matches in a 50 000-product catalogue it
 * costs about 14 µs a row (see bench/README.md); the typo correction uses it, on the vocabulary.
 */
export function relevance(query: ResolvedQuery): SQL {
  const all = query.groups.map(groupQuery).filter((q) => q !== undefined);
  if (all.length === 0) return sql`0::real`;
  const typed = query.groups
    .filter((group) => group.forms.some((form) => form.text === group.typed && !form.stop))
    .map((group) => sql`plainto_tsquery('russian', ${group.typed})`);
  const rank = sql`ts_rank(p.search_vector, ${sql.join(all, sql` && `)})`;
  return typed.length === 0
    ? rank
    : sql`(${rank} + ts_rank(p.search_vector, ${sql.join(typed, sql` || `)}))`;
}
