import { existsSync } from "node:fs";

/** Debian's Chromium, the browser a shopper runs (Lighthouse measures pages in it). */
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's "old headless shell" of the same Chromium build (package chromium-headless-shell): the
 * headless browser Playwright itself runs by default. It drives the browser suite with about half
 * the CPU of the full browser in headless mode (docs/testing.md#the-browser).
 */
export const DEBIAN_HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
export const DEBIAN_PACKAGES = ["chromium", "chromium-headless-shell"] as const;
export const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y ${DEBIAN_PACKAGES.join(" ")}`;

/** The full Chromium: CHROME_PATH when set, else Debian's package. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH || DEBIAN_CHROMIUM;
}

/**
 * The Chromium the browser tests drive: CHROME_PATH when set, else Debian's headless shell, else
 * Debian's full Chromium.
 */
export function testBrowserPath(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  return exists(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM;
}

export interface Machine {
  env: NodeJS.ProcessEnv;
  exists(path: string): boolean;
  isRoot: boolean;
}

export type ChromiumPlan =
  | { action: "use"; path: string }
  | { action: "install"; path: string }
  | { action: "stop"; message: string };

/**
 * What `npm test` does about the browser: use the one there is; install Debian's packages when
 * it can (root on Debian); otherwise stop and say what to run. Never skip the browser tests.
 */
export function planChromium(machine: Machine): ChromiumPlan {
  const path = testBrowserPath(machine.env, machine.exists);
  if (machine.exists(path)) return { action: "use", path };
  if (machine.env.CHROME_PATH) {
    return {
      action: "stop",
      message: `CHROME_PATH=${path} does not exist. Point it at a Chromium binary, or unset it to use Debian's ${DEBIAN_HEADLESS_SHELL}.`,
    };
  }
  const onDebian = machine.exists("/etc/debian_version") && machine.exists("/usr/bin/apt-get");
  if (machine.isRoot && onDebian) return { action: "install", path: DEBIAN_HEADLESS_SHELL };
  return {
    action: "stop",
    message:
      `The browser tests need Chromium, and ${path} does not exist.\n` +
      `Install Debian's packages:  ${INSTALL_COMMAND}\n` +
      "(or set CHROME_PATH to a Chromium binary), then run npm test again.",
  };
}

export function thisMachine(): Machine {
  return { env: process.env, exists: existsSync, isRoot: process.getuid?.() === 0 };
}
