/**
 * Photos of an exact byte size that the review photos' re-encoding takes (docs/content.md#review-photos):
 * a small PNG padded with a private ancillary chunk, which decoders skip, to the size asked.
 */
import { crc32 } from "node:zlib";
import sharp from "sharp";

/** A PNG of exactly `bytes` bytes (at least a few hundred). */
export async function photoOfSize(
  bytes: number,
  colour = "#2e86c1",
): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const iend = png.length - 12;
  const padding = bytes - png.length - 12;
  if (padding < 0) throw new Error(`a photo cannot be smaller than ${png.length + 12} bytes`);
  const chunk = Buffer.alloc(12 + padding);
  chunk.writeUInt32BE(padding, 0);
  // Lower-case first letter: ancillary, safe to skip; lower-case second: private.
  chunk.write("prVt", 4, "latin1");
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + padding)), 8 + padding);
  const photo = new Uint8Array(new ArrayBuffer(bytes));
  photo.set(png.subarray(0, iend), 0);
  photo.set(chunk, iend);
  photo.set(png.subarray(iend), iend + chunk.length);
  return photo;
}
