import { useEffect, useState } from "react";

export const SCROLL_THROTTLE_MS = 100;
export const REAPPEAR_DELAY_MS = 200;
const TOP_ZONE_PX = 80;

/**
 * The sticky header's rule (docs/storefront.md#header): hidden while the page scrolls down,
 * shown again on scrolling up or once scrolling has paused for 200 ms; scroll events are
 * throttled to 100 ms.
 */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    let lastRun = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    let idle: ReturnType<typeof setTimeout> | undefined;

    const update = () => {
      lastRun = Date.now();
      const y = window.scrollY;
      if (y <= TOP_ZONE_PX || y < lastY) setHidden(false);
      else if (y > lastY) setHidden(true);
      lastY = y;
      clearTimeout(idle);
      idle = setTimeout(() => setHidden(false), REAPPEAR_DELAY_MS);
    };
    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (Date.now() - lastRun);
      if (wait <= 0) {
        update();
      } else if (!trailing) {
        trailing = setTimeout(() => {
          trailing = undefined;
          update();
        }, wait);
      }
    };

    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(trailing);
      clearTimeout(idle);
    };
  }, []);

  return hidden;
}
