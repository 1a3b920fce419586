/**
 * URLs of resized product images: every product picture goes through /_ipx with the defaults of
 * docs/catalogue.md#image-proxy: webp, quality 80, densities 1 and 2, its screen widths. Shared by
 * components (browser) and the /_ipx route (server).
 */

/** The screen widths of docs/catalogue.md#image-proxy, in CSS pixels. */
export const IMAGE_SCREEN_WIDTHS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
  "2xl": 1536,
} as const;

export type ImageScreen = keyof typeof IMAGE_SCREEN_WIDTHS;

export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_DEFAULT_FORMAT = "webp";
export const IMAGE_DEFAULT_QUALITY = 80;
/** The largest width or height /_ipx renders: the widest screen at density 2. */
export const IMAGE_MAX_DIMENSION = IMAGE_SCREEN_WIDTHS["2xl"] * 2;

/**
 * The sizes the shop's pictures are laid out at, in CSS pixels (docs/catalogue.md#image-proxy):
 * the screen widths and the components' boxes. /_ipx renders these and their double (density 2)
 * only; any other width or height is refused (docs/security.md#images), and ipxUrl rounds a size
 * off this ladder up to the next one on it.
 */
const LAID_OUT_SIZES = [
  14, 40, 56, 80, 96, 300, 320, 400, 432, 480, 640, 768, 1024, 1200, 1280, 1536,
] as const;

export const IMAGE_DIMENSIONS: readonly number[] = [
  ...new Set(LAID_OUT_SIZES.flatMap((size) => [size, size * 2])),
]
  .filter((size) => size <= IMAGE_MAX_DIMENSION)
  .sort((a, b) => a - b);

/** The qualities /_ipx renders: the default, and a lighter one for large posters. */
export const IMAGE_QUALITIES = [IMAGE_DEFAULT_QUALITY, 60] as const;

/** AVIF is left out: one large AVIF costs tens of seconds of CPU (docs/security.md#images). */
export const IMAGE_FORMATS = ["webp", "jpeg", "png"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_FITS = ["cover", "contain", "fill", "inside", "outside"] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

export const IPX_PREFIX = "/_ipx";

export interface ImageOptions {
  width: number;
  height?: number;
  /** Unset: the server answers webp to browsers that accept it (see docs/decisions/009). */
  format?: ImageFormat;
  /** 1..100; the default, 80, is left out of the URL. */
  quality?: number;
  fit?: ImageFit;
  /** A hex colour, "#fff" or "ffffff", for the bars of fit=contain and for jpeg's missing alpha. */
  background?: string;
}

function dimension(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1 || value > IMAGE_MAX_DIMENSION) {
    throw new RangeError(`${name} must be an integer from 1 to ${IMAGE_MAX_DIMENSION}: ${value}`);
  }
  return IMAGE_DIMENSIONS.find((size) => size >= value) ?? IMAGE_MAX_DIMENSION;
}

/**
 * The /_ipx URL of `src` (a path such as /demo-images/… or /images/x.png, or an http(s) URL on
 * the image domain) at the given size. One canonical URL per image and size, for the CDN's cache:
 * defaults are left out and the modifiers come in a fixed order.
 */
export function ipxUrl(src: string, options: ImageOptions): string {
  const modifiers = [`w_${dimension("width", options.width)}`];
  if (options.height !== undefined) modifiers.push(`h_${dimension("height", options.height)}`);
  if (options.format !== undefined) modifiers.push(`f_${options.format}`);
  const quality = options.quality ?? IMAGE_DEFAULT_QUALITY;
  if (!(IMAGE_QUALITIES as readonly number[]).includes(quality)) {
    throw new RangeError(`quality must be one of ${IMAGE_QUALITIES.join(", ")}: ${quality}`);
  }
  if (quality !== IMAGE_DEFAULT_QUALITY) modifiers.push(`q_${quality}`);
  if (options.fit !== undefined) modifiers.push(`fit_${options.fit}`);
  if (options.background !== undefined) {
    const background = options.background.replace(/^#/, "").toLowerCase();
    if (!/^([0-9a-f]{3}|[0-9a-f]{6})$/.test(background)) {
      throw new RangeError(`background must be a hex colour: ${options.background}`);
    }
    modifiers.push(`b_${background}`);
  }
  // The source is the rest of the path: a query or fragment of an http(s) source is escaped into it.
  const source = /^https?:\/\//i.test(src) ? src : src.replace(/^\/+/, "");
  const path = encodeURI(source).replace(/[?#]/g, encodeURIComponent);
  return `${IPX_PREFIX}/${modifiers.join("&")}/${path}`;
}

/** A srcset with the image proxy's densities: the image at `width` for 1x, twice that for 2x. */
export function ipxSrcSet(
  src: string,
  width: number,
  options: Omit<ImageOptions, "width"> = {},
): string {
  return IMAGE_DENSITIES.map((density) => {
    const url = ipxUrl(src, {
      ...options,
      width: Math.min(width * density, IMAGE_MAX_DIMENSION),
      height:
        options.height === undefined
          ? undefined
          : Math.min(options.height * density, IMAGE_MAX_DIMENSION),
    });
    return `${url} ${density}x`;
  }).join(", ");
}

/**
 * A srcset by width (`… 320w, … 640w`) of the image proxy's screen widths up to `maxWidth`, for an
 * image whose displayed size `sizes` gives: the browser takes the smallest that covers it at the
 * screen's density (a 412 px phone at 1.75x gets 768, not a 2x 1280).
 */
export function ipxWidthSrcSet(src: string, maxWidth: number): string {
  return [...new Set(Object.values(IMAGE_SCREEN_WIDTHS))]
    .filter((width) => width <= maxWidth)
    .map((width) => `${ipxUrl(src, { width })} ${width}w`)
    .join(", ");
}

/**
 * `fetchpriority="high"` for the image a page is judged by (its LCP), spread onto an <img>.
 * React 18 has no `fetchPriority` prop (it warns and passes the camel-cased name through), so the
 * lowercase HTML attribute is passed as an unknown one, which React renders as it is.
 */
export function highFetchPriority(high: boolean): { fetchpriority?: "high" } {
  return high ? { fetchpriority: "high" } : {};
}
