/**
 * What a /_ipx request asks for, read and checked before any image is touched: the URL form
 * /_ipx/{modifiers}/{source}, ipx's modifier syntax limited to the sizing options of
 * docs/catalogue.md#image-proxy, the format negotiated from Accept, and the source (a demo picture,
 * a file, or an image on the image domain). Anything else is an ImageRequestError with its HTTP
 * status.
 */
import { DEMO_IMAGE_PREFIX, parseDemoImagePath } from "./demo-images.ts";
import {
  IMAGE_DEFAULT_QUALITY,
  IMAGE_DIMENSIONS,
  IMAGE_FITS,
  IMAGE_QUALITIES,
  IMAGE_MAX_DIMENSION,
  type ImageFit,
  type ImageFormat,
  IPX_PREFIX,
} from "./image-url.ts";

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
  ["jpeg", "jpeg"],
  ["jpg", "jpeg"],
  ["png", "png"],
  ["auto", "auto"],
]);

export const bad = (message: string) => new ImageRequestError(400, message);

function integer(name: string, value: string, max: number): number {
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw bad(`${name} must be an integer from 1 to ${max}`);
  }
  return Number(value);
}

/**
 * ipx's modifier syntax — `w_320&f_webp`, also `,` between modifiers and `=` or `:` before a
 * value; `_` alone for none — limited to the image proxy's sizing options, each at most once.
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
        // Only the sizes the shop lays pictures out at: each other one is another costly render.
        if (!IMAGE_DIMENSIONS.includes(modifiers[name])) {
          throw bad(
            `${name} must be one of the shop's image sizes: ${IMAGE_DIMENSIONS.join(", ")}`,
          );
        }
        break;
      case "quality":
        modifiers.quality = integer(name, value, 100);
        if (!(IMAGE_QUALITIES as readonly number[]).includes(modifiers.quality)) {
          throw bad(`quality must be one of ${IMAGE_QUALITIES.join(", ")}`);
        }
        break;
      case "format": {
        const format = FORMAT_NAMES.get(value);
        if (!format) throw bad(`format must be one of webp, jpeg, png, auto`);
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

export interface Source {
  kind: "demo" | "file" | "remote";
  id: string;
}

export function resolveSource(
  raw: string,
  search: string,
  imageDomain: string | undefined,
): Source {
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

/** The modifiers and the source of /_ipx/{modifiers}/{source}, or the ImageRequestError to answer. */
export function readImageRequest(
  url: URL,
  imageDomain: string | undefined,
): { modifiers: ImageModifiers; source: Source } {
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
  return { modifiers, source: resolveSource(raw, url.search, imageDomain) };
}
