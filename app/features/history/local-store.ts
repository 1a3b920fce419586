import { useCallback, useMemo, useSyncExternalStore } from "react";
import * as v from "valibot";
import { announceStorageChange, subscribeToStorage, writeLocal } from "~/shell/storage.ts";

/**
 * Typed, schema-checked values in localStorage that React components read with
 * useSyncExternalStore: a write in this tab (through `updateLocal`) or in another tab (the
 * `storage` event) re-renders every reader. On the server and during hydration the value is
 * the schema's fallback, so server and first client render agree.
 */

/**
 * A valibot schema wrapped in `v.fallback`, so that parsing gives a default instead of throwing.
 * valibot rather than zod in the browser: see decision record 017.
 */
export type StoredSchema<T> = v.GenericSchema<unknown, T>;

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Parses a stored value; unreadable or foreign data reads as the schema's fallback. */
export function parseStored<T>(raw: string | null, schema: StoredSchema<T>): T {
  let value: unknown = null;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    // Not JSON: someone else's data under our key. The schema's fallback answers for it.
  }
  return v.parse(schema, value);
}

/** Reads the value under `key` now (browser only). */
export function readLocal<T>(key: string, schema: StoredSchema<T>): T {
  return parseStored(readRaw(key), schema);
}

/** Replaces the value under `key` with `update(current)` and tells every reader. */
export function updateLocal<T>(key: string, schema: StoredSchema<T>, update: (current: T) => T): T {
  const next = update(readLocal(key, schema));
  writeLocal(key, JSON.stringify(next));
  announceStorageChange();
  return next;
}

/**
 * The value under `key`, kept current. The snapshot is the raw string, stable while nothing
 * changes, so the parsed value keeps its identity between renders (safe as an effect dependency).
 */
export function useLocalValue<T>(key: string, schema: StoredSchema<T>): T {
  const getSnapshot = useCallback(() => readRaw(key), [key]);
  const raw = useSyncExternalStore(subscribeToStorage, getSnapshot, () => null);
  return useMemo(() => parseStored(raw, schema), [raw, schema]);
}
