// The production HTTP server: the React Router build on Express, as react-router-serve does, plus
// what a deployment behind a proxy needs — X-Forwarded-* honoured from trusted proxies, a start-up
// that validates the environment and migrates before it listens, and a graceful shutdown.
import cluster from "node:cluster";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider } from "react-router";
import { removableDrainListeners } from "./drain-listeners.mjs";
import { securityHeaders } from "./security-headers.mjs";
import { accessLog } from "./access-log.mjs";
import { bodyLimits } from "./body-limits.mjs";
import { requestsInArrivalOrder } from "./request-queue.mjs";
import { answerUnparsed, deliberateRequests } from "./http-requests.mjs";
import { mayRunWorkers, PREPARE_ONLY, prepareInChild, runPrimary } from "./cluster.mjs";

const SHUTDOWN_GRACE_MS = 10_000;

/** TRUST_PROXY: "true", a hop count, or a list of addresses / express's names (loopback…). */
export function parseTrustProxy(value) {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * The files the service worker's updates hang on (docs/pwa.md#updates): the browser asks for the
 * worker again each time it checks (no-cache), and the build's version is never kept (no-store),
 * so a page polling it sees a new deployment at once.
 */
const NOT_KEPT = { "sw.js": "no-cache", "version.json": "no-store", "offline.html": "no-cache" };

function setServiceWorkerHeaders(res, file) {
  const cacheControl = NOT_KEPT[path.basename(file)];
  if (cacheControl) res.setHeader("Cache-Control", cacheControl);
}

/**
 * build/client's other files (copied from public/: icons, the manifest, the service worker), served
 * as they are. Which files there are is read once, at start: the build does not change under a
 * running server, and a page's path is then not looked for on disk at every request.
 */
function publicFiles(clientDir) {
  const files = new Set(
    readdirSync(clientDir, { recursive: true }).map((file) => `/${file.split(path.sep).join("/")}`),
  );
  const serveFile = express.static(clientDir, {
    maxAge: "1h",
    setHeaders: setServiceWorkerHeaders,
  });
  return (req, res, next) => {
    let file;
    try {
      file = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    return files.has(file) ? serveFile(req, res, next) : next();
  };
}

function startupFailed(error) {
  console.error(`[meet-market] start-up failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

/**
 * The child of prepareInChild: validates the environment, migrates and seeds the database when
 * several workers are to serve (never two at once: docs/architecture.md#one-worker-per-core),
 * tells its parent the plan and exits.
 */
async function prepareOnly(entry) {
  try {
    const plan = entry.serverProcesses();
    if (plan.workers > 1) await entry.prepareDatabase();
    process.send(plan, () => process.exit(0));
  } catch (error) {
    startupFailed(error);
  }
}

export async function serve({ buildPath = "build/server/index.js" } = {}) {
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || undefined;
  const address = `http://${host ?? "localhost"}:${port}`;
  const preparing = Boolean(process.env[PREPARE_ONLY]);
  if (cluster.isPrimary && !preparing && mayRunWorkers(process.env)) {
    const script = fileURLToPath(import.meta.url);
    const { workers, why } = await prepareInChild(script, [buildPath]);
    if (workers > 1) {
      runPrimary({ workers, why, address, script, args: [buildPath], graceMs: SHUTDOWN_GRACE_MS });
      return undefined;
    }
  }
  const build = await import(pathToFileURL(path.resolve(buildPath)).href);
  const entry = build.entry.module;
  if (preparing) return prepareOnly(entry);
  // One process says why it is one (a build without the export, bench/ssr/bare, says nothing).
  if (cluster.isPrimary && entry.serverProcesses) {
    try {
      console.log(`[meet-market] ${entry.serverProcesses().why}`);
    } catch (error) {
      startupFailed(error);
    }
  }
  // A worker's lines name it; one process's are as they always were.
  const label = cluster.isWorker ? `[meet-market] worker ${process.pid}` : "[meet-market]";

  try {
    // A worker's database was migrated and seeded once, before the workers started.
    await entry.prepare({ databasePrepared: cluster.isWorker });
  } catch (error) {
    startupFailed(error);
  }

  const clientDir = path.resolve(path.dirname(buildPath), "..", "client");
  const app = express();
  app.disable("x-powered-by");
  app.set(
    "trust proxy",
    parseTrustProxy(process.env.TRUST_PROXY ?? "loopback, linklocal, uniquelocal"),
  );
  app.use(securityHeaders());
  app.use(compression());
  // Right after compression, whose own 'drain' listeners could never be removed.
  app.use(removableDrainListeners());
  // Fingerprinted assets never change; everything else in build/client (copied from public/) may.
  app.use(
    path.posix.join(build.publicPath, "assets"),
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }),
  );
  app.use(build.publicPath, publicFiles(clientDir));
  app.use(accessLog());
  // After the access log, which then logs its refusals too; before anything answers early, so
  // that such an answer closes a connection whose body is still arriving.
  app.use(bodyLimits());
  // Methods and request targets no route takes, answered before React Router (docs/security.md).
  app.use(deliberateRequests(build));
  // Last before React Router: pages and their data in arrival order, a few at a time
  // (docs/architecture.md#requests-in-arrival-order; a build without the export has no queue).
  const concurrency = entry.requestConcurrency?.() ?? 0;
  if (concurrency > 0) app.use(requestsInArrivalOrder({ concurrency }));
  app.use(
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      // The facts only the server knows (app/platform/request-context.server.ts): req.ip is read
      // from X-Forwarded-For only as far as "trust proxy" allows.
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider();
        context.set(entry.requestFactsContext, {
          clientAddress: req.ip,
          cspNonce: res.locals.cspNonce ?? "",
          target: req.originalUrl,
        });
        return context;
      },
    }),
  );

  const server = app.listen(port, host, (error) => {
    // Express hands a listen error (the port in use) to this callback: not a start.
    if (error) {
      console.error(`${label} cannot listen on port ${port}: ${error.message}`);
      process.exit(1);
    }
    // The primary says where the workers listen, once they all do.
    if (!cluster.isWorker) console.log(`[meet-market] ${address}`);
  });
  answerUnparsed(server);

  // Stops accepting connections, lets open requests finish, closes the database. A second
  // signal stops one process at once; a worker ignores it (a terminal's Ctrl-C reaches the
  // worker and its primary alike, and the primary passes it on).
  let draining = false;
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      if (draining) {
        if (!cluster.isWorker) process.exit(1);
        return;
      }
      draining = true;
      console.log(`${label} ${signal}: finishing open requests`);
      setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
      // An open order page's stream would hold its connection until the grace ran out; its
      // browser opens another on the next instance (docs/orders.md#live-status).
      void entry.endEventStreams?.();
      server.close(async () => {
        await entry.shutdown();
        process.exit(0);
      });
    });
  }
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await serve({ buildPath: process.argv[2] });
}
