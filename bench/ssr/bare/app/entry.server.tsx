/**
 * React Router's own server entry (what `react-router reveal` writes), plus the three exports
 * http-server/serve.mjs calls, so the shop's production server serves this app unchanged.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { createContext, type EntryContext, ServerRouter } from "react-router";

export const streamTimeout = 5_000;

/** http-server/serve.mjs fills it for every request; the bare page reads nothing of it. */
export const requestFactsContext = createContext<{ clientAddress?: string; cspNonce: string }>();

/** Nothing to validate or migrate, nothing to close. */
export async function prepare(): Promise<void> {}
export async function shutdown(): Promise<void> {}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get("user-agent");
    const waitForAll = Boolean((userAgent && isbot(userAgent)) || routerContext.isSpaMode);
    const ready = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set("Content-Type", "text/html");
      resolve(
        new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onShellReady: waitForAll ? undefined : ready,
        onAllReady: waitForAll ? ready : undefined,
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
