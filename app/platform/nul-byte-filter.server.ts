import { Transform, type TransformCallback } from "node:stream";

/**
 * Drops NUL bytes from the HTML stream. React 18.3's renderToPipeableStream writes through a
 * 2 KB buffer and flushes the whole of it even when a multi-byte UTF-8 character did not fit at
 * its end, so unwritten zero bytes leak into the page: on a Russian shop, in the middle of words
 * («Размер\0ы»). The fix (facebook/react#26228) was never released for React 18. HTML has no use
 * for NUL and no UTF-8 sequence contains a zero byte, so removing every one restores the page.
 */
export class NulByteFilter extends Transform {
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    let zero = chunk.indexOf(0);
    if (zero === -1) {
      callback(null, chunk);
      return;
    }
    const parts: Buffer[] = [];
    let start = 0;
    while (zero !== -1) {
      if (zero > start) parts.push(chunk.subarray(start, zero));
      start = zero + 1;
      zero = chunk.indexOf(0, start);
    }
    if (start < chunk.length) parts.push(chunk.subarray(start));
    callback(null, Buffer.concat(parts));
  }
}
