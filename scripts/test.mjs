// `npm test`: the unit and integration suite (vitest), then the browser suite (Playwright, which
// builds and starts the app itself). The browser tests need Debian's Chromium: when it is missing
// this installs it where it can (root on Debian), and otherwise stops with the command to run —
// it never skips the browser tests.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const INSTALL_COMMAND = "sudo apt-get update && sudo apt-get install -y chromium";

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  return result.status ?? 1;
}

function ensureChromium() {
  const configured = process.env.CHROME_PATH;
  const path = configured || "/usr/bin/chromium";
  if (existsSync(path)) return;
  if (configured) {
    console.error(
      `[test] CHROME_PATH=${configured} does not exist. Point it at a Chromium binary.`,
    );
    process.exit(1);
  }
  const canInstall =
    process.getuid?.() === 0 && existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");
  if (!canInstall) {
    console.error(
      `[test] The browser tests need Chromium, and ${path} does not exist.\n` +
        `       Install Debian's package:  ${INSTALL_COMMAND}\n` +
        "       (or set CHROME_PATH to a Chromium binary), then run npm test again.",
    );
    process.exit(1);
  }
  console.log(
    "[test] No Chromium at /usr/bin/chromium: installing Debian's chromium package with apt-get (running as root on Debian)…",
  );
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (
    run("apt-get", ["update"], env) !== 0 ||
    run("apt-get", ["install", "-y", "chromium"], env) !== 0
  ) {
    console.error(`[test] Installing Chromium failed. Run:  ${INSTALL_COMMAND}`);
    process.exit(1);
  }
}

ensureChromium();
const unit = run("npx", ["vitest", "run"]);
const browser = run("npx", ["playwright", "test"]);
if (unit !== 0) console.error("[test] vitest failed");
if (browser !== 0) console.error("[test] Playwright failed");
process.exit(unit || browser);
