// 'drain' listeners on a compressed response that can be removed again
// (docs/security.md#slow-readers-and-vanished-ones).
//
// `compression` replaces `res.on` so that a 'drain' listener goes to its gzip (or brotli) stream,
// but leaves `removeListener` / `off` looking on the response itself. React Router's response
// writer waits with `res.once('drain')` each time a write is refused, and `once` removes its
// listener through `removeListener`: on a compressed response every wait left a spent listener
// on the gzip stream, and a large page or a slow reader piled up dozens of them
// (MaxListenersExceededWarning, and memory held until the response ends).
//
// Registered right after compression, this keeps the response's 'drain' listeners in an emitter
// of its own, fed by a single listener given to compression's `res.on`: whatever is added can be
// removed, and the gzip stream never holds more than that one.
import { EventEmitter } from "node:events";

export function removableDrainListeners() {
  return function removableDrainListenersMiddleware(_req, res, next) {
    const drain = new EventEmitter();
    const compressionOn = res.on;
    const ownRemoveListener = res.removeListener;
    let forwarding = false;

    function addListener(type, listener) {
      if (type !== "drain") return compressionOn.call(this, type, listener);
      if (!forwarding) {
        forwarding = true;
        compressionOn.call(this, "drain", () => drain.emit("drain"));
      }
      drain.on("drain", listener);
      return this;
    }
    function removeListener(type, listener) {
      if (type !== "drain") return ownRemoveListener.call(this, type, listener);
      drain.removeListener("drain", listener);
      return this;
    }

    // `once` (EventEmitter's own) adds through `on` and removes through `removeListener`.
    res.on = res.addListener = addListener;
    res.off = res.removeListener = removeListener;
    next();
  };
}
