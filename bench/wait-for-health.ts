/** Waiting for a bench's own production server (`node http-server/start.mjs`) to answer. */
import type { ChildProcess } from "node:child_process";

/** Resolves once `origin`/healthz answers 200; throws if the server exits or 15 minutes pass. */
export async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  // The first start builds the app: a minute on an idle machine, several on two busy cores.
  const deadline = Date.now() + 15 * 60_000;
  let last: unknown = null;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error; // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer /healthz within 15 minutes (last: ${String(last)})`);
}
