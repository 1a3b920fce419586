import { createReadableStreamFromReadable } from "@react-router/node";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { NulByteFilter } from "./nul-byte-filter.server.ts";

export interface RenderDocumentOptions {
  /** The page's request: its signal aborts when the shopper goes away. */
  request: Request;
  status: number;
  headers: Headers;
  /** The CSP nonce of React's inline scripts. */
  nonce?: string;
  /** Crawlers get the whole document at once; people get the shell first, then the stream. */
  waitForAll: boolean;
  /** How long deferred data may keep the render waiting before it is given up. */
  timeoutMs: number;
}

/** Why a render was given up: its data took too long (logged once per page, as a warning). */
export class RenderTimeout extends Error {
  override name = "RenderTimeout";
}

/**
 * A page as a streamed Response (docs/security.md#slow-readers-and-vanished-ones). The render is
 * given up when its data is still pending `timeoutMs` + 1 s after it started, counted to the end
 * of rendering, not of reading, so a slow reader is never cut off. When the shopper goes away
 * (the request's signal aborts) the render stops at once, and what React reports of that abort
 * is not logged: nobody is left to read the page, and nothing failed. A render given up is one
 * warning naming the page, not an error with a stack for every part still waiting.
 */
export function renderDocument(element: ReactNode, options: RenderDocumentOptions) {
  const { request, headers, nonce, waitForAll, timeoutMs } = options;
  let status = options.status;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutWarned = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined;
    const stopTimer = () => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
    };
    const onShopperGone = () => {
      stopTimer();
      abort();
    };

    const sendShell = () => {
      shellRendered = true;
      // React 18 can leak zero bytes into the stream (see NulByteFilter). A production page's
      // modules start after its first paint (docs/storefront.md#scripts-after-the-first-paint);
      // the development server's own modules (its client, fast refresh) are left as they are.
      const body = new NulByteFilter({ holdScripts: import.meta.env.PROD });
      body.once("close", stopTimer);
      headers.set("Content-Type", "text/html; charset=utf-8");
      pipe(body);
      resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
    };

    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onShellReady() {
        if (!waitForAll) sendShell();
      },
      onAllReady() {
        // Everything is rendered: what is left is the reader's pace, which may be any.
        stopTimer();
        request.signal.removeEventListener("abort", onShopperGone);
        if (waitForAll) sendShell();
      },
      onShellError(error: unknown) {
        stopTimer();
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors before the shell reject above and are logged by handleDocumentRequest.
        if (!shellRendered || request.signal.aborted) return;
        if (!(error instanceof RenderTimeout)) console.error(error);
        else if (!timeoutWarned) {
          timeoutWarned = true;
          // The path alone: a query may carry what a shopper typed (docs/security.md#bad-input).
          console.warn(`[meet-market] ${new URL(request.url).pathname}: ${error.message}`);
        }
      },
    });

    if (request.signal.aborted) {
      abort();
      return;
    }
    const giveUpAfter = timeoutMs + 1000;
    timeoutId = setTimeout(
      () =>
        abort(
          new RenderTimeout(`parts still waiting for data after ${giveUpAfter} ms were given up`),
        ),
      giveUpAfter,
    );
    request.signal.addEventListener("abort", onShopperGone, { once: true });
  });
}
