import { existsSync } from "node:fs";

export const DEBIAN_CHROMIUM = "/usr/bin/chromium";
export const INSTALL_COMMAND = "sudo apt-get update && sudo apt-get install -y chromium";

/** The Chromium the browser tests drive: CHROME_PATH when set, else Debian's package. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH || DEBIAN_CHROMIUM;
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
 * What `npm test` does about the browser: use the one there is; install Debian's package when
 * it can (root on Debian); otherwise stop and say what to run. Never skip the browser tests.
 */
export function planChromium(machine: Machine): ChromiumPlan {
  const path = chromiumPath(machine.env);
  if (machine.exists(path)) return { action: "use", path };
  if (machine.env.CHROME_PATH) {
    return {
      action: "stop",
      message: `CHROME_PATH=${path} does not exist. Point it at a Chromium binary, or unset it to use Debian's ${DEBIAN_CHROMIUM}.`,
    };
  }
  const onDebian = machine.exists("/etc/debian_version") && machine.exists("/usr/bin/apt-get");
  if (machine.isRoot && onDebian) return { action: "install", path };
  return {
    action: "stop",
    message:
      `The browser tests need Chromium, and ${path} does not exist.\n` +
      `Install Debian's package:  ${INSTALL_COMMAND}\n` +
      "(or set CHROME_PATH to a Chromium binary), then run npm test again.",
  };
}

export function thisMachine(): Machine {
  return { env: process.env, exists: existsSync, isRoot: process.getuid?.() === 0 };
}
