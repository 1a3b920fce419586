// The header search popup's data: searchFilteredProducts {query, pagination {limit 8, page 1}}.
export function loader() {
  return { items: [] };
}
