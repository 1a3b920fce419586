// Security headers on every response of the production server
// (docs/security.md#security-headers-and-the-sites-own-address): helmet's set with a
// Content-Security-Policy whose scripts carry a nonce made for each response, HSTS in production,
// and a Permissions-Policy (helmet has none).
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
export function cspDirectives(env) {
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
    upgradeInsecureRequests: env.NODE_ENV === "production" ? [] : null,
  };
}

/** The Express middlewares: a nonce for this response, then the headers that use it. */
export function securityHeaders(env = process.env) {
  const production = env.NODE_ENV === "production";
  return [
    (_req, res, next) => {
      res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      next();
    },
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(env) },
      // Plain http on a developer's machine or in the tests must not be pinned to https.
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
      // The pictures of /_ipx and the demo images are embedded by the shop's own pages only.
      crossOriginResourcePolicy: { policy: "same-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  ];
}
