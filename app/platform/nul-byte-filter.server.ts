import { Transform, type TransformCallback } from "node:stream";
import { HELD_MODULE, HELD_PRELOAD } from "~/shell/scripts-after-paint.ts";

/**
 * The HTML stream between React's renderToPipeableStream and the response:
 *
 * - It drops NUL bytes. React 18.3 writes through a 2 KB buffer and flushes the whole of it even
 *   when a multi-byte UTF-8 character did not fit at its end, so unwritten zero bytes leak into
 *   the page: on a Russian shop, in the middle of words («Размер\0ы»). The fix
 *   (facebook/react#26228) was never released for React 18. HTML has no use for NUL and no UTF-8
 *   sequence contains a zero byte, so removing every one restores the page.
 * - It passes on what React wrote as one chunk each time React calls `flush()` (at the end of
 *   each of its passes: the shell, then each boundary that resolves), not as the fifty 2 KB
 *   pieces of a catalogue page: each chunk costs the web stream, React Router's copy to the
 *   response and the socket a round of promises and a write (bench/README.md#server-rendering-throughput).
 *   What React writes and never flushes still goes out when the stream ends.
 * - With `holdScripts`, it holds the page's modules in the shell (React's first pass, where
 *   React Router's `<Scripts>` is) until the first paint (app/shell/scripts-after-paint.ts,
 *   docs/storefront.md#scripts-after-the-first-paint): each marker is overwritten in place by one
 *   of the same length, so nothing is copied. Markup outside a tag cannot match: React writes a
 *   text's or an attribute's quotes as `&quot;`, and an inline script's JSON escapes them.
 */
export class NulByteFilter extends Transform {
  private gathered: Buffer[] = [];
  private holdScripts: boolean;

  constructor({ holdScripts = false }: { holdScripts?: boolean } = {}) {
    super();
    this.holdScripts = holdScripts;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    let zero = chunk.indexOf(0);
    if (zero === -1) {
      this.gathered.push(chunk);
      callback();
      return;
    }
    let start = 0;
    while (zero !== -1) {
      if (zero > start) this.gathered.push(chunk.subarray(start, zero));
      start = zero + 1;
      zero = chunk.indexOf(0, start);
    }
    if (start < chunk.length) this.gathered.push(chunk.subarray(start));
    callback();
  }

  /** React's end of a pass: what it wrote since the last one goes out as one chunk. */
  flush() {
    if (this.gathered.length === 0) return;
    const chunk = Buffer.concat(this.gathered);
    this.gathered = [];
    if (this.holdScripts) {
      this.holdScripts = false;
      overwrite(chunk, HELD_PRELOAD);
      overwrite(chunk, HELD_MODULE);
    }
    this.push(chunk);
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    callback();
  }
}

/** Overwrites each `from` in `chunk` with `to`, of the same length in bytes. */
function overwrite(chunk: Buffer, { from, to }: { from: string; to: string }) {
  for (let at = chunk.indexOf(from); at !== -1; at = chunk.indexOf(from, at + to.length)) {
    chunk.write(to, at, "latin1");
  }
}
