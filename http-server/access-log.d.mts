import type { IncomingMessage, ServerResponse } from "node:http";

/** The request's path with every query value blanked; see access-log.mjs. */
export function loggedUrl(url: string): string;

/** Connect-style middleware writing one line a request; see access-log.mjs. */
export function accessLog(): (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;
