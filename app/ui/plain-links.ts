import { type MouseEvent, useCallback } from "react";
import { useNavigate } from "react-router";

export type PlainLinkNavigation = (event: MouseEvent<Element>) => void;

/**
 * Links the server writes by the dozen are plain <a> elements with this one click handler, not
 * React Router's <Link>, which resolves its path and runs five hooks for each link of each page
 * the server renders (docs/storefront.md#the-frames-links): the frame's (the header's menus, the
 * mobile menu, the footer: some fifty on every page) and the product cards' names (a grid's
 * handler serves all its cards, which the server may write from kept HTML,
 * docs/storefront.md#the-frames-kept-html). Their addresses are absolute paths of the shop, so
 * there is nothing to resolve. Given to a link or to an element around links, a click on a link
 * does what <Link>'s does: a client-side navigation (a replace when it is the page already shown),
 * unless it is another button, a modified click or another target.
 * `data-discover="true"`, as <Link> writes it, lets React Router find their routes ahead of the
 * click.
 */
export function usePlainLinkNavigation(): PlainLinkNavigation {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<Element>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a") : null;
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      const to = anchor.getAttribute("href");
      if (
        !to?.startsWith("/") ||
        to.startsWith("//") ||
        (anchor.target && anchor.target !== "_self")
      )
        return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      void navigate(to, { replace: pathname + search + hash === to });
    },
    [navigate],
  );
}

/** Whether a link to `to` leads to the page at `pathname` or one below it: NavLink's rule. */
export function isCurrentPath(pathname: string, to: string): boolean {
  const here = pathname.toLowerCase();
  const there = to.toLowerCase();
  return here === there || (here.startsWith(there) && here.charAt(there.length) === "/");
}
