import { Writable } from "node:stream";
import { createElement, Suspense } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HELD_MODULE, HELD_PRELOAD } from "~/shell/scripts-after-paint.ts";
import { NulByteFilter } from "./nul-byte-filter.server.ts";

async function collectChunks(
  write: (filter: NulByteFilter) => void,
  filter = new NulByteFilter(),
): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    filter
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
        }),
      )
      .on("finish", resolve)
      .on("error", reject);
  });
  write(filter);
  await done;
  return chunks;
}

async function collect(
  write: (filter: NulByteFilter) => void,
  filter?: NulByteFilter,
): Promise<Buffer> {
  return Buffer.concat(await collectChunks(write, filter));
}

describe("NulByteFilter", () => {
  it("passes bytes through and drops only zero bytes, across chunks", async () => {
    const out = await collect((filter) => {
      filter.write(Buffer.from("Разм"));
      filter.write(Buffer.from([0xd0, 0xb5, 0xd1, 0x80, 0, 0, 0xd1, 0x8b]));
      filter.write(Buffer.from([0]));
      filter.end(Buffer.from(" — ok"));
    });
    expect(out.toString("utf8")).toBe("Размеры — ok");
  });

  it("gives React 18's streamed Russian page byte for byte as renderToString would", async () => {
    // Enough Cyrillic text inside a Suspense boundary for many 2 KB buffers to end mid-character.
    const rows = Array.from({ length: 400 }, (_, index) =>
      createElement("li", { key: index, "aria-label": "Размеры" }, `Товар №${index} — ёжик`),
    );
    const app = createElement(Suspense, { fallback: null }, createElement("ul", null, rows));
    const expected = renderToString(app);
    const out = await collect((filter) => {
      const { pipe } = renderToPipeableStream(app, { onAllReady: () => pipe(filter) });
    });
    expect(out.includes(0)).toBe(false);
    expect(out.toString("utf8")).toBe(expected);
  });

  it("passes each of React's passes on as one chunk, not its 2 KB pieces", async () => {
    const rows = Array.from({ length: 2_000 }, (_, index) =>
      createElement("li", { key: index }, `Товар №${index}`),
    );
    const app = createElement("ul", null, rows);
    const chunks = await collectChunks((filter) => {
      const { pipe } = renderToPipeableStream(app, { onAllReady: () => pipe(filter) });
    });
    expect(Buffer.concat(chunks).toString("utf8")).toBe(renderToString(app));
    expect(Buffer.concat(chunks).length).toBeGreaterThan(20 * 2048);
    expect(chunks).toHaveLength(1);
  });

  it("holds the shell's modules until the first paint, in place, and nothing after the shell", async () => {
    for (const { from, to } of [HELD_PRELOAD, HELD_MODULE]) {
      expect(Buffer.byteLength(to)).toBe(Buffer.byteLength(from));
    }
    // What React Router's <Scripts> writes, cut across React's 2 KB writes, then a later pass.
    const shell =
      '<p>Обувь</p><link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/>' +
      '<link rel="modulepreload" href="/assets/react-2.js" nonce="n"/>' +
      '<script nonce="n" type="module" async="">import("/assets/entry.client-1.js");</script>';
    const later = '<div hidden id="S:1"><link rel="modulepreload" href="/x.js"/></div>';
    const out = await collect(
      (filter) => {
        const cut = shell.indexOf("modulepre") + 4;
        filter.write(Buffer.from(shell.slice(0, cut)));
        filter.write(Buffer.from(shell.slice(cut)));
        filter.flush();
        filter.end(Buffer.from(later));
      },
      new NulByteFilter({ holdScripts: true }),
    );
    expect(out.toString("utf8")).toBe(
      '<p>Обувь</p><link rel="x-module-held" href="/assets/entry.client-1.js" nonce="n"/>' +
        '<link rel="x-module-held" href="/assets/react-2.js" nonce="n"/>' +
        '<script nonce="n" type="x-held" async="">import("/assets/entry.client-1.js");</script>' +
        later,
    );
    // Without holdScripts (the development server), the page is as React wrote it.
    const plain = await collect((filter) => filter.end(Buffer.from(shell)));
    expect(plain.toString("utf8")).toBe(shell);
  });
});
