import { Suspense } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderDocument } from "./render-document.server.ts";

const TIMEOUT_MS = 5_000;

/** Data that never comes: the boundary around it waits until the render is given up. */
function NeverReady(): never {
  throw new Promise(() => {});
}

function Page() {
  return (
    <main>
      <h1>Кроссовки</h1>
      <Suspense fallback={<p>Загрузка…</p>}>
        <NeverReady />
      </Suspense>
      <Suspense fallback={<p>Загрузка фильтров…</p>}>
        <NeverReady />
      </Suspense>
    </main>
  );
}

function render(request: Request) {
  return renderDocument(<Page />, {
    request,
    status: 200,
    headers: new Headers(),
    waitForAll: false,
    timeoutMs: TIMEOUT_MS,
  });
}

const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));

beforeEach(() => {
  // Only the render's timer is faked: React and the streams schedule with setImmediate.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("renderDocument", () => {
  it("stops the render when the shopper goes away, and logs nothing of it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const shopper = new AbortController();
    const response = await render(new Request("http://shop.test/", { signal: shopper.signal }));
    if (!response.body) throw new Error("a page has a body");
    const reader = response.body.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain("Кроссовки");
    expect(vi.getTimerCount()).toBe(1);

    // What the Express adapter does when the connection closes: abort, then cancel the body.
    shopper.abort();
    await reader.cancel();
    await immediate();

    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(TIMEOUT_MS * 2);
    await immediate();
    expect(errors).not.toHaveBeenCalled();
  });

  it("gives up data still pending after the timeout, with one warning naming the page", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await render(new Request("http://shop.test/catalog/obuv?query=79123456789"));
    const text = response.text();
    await immediate();
    vi.advanceTimersByTime(TIMEOUT_MS + 1000);

    const html = await text;
    expect(html).toContain("Загрузка…");
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).toHaveBeenCalledTimes(1);
    expect(warnings.mock.calls[0]?.[0]).toContain("/catalog/obuv");
    // The path alone: what a shopper typed stays out of the log.
    expect(warnings.mock.calls[0]?.[0]).not.toContain("79123456789");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("waits for a crawler's whole page, and keeps no timer once everything is rendered", async () => {
    const response = await renderDocument(
      <main>
        <h1>Кроссовки</h1>
      </main>,
      {
        request: new Request("http://shop.test/"),
        status: 200,
        headers: new Headers(),
        waitForAll: true,
        timeoutMs: TIMEOUT_MS,
      },
    );
    expect(vi.getTimerCount()).toBe(0);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe("<main><h1>Кроссовки</h1></main>");
  });
});
