import { Transform, type TransformCallback } from "node:stream";

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
 */
export class NulByteFilter extends Transform {
  private gathered: Buffer[] = [];

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
    this.push(chunk);
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    callback();
  }
}
