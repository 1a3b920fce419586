// Security headers on every response of the production server
// (docs/security.md#security-headers-and-the-sites-own-address): helmet's set with a
// Content-Security-Policy whose scripts carry a nonce made for each response, HSTS and
// upgrade-insecure-requests only for a request that came over https, a Permissions-Policy
// (helmet has none), and each of them exactly once: a route's own value replaces the server's.
import crypto from "node:crypto";
import helmet from "helmet";

const YANDEX_METRIKA = ["https://mc.yandex.ru", "https://mc.yandex.com"];
const GOOGLE_ANALYTICS = [
  "https://www.googletagmanager.com",
  "https://www.google-analytics.com",
  "https://*.google-analytics.com",
];
const YANDEX_MAPS = [
  "https://api-maps.yandex.ru",
  "https://*.maps.yandex.net",
  "https://yandex.ru",
];
/** Where YooKassa sends a buyer to pay: checkout's form answers with a redirect there. */
const YOOKASSA = ["https://yoomoney.ru", "https://*.yoomoney.ru"];

const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
  // The checkout's map may centre on the shopper's place.
  "geolocation=(self)",
].join(", ");

/** The CSP directives for the settings in `env` (the process environment). */
export function cspDirectives(env, overHttps = false) {
  const analytics = [
    ...(env.PUBLIC_YANDEX_METRIKA_ID ? YANDEX_METRIKA : []),
    ...(env.PUBLIC_GA_MEASUREMENT_ID ? GOOGLE_ANALYTICS : []),
  ];
  const maps = env.PUBLIC_YANDEX_MAPS_API_KEY ? YANDEX_MAPS : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", (_req, res) => `'nonce-${res.locals.cspNonce}'`, ...analytics, ...maps],
    // Server-rendered style attributes (sizes, colours of the demo pictures) need inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", ...analytics, ...maps],
    connectSrc: ["'self'", ...analytics, ...maps],
    fontSrc: ["'self'", "data:"],
    frameSrc: ["'self'", ...maps],
    frameAncestors: ["'none'"],
    formAction: ["'self'", ...YOOKASSA],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    // Only where the page was reached over https (securityHeaders below): on plain http it
    // would send the page's own requests to an https the shop may not have.
    upgradeInsecureRequests: overHttps ? [] : null,
  };
}

/**
 * The headers each response carries once. A route that sets its own (the QR code's and the
 * demo pictures' `default-src 'none'`, ipx's nosniff) replaces the server's: React Router's
 * adapter appends a route's headers to those already set, which sent two of each.
 */
export const SINGLE_SECURITY_HEADERS = new Set([
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
]);

/**
 * Whether the request came over https: Express's req.secure (X-Forwarded-Proto from a trusted
 * proxy, TRUST_PROXY), or a request to PUBLIC_SITE_URL's own host when that address is https
 * (a proxy in front that terminates TLS without saying so). docs/decisions/033.
 */
export function cameOverHttps(req, siteUrl) {
  if (req.secure) return true;
  if (!siteUrl) return false;
  try {
    const site = new URL(siteUrl);
    return site.protocol === "https:" && req.hostname === site.hostname;
  } catch {
    return false;
  }
}

function helmetFor(env, overHttps) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(env, overHttps) },
    // A browser ignores HSTS over plain http (RFC 6797 §8.1); sent there, it only claims what
    // is not true. Over https it pins the site to https for a year.
    strictTransportSecurity: overHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    // The pictures of /_ipx and the demo images are embedded by the shop's own pages only.
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

/** The Express middlewares: a nonce for this response, then the headers that use it. */
export function securityHeaders(env = process.env) {
  const overHttps = helmetFor(env, true);
  const overHttp = helmetFor(env, false);
  return [
    (_req, res, next) => {
      res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      const append = res.append;
      res.append = function appendOnce(field, value) {
        return SINGLE_SECURITY_HEADERS.has(field.toLowerCase())
          ? this.set(field, value)
          : append.call(this, field, value);
      };
      next();
    },
    (req, res, next) =>
      (cameOverHttps(req, env.PUBLIC_SITE_URL) ? overHttps : overHttp)(req, res, next),
  ];
}
