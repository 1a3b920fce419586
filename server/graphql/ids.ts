/**
 * Row ids as clients send them. Every table's id is a PostgreSQL `integer` identity
 * (server/db/schema/columns.ts), so an id past 2 147 483 647 names no row: compared with a
 * column, PostgreSQL would refuse it as out of range and the request would fail as a server
 * error (docs/security.md#bad-input). Callers treat such an id as any other unknown one.
 */

/** The largest id a row can have: PostgreSQL's `integer`. */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether a number can be a row's id: a whole number from 1 to MAX_ROW_ID. */
export function isRowId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID;
}
