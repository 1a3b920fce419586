/**
 * The shop API's order vocabulary as `orderVocabulary` answers it, for the storefront's tests of
 * the screens that name statuses and stages: the API's own words, never a copy.
 */
export { orderVocabulary } from "../server/orders/vocabulary.ts";
