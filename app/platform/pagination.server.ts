import { notFound } from "./errors.server.ts";

/** The page number of ?page= (1 when absent); anything but a whole number 1–9999 (the API's range) is a 404. */
export function readPage(request: Request): number {
  const raw = new URL(request.url).searchParams.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(raw)) notFound(request);
  return Number(raw);
}

/** A page past the last one does not exist (page 1 of an empty list does: it says so). */
export function assertPageExists(request: Request, page: number, totalPages: number): void {
  if (page > Math.max(totalPages, 1)) notFound(request);
}
