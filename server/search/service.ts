/**
 * Finds the products a shopper's query matches, word by word, within the catalogue's filters:
 * a page of ids in relevance order (or the sort asked for), and what the search resolved to.
 */
import { type SQL, sql } from "drizzle-orm";
import { type Database, selectRows } from "../db/database.ts";
import { type ProductFilterInput, resolveSelection } from "../catalogue/filter-service.ts";
import { listProductIds, matches, type ProductSelection } from "../catalogue/listing-service.ts";
import type { ProductSort } from "../graphql/enums.ts";
import { type Page, toPage } from "../graphql/pagination.ts";
import { canMatch, relevance, searchCondition } from "./match.ts";
import { parseQuery } from "./query.ts";
import { type ResolvedQuery, resolveQuery } from "./resolve.ts";

export interface SearchPage {
  ids: number[];
  totalItems: number;
  page: number;
  limit: number;
  query: ResolvedQuery;
  selection: ProductSelection;
}

export async function searchProducts(
  db: Database,
  request: {
    query: string;
    filters?: ProductFilterInput | null;
    sort?: ProductSort;
    pagination?: { page?: number | null; limit?: number | null } | null;
  },
): Promise<SearchPage> {
  const parsed = parseQuery(request.query);
  const page = toPage(request.pagination);
  const [filters, query] = await Promise.all([
    resolveSelection(db, request.filters),
    resolveQuery(db, parsed),
  ]);
  const selection = { ...filters, search: searchCondition(query) };
  const found = canMatch(query)
    ? await listMatches(db, selection, query, request.sort, page)
    : { ids: [], totalItems: 0 };
  return { ...found, page: page.page, limit: page.limit, query, selection };
}

/** A page of the products found, most relevant first unless another order is asked for. */
async function listMatches(
  db: Database,
  selection: ProductSelection & { search: SQL },
  query: ResolvedQuery,
  sort: ProductSort | undefined,
  page: Page,
): Promise<{ ids: number[]; totalItems: number }> {
  if (sort) return listProductIds(db, selection, sort, page);
  // One word («кроссовки»): every hit matches it alike, so popularity orders them, and the
  // database can walk its popularity index and stop once the page is full instead of ranking
  // every hit (20 000 of 50 000 products for that word).
  if (query.groups.length === 1) return listProductIds(db, selection, "POPULAR_FIRST", page);
  // Rank the products the query matches first, and only then check the rest of the selection
  // (an item on sale…) down the ranking until the page is full: a broad query («кроссовки»
  // matches 40 % of the catalogue) checks a few dozen products, not every hit. OFFSET 0 keeps
  // PostgreSQL from merging the ranking into the outer query and checking every hit first.
  const [ids, total] = await Promise.all([
    selectRows<{ id: number }>(
      db,
      sql`select p.id
          from (select p.id, ${relevance(query)} as rank, p.unit_sold from product p
                where p.deleted_at is null and p.active and ${selection.search}
                order by rank desc, p.unit_sold desc, p.id
                offset 0) ranked
          join product p on p.id = ranked.id
          where ${matches(selection)}
          order by ranked.rank desc, ranked.unit_sold desc, ranked.id
          limit ${page.limit} offset ${page.offset}`,
    ),
    selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from product p where ${matches(selection)}`,
    ),
  ]);
  return { ids: ids.map((row) => row.id), totalItems: total[0]?.count ?? 0 };
}
