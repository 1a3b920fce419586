/**
 * The catalogue's vocabulary (table search_term): kept current from product.search_text, and
 * looked up to tell which of a shopper's words the catalogue knows and to correct the others.
 */
import { sql } from "drizzle-orm";
import { type Database, selectRows } from "../db/database.ts";

/** What separates words in product.search_text; wordsOf in query.ts splits queries alike. */
const SEPARATOR = "[^0-9a-zа-я]+";

/** A word's lexeme in the 'russian' configuration, null for a stop word («и», «the», «он»). */
const LEXEME = sql.raw(`(tsvector_to_array(to_tsvector('russian', term)))[1]`);

/**
 * Rebuilds the vocabulary from the live products' search text. Given product ids, only adds and
 * recounts those products' words (counting products by lexeme): cheap enough to run after each
 * edit; a word no product uses any more stays until the next full refresh.
 */
export async function refreshSearchTerms(db: Database, productIds?: number[]): Promise<void> {
  if (!productIds) {
    await db.execute(sql`
      with counted as (
        select w as term, count(distinct p.id)::int as products
        from product p cross join lateral regexp_split_to_table(p.search_text, ${SEPARATOR}) as w
        where w <> '' and p.deleted_at is null and p.active
        group by w
      ), upserted as (
        insert into search_term (term, lexeme, products)
        select term, ${LEXEME}, products from counted
        on conflict (term) do update set lexeme = excluded.lexeme, products = excluded.products
      )
      delete from search_term t where not exists (select 1 from counted c where c.term = t.term)
    `);
    return;
  }
  if (productIds.length === 0) return;
  await db.execute(sql`
    with words as (
      select distinct w as term
      from product p cross join lateral regexp_split_to_table(p.search_text, ${SEPARATOR}) as w
      where p.id = any(${sql.param(productIds)}::int[]) and w <> ''
    ), lexemes as (
      select term, ${LEXEME} as lexeme from words
    )
    insert into search_term (term, lexeme, products)
    select term, lexeme, (
      select count(*)::int from product p
      where p.deleted_at is null and p.active and case
        when lexeme is null then p.search_text ~ ('(^|[^0-9a-zа-я])' || term || '($|[^0-9a-zа-я])')
        else p.search_vector @@ to_tsquery('simple', quote_literal(lexeme))
      end
    )
    from lexemes
    on conflict (term) do update set lexeme = excluded.lexeme, products = excluded.products
  `);
}

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
