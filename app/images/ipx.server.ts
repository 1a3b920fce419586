/**
 * The /_ipx image route: resizes and re-encodes product images with ipx (sharp). URL form, as
 * ipx's own server: /_ipx/{modifiers}/{source}, e.g.
 * /_ipx/w_320&f_webp&q_80/demo-images/sneaker/1f2937/nike/1.svg
 *
 * Sources: the demo pictures (/demo-images/…, drawn in process), image files under public/
 * (build/client in a production image), and http(s) images on IMAGE_DOMAIN only. Modifiers: the
 * spec's sizing options and nothing else. A bad request is answered 400/403/404, never 500.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { createIPX, ipxFSStorage, type IPX, type IPXStorage } from "ipx";
import { LRUCache } from "lru-cache";
import {
  DEMO_IMAGE_PREFIX,
  DEMO_IMAGE_SIZE,
  parseDemoImagePath,
  renderDemoImage,
} from "./demo-images.ts";
import { getEnv } from "~/platform/env.server.ts";
import {
  IMAGE_DEFAULT_QUALITY,
  IMAGE_FITS,
  IMAGE_MAX_DIMENSION,
  type ImageFit,
  type ImageFormat,
  IPX_PREFIX,
} from "./image-url.ts";

export const IMMUTABLE = "public, max-age=31536000, immutable";
const ONE_YEAR = 31_536_000;
const REMOTE_TIMEOUT_MS = 10_000;
const REMOTE_MAX_BYTES = 20 * 1024 * 1024;
/**
 * Processed images kept in memory, by source and modifiers: sharp takes 100–800 ms per picture,
 * and without a CDN in front (the embedded default) every page view would pay it again.
 */
const PROCESSED_CACHE_BYTES = 64 * 1024 * 1024;
/** Sources larger than this many pixels are refused rather than decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
const FILE_EXTENSIONS = /\.(png|jpe?g|webp|avif|gif|svg)$/i;

export class ImageRequestError extends Error {
  override name = "ImageRequestError";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// ---------------------------------------------------------------------------------------------
// Modifiers

export interface ImageModifiers {
  width?: number;
  height?: number;
  /** Unset: negotiated from the Accept header. */
  format?: ImageFormat;
  quality: number;
  fit?: ImageFit;
  /** "#rrggbb" or "#rgb" */
  background?: string;
}

const MODIFIER_NAMES = new Map<string, keyof ImageModifiers>([
  ["w", "width"],
  ["width", "width"],
  ["h", "height"],
  ["height", "height"],
  ["f", "format"],
  ["format", "format"],
  ["q", "quality"],
  ["quality", "quality"],
  ["fit", "fit"],
  ["b", "background"],
  ["background", "background"],
]);

const FORMAT_NAMES = new Map<string, ImageFormat | "auto">([
  ["webp", "webp"],
  ["avif", "avif"],
  ["jpeg", "jpeg"],
  ["jpg", "jpeg"],
  ["png", "png"],
  ["auto", "auto"],
]);

const bad = (message: string) => new ImageRequestError(400, message);

function integer(name: string, value: string, max: number): number {
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw bad(`${name} must be an integer from 1 to ${max}`);
  }
  return Number(value);
}

/**
 * ipx's modifier syntax — `w_320&f_webp`, also `,` between modifiers and `=` or `:` before a
 * value; `_` alone for none — limited to the spec's sizing options, each at most once.
 */
export function parseModifiers(text: string): ImageModifiers {
  const modifiers: ImageModifiers = { quality: IMAGE_DEFAULT_QUALITY };
  if (text === "_" || text === "") return modifiers;
  const seen = new Set<string>();
  for (const part of text.split(/[&,]/)) {
    const [, key = "", value = ""] = /^([a-z]+)[_=:](.+)$/.exec(part) ?? [];
    const name = MODIFIER_NAMES.get(key);
    if (!name) throw bad(`Unknown image modifier: ${part.slice(0, 40)}`);
    if (seen.has(name)) throw bad(`Image modifier given twice: ${name}`);
    seen.add(name);
    switch (name) {
      case "width":
      case "height":
        modifiers[name] = integer(name, value, IMAGE_MAX_DIMENSION);
        break;
      case "quality":
        modifiers.quality = integer(name, value, 100);
        break;
      case "format": {
        const format = FORMAT_NAMES.get(value);
        if (!format) throw bad(`format must be one of webp, avif, jpeg, png, auto`);
        if (format !== "auto") modifiers.format = format;
        break;
      }
      case "fit":
        if (!(IMAGE_FITS as readonly string[]).includes(value)) {
          throw bad(`fit must be one of ${IMAGE_FITS.join(", ")}`);
        }
        modifiers.fit = value as ImageFit;
        break;
      case "background":
        if (!/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) {
          throw bad("background must be a hex colour such as ffffff");
        }
        modifiers.background = `#${value.replace(/^#/, "").toLowerCase()}`;
        break;
    }
  }
  return modifiers;
}

/**
 * The format when the URL names none: webp for a client that lists image/webp, or that sends no
 * Accept or only a wildcard (not a browser); jpeg for a browser that does not list webp.
 */
export function negotiateFormat(accept: string | null): "webp" | "jpeg" {
  if (!accept?.trim()) return "webp";
  const ranges = accept.split(",").flatMap((part) => {
    const [type = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    return q && Number(q.slice(2)) === 0 ? [] : [type];
  });
  if (ranges.includes("image/webp")) return "webp";
  return ranges.every((type) => type === "*/*") && ranges.length > 0 ? "webp" : "jpeg";
}

// ---------------------------------------------------------------------------------------------
// Sources

interface Source {
  kind: "demo" | "file" | "remote";
  id: string;
}

function resolveSource(raw: string, search: string, imageDomain: string | undefined): Source {
  if (/^https?:/i.test(raw)) {
    let url: URL;
    try {
      // A proxy may have merged the URL's double slash: accept https:/host/… as well.
      url = new URL(raw.replace(/^(https?):\/*/i, "$1://") + search);
    } catch {
      throw bad("Not an image URL");
    }
    if (
      !imageDomain ||
      url.hostname !== imageDomain ||
      url.port !== "" ||
      url.username !== "" ||
      url.password !== ""
    ) {
      throw new ImageRequestError(403, "Images are fetched only from the shop's image domain");
    }
    url.hash = "";
    return { kind: "remote", id: url.href };
  }
  const id = `/${raw.replace(/^\/+/, "")}`;
  if (
    /[\\\p{Cc}]/u.test(id) ||
    id
      .split("/")
      .slice(1)
      .some((s) => s === "" || s === "." || s === "..")
  ) {
    throw bad("Not an image path");
  }
  if (id.startsWith(DEMO_IMAGE_PREFIX)) {
    if (!parseDemoImagePath(id)) throw new ImageRequestError(404, "No such demo image");
    return { kind: "demo", id };
  }
  if (!FILE_EXTENSIONS.test(id)) throw new ImageRequestError(404, "No such image");
  return { kind: "file", id };
}

interface RenderOptions {
  /** the pixel size to draw a demo picture at */
  renderSize?: number;
}

/** The demo pictures, drawn in process at the size asked for, so they are never upscaled. */
const demoStorage: IPXStorage = {
  name: "meet-market:demo-images",
  getMeta: () => ({ maxAge: ONE_YEAR }),
  getData(id, options) {
    const params = parseDemoImagePath(id);
    if (!params) return undefined;
    const size = (options as RenderOptions | undefined)?.renderSize ?? DEMO_IMAGE_SIZE;
    const bytes = new TextEncoder().encode(renderDemoImage(params, size));
    return bytes.buffer as ArrayBuffer;
  },
};

/** http(s) images from the image domain: no redirects (they could leave it), a timeout, a size cap. */
function remoteStorage(fetchImage: typeof fetch): IPXStorage {
  return {
    name: "meet-market:image-domain",
    getMeta: () => ({ maxAge: ONE_YEAR }),
    async getData(id) {
      let response: Response;
      try {
        response = await fetchImage(id, {
          redirect: "error",
          signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS),
          headers: { accept: "image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8" },
        });
      } catch {
        throw new ImageRequestError(502, "The image host did not answer");
      }
      if (!response.ok) {
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) {
          throw new ImageRequestError(404, "No such image on the image host");
        }
        throw new ImageRequestError(502, `The image host answered ${response.status}`);
      }
      return readCapped(response, REMOTE_MAX_BYTES);
    },
  };
}

/** The body, or a 502 as soon as it grows past `max` bytes (declared or actually sent). */
async function readCapped(response: Response, max: number): Promise<ArrayBuffer> {
  const tooLarge = () => new ImageRequestError(502, "The image is too large");
  if (Number(response.headers.get("content-length") ?? 0) > max) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > max) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(read.value);
    }
  }
  const data = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    data.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return data.buffer;
}

// ---------------------------------------------------------------------------------------------
// The handler

export interface ImageHandlerOptions {
  /** IMAGE_DOMAIN: the one host http(s) sources may come from */
  imageDomain?: string;
  /** where image files are looked up, in order (default: public/, then build/client/) */
  fileDirs?: string[];
  /** for tests: how http(s) sources are fetched */
  fetch?: typeof fetch;
  /** bytes of processed images kept in memory (default 64 MiB; 0 turns the cache off) */
  cacheBytes?: number;
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
  const fileStorage = ipxFSStorage({
    dir: options.fileDirs ?? [path.resolve("public"), path.resolve("build/client")],
    maxAge: ONE_YEAR,
  });
  const localImages: IPXStorage = {
    name: "meet-market:local",
    getMeta: (id, opts) =>
      (id.startsWith(DEMO_IMAGE_PREFIX) ? demoStorage : fileStorage).getMeta(id, opts),
    getData: (id, opts) =>
      (id.startsWith(DEMO_IMAGE_PREFIX) ? demoStorage : fileStorage).getData(id, opts),
  };
  const ipx: IPX = createIPX({
    storage: localImages,
    httpStorage: remoteStorage(options.fetch ?? fetch),
    maxAge: ONE_YEAR,
    svgo: false,
    sharpOptions: { limitInputPixels: MAX_INPUT_PIXELS },
  });
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
      if (!url.pathname.startsWith(`${IPX_PREFIX}/`)) throw new ImageRequestError(404, "Not found");
      const rest = url.pathname.slice(IPX_PREFIX.length + 1);
      const slash = rest.indexOf("/");
      if (slash <= 0 || slash === rest.length - 1) {
        throw bad(`Expected ${IPX_PREFIX}/{modifiers}/{source}`);
      }
      let modifierText: string;
      let raw: string;
      try {
        modifierText = decodeURIComponent(rest.slice(0, slash));
        raw = decodeURIComponent(rest.slice(slash + 1));
      } catch {
        throw bad("Malformed URL escape");
      }
      const modifiers = parseModifiers(modifierText);
      source = resolveSource(raw, url.search, imageDomain);

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
      const run = async (): Promise<Processed> => {
        const { data } = await ipx(id, ipxModifiers, { renderSize }).process();
        return { data, etag: etagOf(data) };
      };
      const key = `${id}\n${JSON.stringify(ipxModifiers)}`;
      const result = processed ? await processed.fetch(key, { context: run }) : await run();
      if (!result) throw new Error("the image cache gave nothing back");
      const { data, etag } = result;

      const headers = new Headers({
        "content-type": `image/${format}`,
        "cache-control": IMMUTABLE,
        etag,
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'",
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
  defaultHandler ??= createImageHandler({ imageDomain: getEnv().IMAGE_DOMAIN });
  return defaultHandler(request);
}
