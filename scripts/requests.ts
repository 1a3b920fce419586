/**
 * `npm run requests -- [--kind meet-price|order|cooperative] [--page N] [--limit N] [--json]
 * [--url URL]`: lists the requests sent through the site's forms, newest first, through the
 * running shop's operator API (docs/requests.md#operator-api).
 *
 * The shop is SHOP_URL (default http://127.0.0.1:$PORT, PORT 3000); the token OPERATOR_API_TOKEN
 * (outside production, the development token the shop itself defaults to).
 *   npm run requests
 *   npm run requests -- --kind order --limit 10
 */
import { parseArgs } from "node:util";
import { OPERATOR_REQUESTS_PATH } from "../server/requests/operator-endpoint.ts";
import { callOperatorApi, shopAddress } from "./operator-api.ts";

const usage =
  "npm run requests -- [--kind meet-price|order|cooperative] [--page N] [--limit N] [--json] [--url URL]";

let parsed;
try {
  parsed = parseArgs({
    options: {
      kind: { type: "string" },
      page: { type: "string" },
      limit: { type: "string" },
      json: { type: "boolean" },
      url: { type: "string" },
    },
  });
} catch {
  console.error(`Использование: ${usage}`);
  process.exit(2);
}
const { values } = parsed;

const shop = shopAddress(values.url);
const address = new URL(OPERATOR_REQUESTS_PATH, shop);
for (const name of ["kind", "page", "limit"] as const) {
  const value = values[name];
  if (value) address.searchParams.set(name, value);
}

const response = await callOperatorApi(shop, address);

type Listed = { kind: string; id: number; createdAt: string } & Record<string, unknown>;
const body = (await response.json().catch(() => ({}))) as {
  message?: string;
  items?: Listed[];
  page?: number;
  totalItems?: number;
  totalPages?: number;
};
if (!response.ok || !body.items) {
  console.error(`Не получено (${response.status}): ${body.message ?? response.statusText}`);
  process.exit(1);
}
if (values.json) {
  console.log(JSON.stringify(body, null, 2));
  process.exit(0);
}

const KIND_NAMES: Record<string, string> = {
  "meet-price": "Нашли дешевле",
  order: "Под заказ",
  cooperative: "Сотрудничество",
};
const roubles = (kopecks: unknown) =>
  typeof kopecks === "number" ? `${Math.round(kopecks / 100).toLocaleString("ru-RU")} ₽` : null;

/** What a request is about, in one line. */
function summary(item: Listed): string {
  const parts =
    item.kind === "meet-price"
      ? [item.productName, item.size, item.offerUrl, roubles(item.priceSeen)]
      : item.kind === "order"
        ? [item.brand, item.model, item.size, item.link, roubles(item.budget)]
        : [item.companyName, item.fullName, item.email];
  return parts.filter((part) => part !== null && part !== undefined && part !== "").join(" · ");
}

for (const item of body.items) {
  const when = new Date(item.createdAt).toLocaleString("ru-RU", { timeZone: "Europe/Moscow" });
  const contact = [item.name, item.phone].filter(Boolean).join(", ");
  console.log(`${KIND_NAMES[item.kind] ?? item.kind} №${item.id}  ${when}  ${contact}`);
  console.log(`  ${summary(item)}`);
}
console.log(
  `Заявок: ${body.totalItems ?? 0}; страница ${body.page ?? 1} из ${Math.max(body.totalPages ?? 1, 1)}`,
);
