/**
 * A production server of the suite's build started by a spec for itself (demo-start.spec.ts,
 * fuzz-admin.spec.ts), beside the suite's own: on a port and a database of its own, so that what
 * the spec does to it never reaches the other specs' server (docs/testing.md).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { expect } from "@playwright/test";
import { e2eBuildDir } from "../../e2e-build.ts";

/** `npm start`'s command with this shell's settings, less those a fresh clone would not have. */
export function startServer(settings: Record<string, string>, log: string[]): ChildProcess {
  const unset = new Set(["NODE_ENV", "DATABASE_URL", "SHOP_MODE", "SHOP_API_URL", "HOST"]);
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.has(name)));
  const child = spawn(process.execPath, ["--max-semi-space-size=64", "http-server/start.mjs"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...env,
      // The build the suite's own server runs (playwright.config.ts): never built again here.
      BUILD_DIR: e2eBuildDir(),
      ...settings,
    },
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => log.push(chunk));
  }
  return child;
}

/** The first start migrates and seeds the demo catalogue: generous on a busy 2-core machine. */
export async function untilHealthy(child: ChildProcess, address: string, log: string[]) {
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) return `exited: ${log.join("")}`;
        try {
          return (await fetch(`${address}/healthz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 200_000, intervals: [1000] },
    )
    .toBe(200);
}

export async function stopServer(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}
