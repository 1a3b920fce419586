/**
 * What the request forms' pages share (docs/requests.md#the-forms). Their fields are checked by
 * the schemas the shop API checks the dtos with (shared/requests.ts), in the browser for instant
 * errors and again in the action.
 */
import type { SubmissionResult } from "@conform-to/react";

/** Where the page opens after a request is sent: the receipt, wherever the form stood. */
export const RECEIPT_ANCHOR = "request-receipt";

export const REQUEST_FORMS = ["meet-price", "order", "cooperative"] as const;
export type RequestForm = (typeof REQUEST_FORMS)[number];

/** What an action answers a refused post with: the errors, what was typed, the load time kept. */
export interface RequestFormReply {
  result: SubmissionResult<string[]>;
  pageLoadTime: number;
}
