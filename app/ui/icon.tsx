import { createElement } from "react";
import type { IconNode } from "lucide-react";

/**
 * A lucide icon, drawn from its drawing (`__iconNode` of the icon's own file): the <svg> lucide-react's
 * components render, less their factory and class names, which every page's scripts carried
 * (~1.3 KB gzip, docs/storefront.md#javascript-below-the-fold). Always decorative (aria-hidden), as
 * lucide's are without a label: the control around it says what it does.
 */
export function Icon({
  node,
  className,
  strokeWidth = 2,
}: {
  node: IconNode;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {node.map(([tag, attributes]) => createElement(tag, attributes))}
    </svg>
  );
}
