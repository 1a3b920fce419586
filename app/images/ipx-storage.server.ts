/**
 * Where /_ipx reads its sources: the demo pictures drawn in process at the size asked for, image
 * files on disk, and http(s) images from the image domain (no redirects, a timeout, a size cap).
 */
import path from "node:path";
import { ipxFSStorage, type IPXStorage } from "ipx";
import {
  DEMO_IMAGE_PREFIX,
  DEMO_IMAGE_SIZE,
  parseDemoImagePath,
  renderDemoImage,
} from "./demo-images.ts";
import { ImageRequestError } from "./ipx-request.ts";

export const ONE_YEAR = 31_536_000;
const REMOTE_TIMEOUT_MS = 10_000;
const REMOTE_MAX_BYTES = 20 * 1024 * 1024;

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
export function remoteStorage(fetchImage: typeof fetch): IPXStorage {
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

/** Where uploaded photos are found in a source path (docs/content.md#review-photos). */
export const UPLOADS_PREFIX = "/uploads/";

/**
 * Demo pictures by their path; uploaded photos (/uploads/…) from `uploadsDir` alone, never from
 * the other folders; image files from `fileDirs` (in order) for every other path. ipx's file
 * storage refuses a path that would leave its folder, and resolveSource refuses `..` before it.
 */
export function localImageStorage(fileDirs?: string[], uploadsDir?: string): IPXStorage {
  const fileStorage = ipxFSStorage({
    dir: fileDirs ?? [path.resolve("public"), path.resolve("build/client")],
    maxAge: ONE_YEAR,
  });
  const uploadStorage = ipxFSStorage({
    dir: path.resolve(uploadsDir ?? "data/uploads"),
    maxAge: ONE_YEAR,
  });
  const storageOf = (id: string): [IPXStorage, string] => {
    if (id.startsWith(DEMO_IMAGE_PREFIX)) return [demoStorage, id];
    if (id.startsWith(UPLOADS_PREFIX)) return [uploadStorage, id.slice(UPLOADS_PREFIX.length - 1)];
    return [fileStorage, id];
  };
  return {
    name: "meet-market:local",
    getMeta: (id, opts) => {
      const [storage, key] = storageOf(id);
      return storage.getMeta(key, opts);
    },
    getData: (id, opts) => {
      const [storage, key] = storageOf(id);
      return storage.getData(key, opts);
    },
  };
}
