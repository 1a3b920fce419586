/**
 * Only for the account and sign-in routes, which move at the same time as this module splits:
 * they import these from the modules named here once they have moved, and this file goes.
 */
export { ButtonLink } from "./button.tsx";
export { EmptyState } from "./empty-state.tsx";
export { Pagination } from "./pagination.tsx";
