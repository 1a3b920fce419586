/**
 * The XML of the sitemap (docs/seo.md#sitemap, sitemaps.org): an index of parts, each a list of
 * up to 50 000 addresses, written a piece at a time into a stream so that a part never sits in
 * memory whole.
 */
import { escapeXml } from "~/lib/xml.ts";

/** The most addresses one sitemap file may list (sitemaps.org). */
export const SITEMAP_PART_SIZE = 50_000;

export interface SitemapEntry {
  /** Absolute. */
  loc: string;
  /** An ISO 8601 time; left out when unknown. */
  lastmod?: string | null;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function entryXml(tag: "url" | "sitemap", entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${tag}>\n`;
}

/**
 * A stream of one sitemap file: the opening tag, then each batch `batches` yields as it is
 * read, then the closing tag. A batch is only asked for once the last has been taken (`pull`),
 * so a slow reader holds back the reading of the database rather than filling memory.
 */
function xmlStream(
  root: "urlset" | "sitemapindex",
  batches: AsyncIterable<readonly SitemapEntry[]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const tag = root === "urlset" ? "url" : "sitemap";
  const iterator = batches[Symbol.asyncIterator]();
  let opened = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(`${HEAD}<${root} ${NS}>\n`));
        return;
      }
      const next = await iterator.next();
      if (next.done) {
        controller.enqueue(encoder.encode(`</${root}>\n`));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map((entry) => entryXml(tag, entry)).join("")));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** A `<urlset>` of the addresses `batches` yields. */
export function urlsetStream(
  batches: AsyncIterable<readonly SitemapEntry[]>,
): ReadableStream<Uint8Array> {
  return xmlStream("urlset", batches);
}

/** A `<sitemapindex>` of the parts. */
export function sitemapIndexStream(parts: readonly SitemapEntry[]): ReadableStream<Uint8Array> {
  return xmlStream(
    "sitemapindex",
    (async function* () {
      yield parts;
    })(),
  );
}

/** The file name of the n-th part of the products (from 1): `products-1.xml`. */
export function productPartName(n: number): string {
  return `products-${n}.xml`;
}

/** The part number of a file name, or null when it names no products part. */
export function productPartNumber(name: string): number | null {
  const match = /^products-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? Number(match[1]) : null;
}

export const PAGES_PART = "pages.xml";
