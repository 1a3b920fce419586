/**
 * The requests as the back office's queue reads and moves them (docs/back-office.md#отзывы-и-заявки):
 * one request by its kind and number, and its state moved along the arrows of
 * shared/request-states.ts, with the staff's note, who moved it and when, in one transaction with
 * the caller's audit line.
 */
import { eq } from "drizzle-orm";
import { type RequestState, requestMoveRefusal } from "../../shared/request-states.ts";
import type { Database } from "../db/database.ts";
import * as t from "../db/schema.ts";
import { type ListedRequest, listRequests, type RequestKind } from "./service.ts";

/** One request of a kind by its number, or null. */
export async function requestOfKind(
  db: Database,
  kind: RequestKind,
  id: number,
): Promise<ListedRequest | null> {
  const { items } = await listRequests(db, { kind, id, page: 1, limit: 1 });
  return items[0] ?? null;
}

const TABLES = {
  "meet-price": t.priceRequest,
  order: t.orderRequest,
  cooperative: t.cooperativeRequest,
} as const;

export type StateMove =
  | { ok: true; from: RequestState }
  | { ok: false; reason: "NOT_FOUND" | "REFUSED"; message: string };

/** Moves a request to `state` when its rules allow it (a row lock against a parallel move). */
export function moveRequestState(
  db: Database,
  move: {
    kind: RequestKind;
    id: number;
    state: RequestState;
    note: string | null;
    staffId: number | null;
    now: Date;
  },
  alsoInTransaction: (tx: Database, from: RequestState) => Promise<void>,
): Promise<StateMove> {
  const table = TABLES[move.kind];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: table.state, deletedAt: table.deletedAt })
      .from(table)
      .where(eq(table.id, move.id))
      .for("update");
    if (!row || row.deletedAt) {
      return { ok: false, reason: "NOT_FOUND", message: `Заявки №${move.id} нет` } as const;
    }
    const refusal = requestMoveRefusal(row.state, move.state);
    if (refusal) return { ok: false, reason: "REFUSED", message: refusal } as const;
    await tx
      .update(table)
      .set({
        state: move.state,
        stateNote: move.note,
        stateChangedAt: move.now,
        stateChangedBy: move.staffId,
        updatedAt: move.now,
      })
      .where(eq(table.id, move.id));
    await alsoInTransaction(tx, row.state);
    return { ok: true, from: row.state } as const;
  });
}
