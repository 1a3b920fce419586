import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { QRCodeSVG } from "qrcode.react";
import { siteUrlOf } from "~/platform/env.server.ts";
import type { Route } from "./+types/resources.app-qr";

/** The app's QR code is level M, 134 px (docs/storefront.md#app-banner-and-qr-code). */
export const APP_QR_SIZE = 134;

/**
 * The footer's QR code, which leads a phone to /api/mobileapp, drawn on the server as an SVG
 * image: the QR encoder then never ships to the browser.
 */
export function loader({ request }: Route.LoaderArgs) {
  const siteUrl = siteUrlOf(request);
  const svg = renderToStaticMarkup(
    createElement(QRCodeSVG, {
      value: `${siteUrl}/api/mobileapp`,
      level: "M",
      size: APP_QR_SIZE,
      xmlns: "http://www.w3.org/2000/svg",
    }),
  );
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    },
  });
}
