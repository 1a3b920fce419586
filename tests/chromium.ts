import { existsSync } from "node:fs";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** The Chromium the browser tests drive: CHROME_PATH when set, else Debian's package. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || DEBIAN_CHROMIUM;
}

export function chromiumIsInstalled(): boolean {
  return existsSync(chromiumPath());
}
