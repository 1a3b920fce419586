/** What every part of the demo seed shares: its clock, its prices and its bulk inserts. */
import type { ImageKind } from "./data/types.ts";

/** Every generated date is relative to this instant, so that reseeding gives the same data. */
export const SEED_EPOCH = new Date("2026-11-01T09:00:00Z");

export const DAY_MS = 86_400_000;

/** The path the storefront's /demo-images route draws a product picture for. */
export function demoImageUrl(kind: ImageKind, hex: string, brandSlug: string, variant: number) {
  return `/demo-images/${kind}/${hex.replace("#", "").toLowerCase()}/${brandSlug}/${variant}.svg`;
}

/** Inserts rows in chunks that stay under PostgreSQL's 65 535 bind parameters per statement. */
export async function inChunks<Row>(
  rows: readonly Row[],
  columns: number,
  insert: (chunk: Row[]) => Promise<unknown>,
) {
  const size = Math.max(1, Math.floor(60_000 / columns));
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

export function roubles(amount: number) {
  return amount * 100;
}

/** A shop price: whole hundreds of roubles minus ten (12 990 ₽), in kopecks. */
export function shopPrice(kopecks: number) {
  return roubles(Math.max(1, Math.round(kopecks / 100 / 1000)) * 1000 - 10);
}
