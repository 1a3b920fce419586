import type { IncomingMessage, ServerResponse } from "node:http";

/** How long a request may hold its place at most, ms; see request-queue.mjs. */
export const HOLD_MS: number;

/** Connect-style middleware; see request-queue.mjs. */
export function requestsInArrivalOrder(options: {
  concurrency: number;
  holdMs?: number;
}): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
