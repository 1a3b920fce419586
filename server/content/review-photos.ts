/**
 * Photos of a review (docs/content.md#review-photos): recognised by their bytes, never by their
 * name or declared type; drawn again with sharp, which writes no metadata (EXIF with its GPS
 * position, XMP, IPTC, ICC comments), so nothing of the shopper's camera or place is kept; and
 * stored as JPEG under the uploads directory, whence /_ipx serves them resized.
 */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** At most this many photos to a review. */
export const MAX_REVIEW_PHOTOS = 5;
/** At most this many bytes to a photo as uploaded. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Larger pictures are refused rather than decoded (a decompression bomb fits in 10 MB). */
const MAX_INPUT_PIXELS = 50_000_000;
/** The longest side of a stored photo; /_ipx draws the sizes a page asks for from it. */
const STORED_SIDE = 2048;

/** Where stored photos are found in a URL: /_ipx reads /uploads/… from the uploads directory. */
export const UPLOADS_URL_PREFIX = "/uploads";
const REVIEW_PHOTO_FOLDER = "reviews";

export type PhotoType = "jpeg" | "png" | "webp" | "heic";

export const PHOTO_MESSAGES = {
  tooMany: `Не больше ${MAX_REVIEW_PHOTOS} фото к отзыву`,
  tooLarge: "Фото больше 10 МБ",
  notAnImage: "Это не фото: подойдут JPEG, PNG, WebP или HEIC",
  unreadable: "Не удалось прочитать фото: сохраните его как JPEG и попробуйте снова",
} as const;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** HEIF brands of still pictures from phones (HEIC and its HEVC-less relatives). */
const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);

/** The picture's type by its first bytes (its "magic"), or null for anything else. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return "heic";
  return null;
}

export class PhotoRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PhotoRefused";
  }
}

/**
 * The photo drawn again as a JPEG without metadata, turned upright by its EXIF orientation first
 * (which is then dropped with the rest). Refused: not a JPEG, PNG, WebP or HEIC by its bytes,
 * over 10 MB, or one sharp cannot decode (a HEIC whose HEVC codec this build of libvips lacks).
 */
export async function cleanPhoto(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw new PhotoRefused(PHOTO_MESSAGES.tooLarge);
  if (!sniffPhotoType(bytes)) throw new PhotoRefused(PHOTO_MESSAGES.notAnImage);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: STORED_SIDE, height: STORED_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    // sharp's reason (a corrupt file, a codec it lacks, too many pixels) is no use to a shopper.
    throw new PhotoRefused(PHOTO_MESSAGES.unreadable);
  }
}

/** Writes a cleaned photo under `uploadsDir` with a random name and returns its URL. */
export async function storeReviewPhoto(uploadsDir: string, jpeg: Buffer): Promise<string> {
  const name = `${randomUUID()}.jpg`;
  const folder = path.join(uploadsDir, REVIEW_PHOTO_FOLDER);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, name), jpeg, { flag: "wx" });
  return `${UPLOADS_URL_PREFIX}/${REVIEW_PHOTO_FOLDER}/${name}`;
}
