/**
 * What the catalogue bench asks the shop API: the GraphQL documents of a filtered listing, of the
 * header's search popup and of the /search page, and the inputs it cycles through.
 */
const CARD = /* GraphQL */ `
  fragment Card on Product {
    id
    name
    slug
    minPrice
    brands {
      name
    }
    images {
      url
    }
    priceDetails {
      price
      oldPrice
      sale
    }
  }
`;

export const FILTERED = /* GraphQL */ `
  query Listing($dto: FilteredProductsDto) {
    filteredProducts(dto: $dto) {
      items {
        ...Card
      }
      pagination {
        totalItems
        totalPages
      }
    }
  }
  ${CARD}
`;

/** The header popup: eight cards, how many there are, and the suggestions. */
export const SEARCH_POPUP = /* GraphQL */ `
  query SearchPopup($dto: SearchFilteredProductsDto!) {
    searchFilteredProducts(dto: $dto) {
      items {
        ...Card
      }
      pagination {
        totalItems
      }
      suggestions {
        text
        kind
        slug
      }
    }
  }
  ${CARD}
`;

/** The /search page: a page of cards, how many pages, and the suggestions. */
export const SEARCH_PAGE = /* GraphQL */ `
  query SearchPage($dto: SearchFilteredProductsDto!) {
    searchFilteredProducts(dto: $dto) {
      items {
        ...Card
      }
      pagination {
        totalItems
        totalPages
      }
      suggestions {
        text
        kind
        slug
      }
    }
  }
  ${CARD}
`;

/** The /search page with its filters: every option counted over every hit. */
export const SEARCH_PAGE_FILTERS = /* GraphQL */ `
  query SearchPageFilters($dto: SearchFilteredProductsDto!) {
    searchFilteredProducts(dto: $dto) {
      items {
        ...Card
      }
      pagination {
        totalItems
        totalPages
      }
      filterList {
        categories {
          value
          name
          count
        }
        brand {
          value
          name
          count
        }
        model {
          value
          count
        }
        size {
          value
          count
        }
        colorPallete {
          value
          count
          hex
        }
        season {
          value
          count
        }
        sex {
          value
          count
        }
        age {
          value
          count
        }
        deliverySpeed {
          value
          count
        }
        material {
          value
          count
        }
        sale {
          value
          count
        }
        price {
          minPrice
          maxPrice
        }
      }
    }
  }
  ${CARD}
`;

/** Three filters under a directory, cheapest first, as a catalogue page asks. */
export const listings = [
  { brand: "nike", size: "42" },
  { brand: "adidas", size: "43" },
  { brand: "new-balance", size: "41" },
  { brand: "puma", size: "44" },
].map(({ brand, size }) => ({
  filters: { directorySlug: "obuv", brand: [brand], size: [size], deliverySpeed: ["FAST"] },
  sort: "CHEAP_FIRST",
  pagination: { page: 1, limit: 24 },
}));

/** What shoppers type, a typo and the wrong keyboard layout included. */
export const searchQueries = [
  "кроссовки найк",
  "кросовки найк",
  "адидас самба",
  "nike air max",
  "нью бэланс 574",
  "кроссовки",
  "худи",
  "пуховик",
  "кеды converse",
  "джорданы",
  "rhjccjdrb",
  "new balance 9060",
];
