import type { IncomingMessage, ServerResponse } from "node:http";

/** Connect-style middleware; see drain-listeners.mjs. */
export function removableDrainListeners(): (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;
