import { data } from "react-router";
import {
  SEARCH_POPUP_RESULT_LIMIT,
  type SearchPopupProduct,
  type SearchPopupResult,
} from "~/features/search/search-popup-model.ts";
import { graphql, type ResultOf } from "~/graphql.ts";
import { shopQuery } from "~/platform/shop-api.server.ts";
import { badUserInputMessage } from "~/platform/errors.server.ts";
import type { Route } from "./+types/resources.search";

/**
 * The popup's question: the first 8 products and the suggestions. Never `filterList`: its facet
 * counts are slow over broad results on a big catalogue (docs/decisions/013-search.md).
 */
const SearchPopupQuery = graphql(`
  query SearchPopup($query: String!, $limit: Int!) {
    searchFilteredProducts(dto: { query: $query, pagination: { page: 1, limit: $limit } }) {
      items {
        id
        name
        slug
        brands {
          name
        }
        images {
          url
          alt
        }
        priceDetails {
          price
          oldPrice
        }
      }
      suggestions {
        kind
        text
      }
    }
  }
`);

type Found = ResultOf<typeof SearchPopupQuery>["searchFilteredProducts"];

const answer = (result: SearchPopupResult, init?: ResponseInit) => data(result, init);

function toPopupProduct(item: Found["items"][number]): SearchPopupProduct {
  const image = item.images[0];
  return {
    id: item.id,
    name: item.name,
    slug: item.slug,
    brand: item.brands.map((brand) => brand.name).join(" × "),
    image: image ? { url: image.url, alt: image.alt ?? item.name } : null,
    price: item.priceDetails?.price ?? null,
    oldPrice: item.priceDetails?.oldPrice ?? null,
  };
}

/**
 * The header search popup's data for `?query=`: searchFilteredProducts {query, pagination
 * {limit 8, page 1}} and its suggestions. An empty query asks nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("query") ?? "").trim();
  const empty = { query, products: [], suggestions: [], refusal: null, failed: false };
  if (!query) return answer(empty);
  try {
    const { searchFilteredProducts: found } = await shopQuery(context, SearchPopupQuery, {
      query,
      limit: SEARCH_POPUP_RESULT_LIMIT,
    });
    return answer(
      { ...empty, products: found.items.map(toPopupProduct), suggestions: found.suggestions },
      { headers: { "Cache-Control": "private, max-age=60" } },
    );
  } catch (error) {
    const refusal = badUserInputMessage(error);
    if (refusal !== null) return answer({ ...empty, refusal });
    // A thrown error would replace the whole page with the error screen (a fetcher's error goes
    // to the route's boundary) for what is only a hint under the search box; the search page
    // itself still reports the failure. Logged so that it is not lost.
    console.error("Search popup: the shop API failed", error);
    return answer({ ...empty, failed: true });
  }
}
