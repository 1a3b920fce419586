// The production server's primary process when several workers serve
// (docs/architecture.md#one-worker-per-core): a child of its own validates the environment,
// migrates and seeds the database once (serve.mjs), then the primary starts the workers, each
// running serve.mjs on the same port (node:cluster hands them the connections in turn),
// replaces one that dies, and on SIGTERM or SIGINT has every worker finish its open requests
// before it exits itself. The primary never loads the build: it stays small.
import { fork } from "node:child_process";
import cluster from "node:cluster";

/** Set for the child that only prepares: serve.mjs then reports the plan and exits. */
export const PREPARE_ONLY = "MEET_MARKET_PREPARE_ONLY";

/**
 * Whether the environment may ask for workers: a PostgreSQL database and WEB_CONCURRENCY not 1.
 * Only a hint, read before the build is loaded; the build's validated environment decides.
 */
export function mayRunWorkers(env) {
  return /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? "") && env.WEB_CONCURRENCY?.trim() !== "1";
}

/**
 * Runs `script` with `args` in a child process that validates the environment and, when
 * several workers are to serve, migrates and seeds the database; resolves with its plan,
 * `{ workers, why }`. A child that fails has said why: this process exits 1 too.
 */
export function prepareInChild(script, args) {
  return new Promise((resolve) => {
    let plan;
    const child = fork(script, args, { env: { ...process.env, [PREPARE_ONLY]: "1" } });
    child.on("message", (message) => {
      plan = message;
    });
    child.on("exit", (code) => {
      if (code === 0 && plan) resolve(plan);
      else process.exit(1);
    });
  });
}

/** A worker that dies sooner than this after it started listening counts as a quick exit. */
const QUICK_EXIT_MS = 10_000;
/** Quick exits in a row wait 1, 2, 4… s before the next worker, at most this long. */
const MAX_RESTART_DELAY_MS = 30_000;

/** How long the next worker waits after `quickExits` quick exits in a row. */
export function restartDelayMs(quickExits) {
  if (quickExits <= 0) return 0;
  return Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (quickExits - 1));
}

const describeExit = (code, signal) => (signal ? `signal ${signal}` : `code ${code}`);

/**
 * Starts `workers` workers running `script` with `args`, and keeps that many running.
 * `address` and `why` make the start-up line; `graceMs` is a worker's own grace on SIGTERM,
 * after which the primary kills what is left.
 */
export function runPrimary({ workers, script, args, address, why, graceMs }) {
  cluster.setupPrimary({ exec: script, args });
  /** When each worker (by cluster id) started listening; absent until it does. */
  const listeningSince = new Map();
  let everyoneListened = false;
  let quickExits = 0;
  let stopping = false;
  let failed = false;
  const pendingRestarts = new Set();

  const startWorker = (replacing) => {
    const worker = cluster.fork();
    worker.replacing = replacing;
  };

  cluster.on("listening", (worker) => {
    listeningSince.set(worker.id, Date.now());
    if (everyoneListened) {
      const instead = worker.replacing ? ` in place of ${worker.replacing}` : "";
      console.log(`[meet-market] worker ${worker.process.pid} listening${instead}`);
    } else if (listeningSince.size === workers) {
      everyoneListened = true;
      console.log(`[meet-market] ${address}: ${why}, primary ${process.pid}`);
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    const since = listeningSince.get(worker.id);
    listeningSince.delete(worker.id);
    const pid = worker.process.pid;
    if (stopping) {
      if (code !== 0) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!everyoneListened) {
      // A worker that cannot start (the port taken, the database gone): the instance never
      // takes traffic, as one process would not (docs/decisions/005-production-server.md).
      console.error(
        `[meet-market] worker ${pid} exited before the server started (${describeExit(code, signal)}); stopping`,
      );
      stopping = true;
      failed = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    const quick = since === undefined || Date.now() - since < QUICK_EXIT_MS;
    quickExits = quick ? quickExits + 1 : 0;
    const delay = restartDelayMs(quickExits);
    console.error(
      `[meet-market] worker ${pid} exited (${describeExit(code, signal)}); ` +
        `starting another${delay ? ` in ${delay / 1000} s` : ""}`,
    );
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      startWorker(pid);
    }, delay);
    pendingRestarts.add(timer);
  });

  const killEveryone = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
    process.exit(1);
  };

  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      // A second signal (Ctrl-C again) stops everything at once.
      if (stopping) return killEveryone();
      stopping = true;
      console.log(`[meet-market] ${signal}: the workers finish their open requests`);
      for (const timer of pendingRestarts) clearTimeout(timer);
      pendingRestarts.clear();
      // Each worker drains as one process does (serve.mjs); a second signal changes nothing.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      // A worker's own grace has run out: what is left is killed.
      setTimeout(killEveryone, graceMs + 5_000).unref();
    });
  }

  for (let i = 0; i < workers; i += 1) startWorker(undefined);
}
