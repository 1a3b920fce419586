// Pages and their data answered in the order they were asked for
// (docs/architecture.md#requests-in-arrival-order).
//
// A page is mostly the process's own CPU (React's render, the catalogue's counts), with a few waits
// between (the database, the read cache). With fifty requests open at once, each wait sends a
// request to the back of the event loop behind every other's work, and one that waits more often
// than the rest comes last again and again: on a filtered section at fifty connections half the
// answers came within 0.8 s and the slowest took 3.6 s (bench/README.md). Here at most
// `concurrency` GET and HEAD requests are in React Router at once; the others wait their turn in
// arrival order, so each waits about as long as the ones before it.
//
// A request gives its place back when its answer starts (its headers: the rest of a page is
// streamed, an event stream stays open), when it ends or its connection does, and at the latest
// after HOLD_MS: one that waits that long on something outside (a provider) is not using the
// process, and the queue must not wait with it. A request whose connection closed while it queued
// is not started. Submissions (POST and the rest) pass by: a slow upload never holds a place.
import onFinished from "on-finished";
import onHeaders from "on-headers";
import pLimit from "p-limit";

export const HOLD_MS = 1_000;

export function requestsInArrivalOrder({ concurrency, holdMs = HOLD_MS }) {
  const limit = pLimit(concurrency);
  return function requestQueueMiddleware(req, res, next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    void limit(
      () =>
        new Promise((release) => {
          if (onFinished.isFinished(res)) return release();
          const timer = setTimeout(release, holdMs);
          timer.unref();
          const done = () => {
            clearTimeout(timer);
            release();
          };
          onHeaders(res, done);
          onFinished(res, done);
          next();
        }),
    );
  };
}
