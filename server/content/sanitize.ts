/**
 * The one gate every blog article passes before it is stored as `blog.html`: the storefront
 * renders that column as raw HTML, so only plain article markup may survive.
 */
import sanitizeHtml from "sanitize-html";

/** Where a link may lead: a page of the shop (relative) or another https site (external). */
type LinkKind = "relative" | "external";

const PLACEHOLDER_ORIGIN = "https://relative.invalid";

/**
 * Classifies an href as a browser would resolve it (the WHATWG URL parser ignores leading
 * control characters and tabs or newlines anywhere, which is how `java\nscript:` sneaks past
 * naive checks). "//host" and "/\host" are other sites, so they are not relative.
 */
export function linkKind(href: string): LinkKind | null {
  let url: URL;
  try {
    url = new URL(href, `${PLACEHOLDER_ORIGIN}/`);
  } catch {
    return null;
  }
  let start = 0;
  while (start < href.length && href.charCodeAt(start) <= 0x20) start += 1;
  const written = href.slice(start).replace(/[\t\n\r]/g, "");
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(written);
  if (!hasScheme) return url.origin === PLACEHOLDER_ORIGIN ? "relative" : null;
  return url.protocol === "https:" && url.origin !== PLACEHOLDER_ORIGIN ? "external" : null;
}

const options: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "p", "ul", "ol", "li", "strong", "em", "blockquote", "a"],
  allowedAttributes: { a: ["href", "rel"] },
  // A second line of defence behind linkKind: sanitize-html drops any other scheme itself.
  allowedSchemes: ["https"],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // Tags whose content is code or markup, not article text: dropped whole, not unwrapped.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title", "iframe"],
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? "";
      const kind = linkKind(href);
      if (kind === "relative") return { tagName, attribs: { href } };
      if (kind === "external") return { tagName, attribs: { href, rel: "noopener" } };
      return { tagName, attribs: {} };
    },
  },
  // A link whose href was refused keeps its text but loses the <a>.
  exclusiveFilter: (frame) => (frame.tag === "a" && !frame.attribs.href ? "excludeTag" : false),
};

/**
 * Article HTML reduced to h2, h3, p, ul, ol, li, strong, em, blockquote and links (relative, or
 * https with rel="noopener"); scripts, styles, event handlers and every other tag or attribute
 * are removed (the text of an unknown tag is kept, the content of a script or style is not).
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
