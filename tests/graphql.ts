import type { ShopApi } from "../server/index.ts";

/** A paginated list's `pagination`, as the API answers it. */
export interface Pagination {
  page: number;
  limit: number;
  totalItems: number;
  totalPages: number;
}

export interface GraphQLResponse<Data = Record<string, unknown>> {
  data?: Data | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** POSTs one operation to the API's fetch handler, as the storefront and any other client do. */
export async function postGraphQL<Data = Record<string, unknown>>(
  api: ShopApi,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; body: GraphQLResponse<Data> }> {
  const response = await api.fetch(
    new Request("http://shop.test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return { status: response.status, body: (await response.json()) as GraphQLResponse<Data> };
}
