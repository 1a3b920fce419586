// The demo's outbox answers the machine itself only (docs/decisions/030-demo-and-production.md).
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { requestFactsContext } from "~/platform/request-context.server.ts";
import { loader } from "./dev.outbox.tsx";

function args(clientAddress: string | undefined) {
  const context = new RouterContextProvider();
  context.set(requestFactsContext, { clientAddress, cspNonce: "" });
  return {
    request: new Request("http://shop.test/dev/outbox"),
    params: {},
    context,
  } as unknown as Parameters<typeof loader>[0];
}

describe("/dev/outbox in the demo", () => {
  it("answers 404 to a request from another machine", async () => {
    for (const address of ["203.0.113.7", "::ffff:192.168.0.5", "10.0.0.2", undefined]) {
      const refusal = await loader(args(address)).then(
        () => null,
        (error: unknown) => error,
      );
      // A thrown data(…, { status }) (React Router's DataWithResponseInit).
      const status = (refusal as { init?: { status?: number } } | null)?.init?.status;
      expect(status, String(address)).toBe(404);
    }
  });

  it("answers the machine itself", async () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect(await loader(args(address))).toEqual({ to: "", messages: [] });
    }
  });
});
