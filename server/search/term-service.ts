/**
 * The catalogue's vocabulary (table search_term, kept current by catalogue/denormalise.ts),
 * looked up to tell which of a shopper's words the catalogue knows and to correct the others.
 */
import { sql } from "drizzle-orm";
import { type Database, selectRows } from "../db/database.ts";

/** How the vocabulary knows a word. */
export interface KnownForm {
  /** The very word is in the vocabulary. */
  exact: boolean;
  /** Some word starts with it («кросс» → кроссовки). */
  prefix: boolean;
  /** Some word has its lexeme («кроссовкам» → кроссовки). */
  stem: boolean;
  /** The text search configuration drops it («и», «on»). */
  stop: boolean;
}

/** Looks up words (already normalised by wordsOf) in the vocabulary. */
export async function lookUpForms(
  db: Database,
  forms: readonly string[],
): Promise<Map<string, KnownForm>> {
  if (forms.length === 0) return new Map();
  const rows = await selectRows<KnownForm & { form: string }>(
    db,
    sql`select f.form,
          exists (select 1 from search_term t where t.term = f.form and t.products > 0) as exact,
          exists (select 1 from search_term t
                  where t.term like f.form || '%' and t.products > 0) as prefix,
          exists (select 1 from search_term t
                  where t.lexeme = any(tsvector_to_array(to_tsvector('russian', f.form)))
                    and t.products > 0) as stem,
          length(to_tsvector('russian', f.form)) = 0 as stop
        from unnest(${sql.param([...forms])}::text[]) as f(form)`,
  );
  return new Map(rows.map(({ form, ...known }) => [form, known]));
}

export interface TermCandidate {
  term: string;
  lexeme: string | null;
  products: number;
  similarity: number;
}

/**
 * Vocabulary words that may be what was meant by each of `forms`: trigram-similar ones (the
 * `%` operator, on the trigram index), and, because trigrams say little about short words,
 * those of about the same length that start with the same two letters («наик» → найк).
 */
export async function termCandidates(
  db: Database,
  forms: readonly string[],
): Promise<Map<string, TermCandidate[]>> {
  const result = new Map<string, TermCandidate[]>(forms.map((form) => [form, []]));
  if (forms.length === 0) return result;
  const rows = await selectRows<TermCandidate & { form: string }>(
    db,
    sql`select f.form, c.term, c.lexeme, c.products, c.similarity
        from unnest(${sql.param([...forms])}::text[]) as f(form)
        cross join lateral (
          select t.term, t.lexeme, t.products, similarity(t.term, f.form)::float8 as similarity
          from search_term t
          where t.products > 0
            and (t.term % f.form
                 or (left(t.term, 2) = left(f.form, 2)
                     and length(t.term) between length(f.form) - 2 and length(f.form) + 2))
          order by similarity desc, t.products desc
          limit 20
        ) c`,
  );
  for (const { form, ...candidate } of rows) result.get(form)?.push(candidate);
  return result;
}
