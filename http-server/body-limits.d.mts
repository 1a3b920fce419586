import type { IncomingMessage, ServerResponse } from "node:http";

export declare const BODY_LIMITS: { upload: number; form: number; other: number };
export declare const TOO_LARGE_MESSAGE: string;
export declare function bodyLimitOf(path: string, contentType?: string): number;
export declare function bodyLimits(): (
  req: IncomingMessage & { path: string },
  res: ServerResponse,
  next: () => void,
) => void;
