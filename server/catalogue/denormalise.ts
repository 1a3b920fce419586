/** The product columns the catalogue and search read instead of joining: kept current from the products. */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { AVAILABLE_ITEM, OFFER_KEY } from "./listing-service.ts";

/**
 * Recomputes what the catalogue reads from product rows instead of joining on every request:
 * the cheapest live price and the biggest sale among live, unsold items, what is on sale for
 * facet counts (the offer keys of facet-service.ts countFacets, over available items), the search
 * document (product, brands with their Cyrillic aliases, model, taxonomy and colours), and the
 * search vocabulary built from it (table search_term, which server/search reads).
 * Call it after changing a product's items, names or links; without ids it refreshes all.
 */
export async function refreshProductDenormals(db: Database, productIds?: number[]) {
  const only = (column: SQL) =>
    productIds ? sql`${column} = any(${sql.param(productIds)}::int[])` : sql`true`;

  await refreshProductOffers(db, productIds);

  await db.execute(sql`
    update product p
    set search_text = docs.doc, search_vector = to_tsvector('russian', docs.doc)
    from (
      select p2.id, lower(unaccent(concat_ws(' ',
        p2.name,
        m.name,
        (select string_agg(b.name || ' ' || array_to_string(b.aliases, ' '), ' ')
           from product_brand pb join brand b on b.id = pb.brand_id where pb.product_id = p2.id),
        d.name, c.name, t.name, st.name,
        (select string_agg(col.name, ' ')
           from product_color pc join color col on col.id = pc.color_id where pc.product_id = p2.id)
      ))) as doc
      from product p2
      join directory d on d.id = p2.directory_id
      left join model m on m.id = p2.model_id
      left join product_category c on c.id = p2.product_category_id
      left join product_type t on t.id = p2.product_type_id
      left join product_sub_type st on st.id = p2.product_sub_type_id
      where ${only(sql`p2.id`)}
    ) docs
    where docs.id = p.id
  `);

  await refreshSearchTerms(db, productIds);
}

/**
 * Recomputes a product's prices and offers only (min_price, max_sale, the offer keys and their
 * prices) from its items: what a change of an item's price, sale or stock alters, without the
 * search document, which reads none of them. Without ids it refreshes all.
 */
export async function refreshProductOffers(db: Database, productIds?: number[]) {
  const only = (column: SQL) =>
    productIds ? sql`${column} = any(${sql.param(productIds)}::int[])` : sql`true`;

  await db.execute(sql`
    update product p
    set min_price = prices.min_price, max_sale = coalesce(prices.max_sale, 0),
      offer_keys = coalesce(offers.keys, '{}'),
      offer_min_prices = coalesce(offers.min_prices, '{}'),
      offer_max_prices = coalesce(offers.max_prices, '{}')
    from (
      select p2.id, min(i.price) as min_price, max(i.sale) as max_sale
      from product p2
      left join product_item i
        on i.product_id = p2.id and i.active and not i.is_sold and i.deleted_at is null
      where ${only(sql`p2.id`)}
      group by p2.id
    ) prices
    left join (
      select product_id, array_agg(key order by key) as keys,
        array_agg(min_price order by key) as min_prices,
        array_agg(max_price order by key) as max_prices
      from (
        select i.product_id, ${OFFER_KEY} as key, min(i.price) as min_price, max(i.price) as max_price
        from product_item i
        where ${AVAILABLE_ITEM} and ${only(sql`i.product_id`)}
        group by 1, 2
      ) keyed
      group by product_id
    ) offers on offers.product_id = prices.id
    where prices.id = p.id
  `);
}

/** What separates words in product.search_text; wordsOf in search/query.ts splits queries alike. */
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
