/**
 * A same-site path to return to after a form post; anything else (another origin,
 * protocol-relative "//evil", a backslash trick) falls back, so no open redirect exists.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.includes("\\")) {
    return fallback;
  }
  return to;
}
