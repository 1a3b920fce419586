import { describe, expect, it, vi } from "vitest";
import { recentlyAnswered } from "./database.ts";

describe("a ping that answered recently", () => {
  it("answers at once while the next one waits, and waits once the last is stale or failed", async () => {
    vi.useFakeTimers();
    try {
      let release: (() => void) | undefined;
      let fail = false;
      const ping = vi.fn(
        () =>
          new Promise<void>((resolve, reject) => {
            release = () => (fail ? reject(new Error("down")) : resolve());
          }),
      );
      const check = recentlyAnswered(ping, 10_000);

      // Never answered: the first check waits for its ping.
      const first = check();
      release?.();
      await expect(first).resolves.toBeUndefined();

      // Answered a moment ago: a check returns while its ping is still queued.
      await expect(check()).resolves.toBeUndefined();
      expect(ping).toHaveBeenCalledTimes(2);
      // One ping at a time: a second check shares the one running.
      await check();
      expect(ping).toHaveBeenCalledTimes(2);

      // The database stops answering: the queued ping fails, and after 10 s the check says so.
      fail = true;
      release?.();
      await vi.advanceTimersByTimeAsync(10_001);
      const stale = check();
      release?.();
      await expect(stale).rejects.toThrow("down");
    } finally {
      vi.useRealTimers();
    }
  });
});
