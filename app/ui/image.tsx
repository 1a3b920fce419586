import type { ImgHTMLAttributes } from "react";
import {
  highFetchPriority,
  type ImageFit,
  ipxSrcSet,
  ipxUrl,
  ipxWidthSrcSet,
} from "~/images/image-url.ts";

/** How the browser picks a file: by the screen's density, or by the laid-out width. */
type SrcSetProps =
  | {
      /** How wide the picture is laid out: the srcset then lists the screen widths up to `maxWidth`. */
      sizes: string;
      maxWidth: number;
    }
  | { sizes?: undefined; maxWidth?: undefined };

type ImageProps = SrcSetProps & {
  /** The picture's own address (a path such as /demo-images/…, or an URL on the image domain). */
  src: string;
  alt: string;
  /** The box reserved for it, in CSS pixels, and the `src` width. */
  width: number;
  /** The box's height; a square by default. */
  height?: number;
  /** Cut to `width` × `height` by /_ipx; without it only the width is asked for. */
  fit?: Extract<ImageFit, "cover" | "contain">;
  /** `false` leaves the attribute out (the browser's default). */
  loading?: "lazy" | "eager" | false;
  /** `false` leaves the attribute out (the browser's default). */
  decoding?: "async" | false;
  /** The picture the page is judged by (its LCP). */
  highPriority?: boolean;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, "className" | "draggable"> & {
    "data-testid"?: string;
  };

/**
 * A picture through /_ipx at its reserved size: `src` at `width`, and a srcset either by density
 * (1x, 2x) or, with `sizes`, by width. Lazy and decoded off the main thread unless told.
 */
export function Image({
  src,
  alt,
  width,
  height = width,
  fit,
  sizes,
  maxWidth,
  loading = "lazy",
  decoding = "async",
  highPriority = false,
  ...attributes
}: ImageProps) {
  const cut = fit ? { height, fit } : {};
  return (
    <img
      src={ipxUrl(src, { width, ...cut })}
      srcSet={sizes === undefined ? ipxSrcSet(src, width, cut) : ipxWidthSrcSet(src, maxWidth)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={loading || undefined}
      {...highFetchPriority(highPriority)}
      decoding={decoding || undefined}
      {...attributes}
    />
  );
}
