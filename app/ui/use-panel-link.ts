import { type MouseEvent, useState } from "react";
import { useLocation } from "react-router";

/**
 * A link that, with JavaScript and a plain click, opens a panel over the page instead; the
 * panel belongs to the page it was opened on, so any navigation closes it.
 */
export function usePanelLink() {
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  return {
    open: openOn === location.key,
    close: () => setOpenOn(null),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      setOpenOn(location.key);
    },
  };
}
