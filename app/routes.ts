import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("graphql", "routes/graphql.ts"),
  route("healthz", "routes/healthz.ts"),
  route("resources/preferences", "routes/resources.preferences.ts"),
  route("my-fit", "routes/my-fit.ts"),
  route("resources/products", "routes/resources.products.ts"),
  route("resources/app-qr", "routes/resources.app-qr.ts"),
  route("resources/search", "routes/resources.search.ts"),
  route("resources/address-suggestions", "routes/resources.address-suggestions.ts"),
  // An order's changes as server-sent events, for its open page and «Мои заказы» (docs/orders.md#live-status).
  route("resources/order-updates", "routes/resources.order-updates.ts"),
  // Sign-out: a POST that deletes the token cookies (the account page's button posts here).
  route("resources/sign-out", "routes/resources.sign-out.ts"),
  route("demo-images/*", "routes/demo-images.ts"),
  route("_ipx/*", "routes/ipx.ts"),

  // The screens of docs/storefront.md#screens-and-routes. Each is its own module, loaded on demand.
  // The account: the profile page, whose forms each post to a route of their own and come back.
  route("account", "routes/account/index.tsx"),
  ...prefix("account", [
    route("addresses", "routes/account/addresses.ts"),
    route("contacts/send-code", "routes/account/contacts.send-code.ts"),
    route("contacts/confirm", "routes/account/contacts.confirm.ts"),
    route("bonus", "routes/account/bonus.tsx"),
    route("orders", "routes/account/orders.tsx"),
    route("promo", "routes/account/promo.tsx"),
    route("alerts", "routes/account/alerts.tsx"),
  ]),
  // Alerts (docs/alerts.md): a guest's subscription and the messages' unsubscribe link.
  route("alerts/subscribe", "routes/alerts.subscribe.tsx"),
  route("alerts/unsubscribe/:token", "routes/alerts.unsubscribe.$token.tsx"),
  route("auth", "routes/auth.tsx"),
  route("enter-code", "routes/enter-code.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog.$slug.tsx"),
  route("cart", "routes/cart.tsx"),
  // A catch-all that also answers /catalog itself: /catalog/{slug}, /catalog/any/{slug}…
  route("catalog/*", "routes/catalogue.tsx"),
  // «Нашли дешевле?», the menu entry meet-price: the price-match request form (docs/requests.md).
  route("catalog/meet-price", "routes/catalogue.meet-price.tsx"),
  route("checkout", "routes/checkout.tsx"),
  // The offline payments provider's page (docs/checkout.md#payment): pay or cancel a payment.
  route("payment/sandbox/:id", "routes/payment.sandbox.$id.tsx"),
  route("delivery", "routes/delivery.tsx"),
  route("delivery/how-it-works", "routes/delivery.how-it-works.tsx"),
  route("favorites", "routes/favourites.tsx"),
  route("info/appspromo", "routes/info.appspromo.tsx"),
  route("info/contacts", "routes/info.contacts.tsx"),
  route("info/faq", "routes/info.faq.tsx"),
  route("info/offer", "routes/info.offer.tsx"),
  route("info/offer/personal-data", "routes/info.offer.personal-data.tsx"),
  route("info/offer/public-offer", "routes/info.offer.public-offer.tsx"),
  route("info/offer/retail-sale", "routes/info.offer.retail-sale.tsx"),
  route("info/partners", "routes/info.partners.tsx"),
  route("licence", "routes/licence.tsx"),
  route("loyalty", "routes/loyalty.tsx"),
  route("orders/:id", "routes/orders.$id.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("product/:slug", "routes/product.$slug.tsx"),
  // Also answers /search; the header search leads to /search?query={text}.
  route("search/*", "routes/search.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  // For search engines (docs/seo.md): the sitemap's index and parts, and robots.txt.
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("sitemap/:part", "routes/sitemap.$part.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("tovar-pod-zakaz", "routes/tovar-pod-zakaz.tsx"),
  // The app's QR code: a redirect to the right store, or a page with every store.
  route("api/mobileapp", "routes/api.mobileapp.tsx"),
  // The phone form's code request with its bot checks, answered by the shop API.
  route("api/send-sms", "routes/api.send-sms.ts"),
  // Payments providers' notifications (YooKassa's at api/payments/yookassa), answered by the shop API.
  route("api/payments/:provider", "routes/api.payments.$provider.ts"),
  // The staff's status changes (docs/orders.md#operator-api).
  route("api/operator/order-status", "routes/api.operator.order-status.ts"),
  // The staff's list of requests sent through the site's forms (docs/requests.md#operator-api).
  route("api/operator/requests", "routes/api.operator.requests.ts"),
  // The staff's review moderation (docs/content.md#moderation).
  route("api/operator/reviews", "routes/api.operator.reviews.ts"),
  // The back office's stock-and-prices CSV (docs/back-office.md#каталог-и-цены).
  route("api/admin/catalogue/import", "routes/api.admin.catalogue.import.ts"),
  route("api/admin/catalogue/export", "routes/api.admin.catalogue.export.ts"),
  // The back office (docs/back-office.md): staff sign-in and sign-out, then its pages inside the
  // layout that checks the staff session; a section adds its page to the layout's children.
  route("admin/sign-in", "routes/admin.sign-in.tsx"),
  route("admin/sign-out", "routes/admin.sign-out.ts"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("staff", "routes/admin.staff.tsx"),
    // Orders (docs/back-office.md#заказы): the list with filters and batches, an order's page.
    route("orders", "routes/admin.orders.tsx"),
    route("orders/:id", "routes/admin.orders.$id.tsx"),
    route("audit", "routes/admin.audit.tsx"),
    route("catalogue", "routes/admin.catalogue.tsx"),
    route("promo", "routes/admin.promo.tsx"),
    route("promo/new", "routes/admin.promo.new.tsx"),
    route("promo/:id", "routes/admin.promo.$id.tsx"),
    route("catalogue/import", "routes/admin.catalogue.import.tsx"),
    route("catalogue/import/:id", "routes/admin.catalogue.import.$id.tsx"),
    route("reviews", "routes/admin.reviews.tsx"),
    route("requests", "routes/admin.requests.tsx"),
    route("requests/:kind/:id", "routes/admin.requests.$kind.$id.tsx"),
  ]),
  // Developers only (404 in production): the offline SMS / e-mail outbox with sign-in codes.
  route("dev/outbox", "routes/dev.outbox.tsx"),
  // Old entry points of the site, kept answering with an empty placeholder screen.
  route("index.html", "routes/index-placeholder.tsx", { id: "routes/index-html" }),
  route("index.php", "routes/index-placeholder.tsx", { id: "routes/index-php" }),

  // Last: any path no other route claims answers 404 'Page not found: {path}'.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
