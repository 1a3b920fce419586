import type { ReactNode } from "react";
import { focusRing } from "./focus-ring.ts";

/**
 * The box of a table wider than a phone: it scrolls sideways inside the page instead of the page
 * scrolling, and is a named region the keyboard can reach and scroll (WCAG 2.1.1: a scrolling box
 * with nothing focusable inside would be out of a keyboard's reach).
 */
export function ScrollBox({
  label,
  className = "",
  children,
}: {
  /** What the box holds, for a screen reader: the table's name. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto ${focusRing} ${className}`}
    >
      {children}
    </div>
  );
}
