/**
 * The /_ipx image route: resizes and re-encodes product images with ipx (sharp). URL form, as
 * ipx's own server: /_ipx/{modifiers}/{source}, e.g.
 * /_ipx/w_320&f_webp&q_80/demo-images/sneaker/1f2937/nike/1.svg
 *
 * Sources: the demo pictures (/demo-images/…, drawn in process), shoppers' uploaded photos
 * (/uploads/…, from UPLOADS_DIR), image files under public/ (build/client in a production image),
 * and http(s) images on IMAGE_DOMAIN only. Modifiers: the
 * sizing options of docs/catalogue.md#image-proxy and nothing else. A bad request is answered
 * 400/403/404, never 500.
 */
import { createHash } from "node:crypto";
import { createIPX, type IPX } from "ipx";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import { DEMO_IMAGE_SIZE } from "./demo-images.ts";
import { getEnv } from "~/platform/env.server.ts";
import {
  ImageRequestError,
  negotiateFormat,
  readImageRequest,
  type Source,
} from "./ipx-request.ts";
import { localImageStorage, ONE_YEAR, remoteStorage } from "./ipx-storage.server.ts";

export const IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * Processed images kept in memory, by source and modifiers: sharp takes 100–800 ms per picture,
 * and without a CDN in front (the embedded default) every page view would pay it again.
 */
const PROCESSED_CACHE_BYTES = 64 * 1024 * 1024;
/** Sources larger than this many pixels are refused rather than decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * Pictures rendered at once (the machine's two cores), and how many more may wait their turn:
 * beyond that a request is answered 503 at once instead of growing memory
 * (docs/security.md#images).
 */
export const IMAGE_RENDERS_AT_ONCE = 2;
export const IMAGE_RENDERS_WAITING = 32;

export interface ImageHandlerOptions {
  /** IMAGE_DOMAIN: the one host http(s) sources may come from */
  imageDomain?: string;
  /** where image files are looked up, in order (default: public/, then build/client/) */
  fileDirs?: string[];
  /** where uploaded photos (/uploads/…) are read from (UPLOADS_DIR, default data/uploads) */
  uploadsDir?: string;
  /** for tests: how http(s) sources are fetched */
  fetch?: typeof fetch;
  /** bytes of processed images kept in memory (default 64 MiB; 0 turns the cache off) */
  cacheBytes?: number;
  /** for tests: renders at once and waiting (default IMAGE_RENDERS_AT_ONCE / _WAITING) */
  renders?: { atOnce: number; waiting: number };
}

interface Processed {
  data: Buffer | string;
  etag: string;
}

function textResponse(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      ...(status === 503 ? { "retry-after": "2" } : {}),
    },
  });
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof ImageRequestError) return error.status;
  // ipx throws h3 errors: 400 for an unreadable image, 403 / 404 for files.
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

function etagOf(data: Buffer | string): string {
  return `"${createHash("sha1").update(data).digest("base64url")}"`;
}

export function createImageHandler(options: ImageHandlerOptions = {}) {
  const ipx: IPX = createIPX({
    storage: localImageStorage(options.fileDirs, options.uploadsDir),
    httpStorage: remoteStorage(options.fetch ?? fetch),
    maxAge: ONE_YEAR,
    svgo: false,
    sharpOptions: { limitInputPixels: MAX_INPUT_PIXELS },
  });
  const renders = options.renders ?? {
    atOnce: IMAGE_RENDERS_AT_ONCE,
    waiting: IMAGE_RENDERS_WAITING,
  };
  const queue = pLimit(renders.atOnce);
  /** The render, in turn; refused when the queue is full. */
  const inTurn = <T>(render: () => Promise<T>): Promise<T> => {
    if (queue.pendingCount >= renders.waiting) {
      return Promise.reject(new ImageRequestError(503, "Too many pictures are being drawn now"));
    }
    return queue(render);
  };
  const imageDomain = options.imageDomain?.toLowerCase();
  const cacheBytes = options.cacheBytes ?? PROCESSED_CACHE_BYTES;
  // fetch() also makes concurrent requests for one picture share a single sharp run.
  const processed =
    cacheBytes > 0
      ? new LRUCache<string, Processed, () => Promise<Processed>>({
          maxSize: cacheBytes,
          sizeCalculation: (entry) => Math.max(1, entry.data.length),
          fetchMethod: (_key, _stale, { context }) => context(),
        })
      : null;

  return async function handleImageRequest(request: Request): Promise<Response> {
    const url = new URL(request.url);
    let source: Source | undefined;
    try {
      const asked = readImageRequest(url, imageDomain);
      const { modifiers } = asked;
      source = asked.source;

      const negotiated = modifiers.format === undefined;
      const format = modifiers.format ?? negotiateFormat(request.headers.get("accept"));
      const ipxModifiers: Record<string, string> = { f: format, q: String(modifiers.quality) };
      const { width, height } = modifiers;
      if (width && height) {
        ipxModifiers.s = `${width}x${height}`;
        if (modifiers.fit) ipxModifiers.fit = modifiers.fit;
      } else if (width) {
        ipxModifiers.w = String(width);
      } else if (height) {
        ipxModifiers.h = String(height);
      }
      if (modifiers.background) ipxModifiers.b = modifiers.background;
      if (format === "jpeg") {
        // jpeg has no alpha: lay a transparent image on the background, white by default.
        ipxModifiers.b ??= "#ffffff";
        ipxModifiers.flatten = "";
      }
      const renderSize = Math.max(width ?? 0, height ?? 0) || DEMO_IMAGE_SIZE;
      const id = source.id;
      const run = (): Promise<Processed> =>
        inTurn(async () => {
          const { data } = await ipx(id, ipxModifiers, { renderSize }).process();
          return { data, etag: etagOf(data) };
        });
      const key = `${id}\n${JSON.stringify(ipxModifiers)}`;
      const result = processed ? await processed.fetch(key, { context: run }) : await run();
      if (!result) throw new Error("the image cache gave nothing back");
      const { data, etag } = result;

      const headers = new Headers({
        "content-type": `image/${format}`,
        "cache-control": IMMUTABLE,
        etag,
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
      });
      if (negotiated) headers.set("vary", "Accept");
      if (request.headers.get("if-none-match") === headers.get("etag")) {
        return new Response(null, { status: 304, headers });
      }
      headers.set("content-length", String(data.length));
      return new Response(request.method === "HEAD" ? null : new Uint8Array(Buffer.from(data)), {
        status: 200,
        headers,
      });
    } catch (error) {
      const status = statusOf(error);
      if (status) return textResponse(status, (error as Error).message);
      if (source?.kind === "remote") {
        return textResponse(502, "The image from the image host could not be processed");
      }
      console.error("[ipx]", request.url, error);
      return textResponse(500, "The image could not be processed");
    }
  };
}

let defaultHandler: ((request: Request) => Promise<Response>) | undefined;

/** /_ipx with this process's settings (IMAGE_DOMAIN). */
export function handleImageRequest(request: Request): Promise<Response> {
  const env = getEnv();
  defaultHandler ??= createImageHandler({
    imageDomain: env.IMAGE_DOMAIN,
    uploadsDir: env.UPLOADS_DIR,
  });
  return defaultHandler(request);
}
