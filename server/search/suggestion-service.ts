/**
 * Suggestions under the search box: brands, models and categories whose names match the query
 * (by lexeme, prefix or corrected typo, like products do), and the corrected query itself.
 */
import { type SQL, sql } from "drizzle-orm";
import { type Database, selectRows } from "../db/database.ts";
import { groupMatch, type SearchDocument } from "./match.ts";
import type { ResolvedQuery } from "./resolve.ts";

export const suggestionKinds = ["BRAND", "MODEL", "CATEGORY", "QUERY"] as const;
export type SuggestionKind = (typeof suggestionKinds)[number];

export interface Suggestion {
  text: string;
  kind: SuggestionKind;
  /** The brand's, model's or category's slug; null for a query. */
  slug: string | null;
  /** A category's directory (category slugs are unique only within one). */
  directorySlug: string | null;
}

export const MAX_SUGGESTIONS = 5;

/**
 * Up to five names, most words matched first (then brands, categories, models; the most
 * prominent first), after the corrected query if there is one.
 */
export async function suggest(db: Database, query: ResolvedQuery): Promise<Suggestion[]> {
  const corrected: Suggestion[] = query.correctedText
    ? [{ text: query.correctedText, kind: "QUERY", slug: null, directorySlug: null }]
    : [];
  if (query.groups.length === 0) return corrected;
  // How many of the query's words a name matches.
  const score = (document: SearchDocument) =>
    sql.join(
      query.groups.map((group) => sql`${groupMatch(group, document)}::int`),
      sql` + `,
    );
  const live = sql`p.active and p.deleted_at is null`;
  const brandNames = sql`b.name || ' ' || array_to_string(b.aliases, ' ')`;

  const rows = await selectRows<Suggestion>(
    db,
    sql`with names as materialized (
          select kind, id, text, slug, "directorySlug", kind_order, position, words,
                 to_tsvector('russian', words) as vector
          from (
            select 'BRAND' as kind, b.id, b.name as text, b.slug, null as "directorySlug",
                   0 as kind_order, -b.position_score as position, ${lowered(brandNames)} as words
            from brand b
            where b.deleted_at is null
            union all
            select 'CATEGORY', c.id, c.name, c.slug, d.slug, 1, c.position, ${lowered(sql`c.name`)}
            from product_category c join directory d on d.id = c.directory_id
            where c.deleted_at is null and d.deleted_at is null
            union all
            select 'MODEL', m.id,
                   case when starts_with(lower(m.name), lower(b.name)) then m.name
                        else b.name || ' ' || m.name end,
                   m.slug, null, 2, -b.position_score * 100000 + m.id,
                   ${lowered(sql`${brandNames} || ' ' || m.name`)}
            from model m join brand b on b.id = m.brand_id
            where m.deleted_at is null and b.deleted_at is null
          ) entity
        ), matched as materialized (
          select * from (
            select n.*, ${score({ vector: sql`n.vector`, text: sql`n.words` })} as score
            from names n
          ) scored
          -- Brands and categories may match some words («кроссовки найк»), a model all of them.
          where score > 0 and (kind <> 'MODEL' or score = ${query.groups.length})
        )
        select kind, text, slug, "directorySlug" from matched n
        -- Only what leads to products on sale.
        where case kind
          when 'BRAND' then exists (select 1 from product_brand pb join product p on p.id = pb.product_id
                                    where pb.brand_id = n.id and ${live})
          when 'CATEGORY' then exists (select 1 from product p join product_category c
                                         on c.id = p.product_category_id
                                       where c.id = n.id and p.directory_id = c.directory_id
                                         and ${live})
          else exists (select 1 from product p where p.model_id = n.id and ${live})
        end
        order by score desc, kind_order, position, text
        limit ${MAX_SUGGESTIONS}`,
  );
  return [...corrected, ...rows];
}

/** A name as the search documents hold it. */
function lowered(text: SQL): SQL {
  return sql`lower(unaccent(${text}))`;
}
