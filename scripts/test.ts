/**
 * `npm test`: the unit and integration suite (vitest), then the browser suite (Playwright, which
 * builds and starts the app itself). The browser tests need Chromium; see tests/chromium.ts for
 * what happens when it is missing. They are never skipped.
 */
import { spawnSync } from "node:child_process";
import { planChromium, thisMachine } from "../tests/chromium.ts";

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  return spawnSync(command, args, { stdio: "inherit", env }).status ?? 1;
}

const plan = planChromium(thisMachine());
if (plan.action === "stop") {
  console.error(`[test] ${plan.message}`);
  process.exit(1);
}
if (plan.action === "install") {
  console.log(
    `[test] No Chromium at ${plan.path}: installing Debian's chromium package with apt-get (running as root on Debian)…`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (
    run("apt-get", ["update"], env) !== 0 ||
    run("apt-get", ["install", "-y", "chromium"], env) !== 0
  ) {
    console.error(
      "[test] Installing Chromium with apt-get failed; install it and run npm test again.",
    );
    process.exit(1);
  }
}

const unit = run("npx", ["vitest", "run"]);
const browser = run("npx", ["playwright", "test"]);
if (unit !== 0) console.error("[test] vitest failed");
if (browser !== 0) console.error("[test] Playwright failed");
process.exit(unit || browser);
