/**
 * When an item can arrive (docs/checkout.md#delivery-window): the one computation every screen
 * and letter reads. An item's way has two legs: from its supplier to the shop's stock in Moscow
 * (the supplier's days; an item already in the stock only waits to be packed) and from the stock
 * to the shopper (the delivery provider's days for the delivery type and the place). The window is
 * their sum, counted from the shop's day (Moscow), said as days («6–11 дней») and as the dates
 * they mean («3–8 декабря»). Pure: the callers bring the supplier, the transit days and the day.
 */
import type * as t from "../db/schema.ts";

/**
 * Where an item starts: already in the shop's stock in Russia, at a supplier in Russia, or at a
 * supplier abroad (Turkey), which is what its way through the stages follows
 * (docs/orders.md#the-way-of-an-order).
 */
export type DeliveryOrigin = "MEET_STOCK" | "RUSSIA" | "ABROAD";

type Supplier = Pick<
  typeof t.supplier.$inferSelect,
  "type" | "deliveryIsoCode" | "deliveryDaysMin" | "deliveryDaysMax"
>;

export function originOf(supplier: Pick<Supplier, "type" | "deliveryIsoCode">): DeliveryOrigin {
  if (supplier.type === "MEET_WAREHOUSE") return "MEET_STOCK";
  return supplier.deliveryIsoCode.toUpperCase() === "RU" ? "RUSSIA" : "ABROAD";
}

/** Days in transit from the stock to the shopper: the delivery provider's first and last day. */
export interface TransitDays {
  min: number;
  max: number;
}

export interface DeliveryWindow {
  /** Days from `since` to the first and the last day of the window. */
  daysMin: number;
  daysMax: number;
  /** YYYY-MM-DD, the shop's calendar (Moscow). */
  firstDate: string;
  lastDate: string;
  /** «6–11 дней». */
  days: string;
  /** «3–8 декабря», «28 ноября – 3 декабря». */
  dates: string;
  /** Where the window is for when the place is not known yet: «в Москву»; null when it is. */
  destination: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const shopCalendar = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  // The shop's day: its stock, its staff and its promises are in Moscow (no summer time).
  timeZone: "Europe/Moscow",
});

/** The shop's day of a moment, YYYY-MM-DD. */
export function shopDay(moment: Date): string {
  return shopCalendar.format(moment);
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

const MONTHS = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
] as const;

const dayAndMonth = (day: string) => {
  const [, month, date] = day.split("-").map(Number);
  return { date: date ?? 1, month: MONTHS[(month ?? 1) - 1] ?? "" };
};

/**
 * «12 декабря», «12–16 декабря», «28 ноября – 3 декабря». No year: a window starts within weeks
 * of the day it is read, so its months are never ambiguous.
 */
export function formatDates(first: string, last: string): string {
  const from = dayAndMonth(first);
  const to = dayAndMonth(last);
  if (first === last) return `${to.date} ${to.month}`;
  if (first.slice(0, 7) === last.slice(0, 7)) return `${from.date}–${to.date} ${to.month}`;
  return `${from.date} ${from.month} – ${to.date} ${to.month}`;
}

const plurals = new Intl.PluralRules("ru-RU");

/** «1 день», «2–4 дня», «6–11 дней». */
export function formatDays(min: number, max: number): string {
  const form = plurals.select(max);
  const word = form === "one" ? "день" : form === "few" ? "дня" : "дней";
  return min === max ? `${max} ${word}` : `${min}–${max} ${word}`;
}

/** The window between two days, counted from `since` (the day it was promised). */
export function windowBetween(
  firstDate: string,
  lastDate: string,
  since: string,
  destination: string | null = null,
): DeliveryWindow {
  const daysMin = daysBetween(since, firstDate);
  const daysMax = daysBetween(since, lastDate);
  return {
    daysMin,
    daysMax,
    firstDate,
    lastDate,
    days: formatDays(daysMin, daysMax),
    dates: formatDates(firstDate, lastDate),
    destination,
  };
}

/**
 * An item's window from `today`: its supplier's days to the stock, then the transit days from
 * the stock to the place.
 */
export function deliveryWindow(
  supplier: Pick<Supplier, "deliveryDaysMin" | "deliveryDaysMax">,
  transit: TransitDays,
  today: string,
  destination: string | null = null,
): DeliveryWindow {
  const min = Math.max(0, supplier.deliveryDaysMin) + Math.max(0, transit.min);
  const max = Math.max(min, Math.max(0, supplier.deliveryDaysMax) + Math.max(0, transit.max));
  return windowBetween(addDays(today, min), addDays(today, max), today, destination);
}

/**
 * The windows of several items as one: from the earliest first day to the latest last day (when
 * the whole order can be expected). Null for none.
 */
export function spanOf(windows: readonly DeliveryWindow[], since: string): DeliveryWindow | null {
  const [first, ...rest] = windows;
  if (!first) return null;
  let firstDate = first.firstDate;
  let lastDate = first.lastDate;
  for (const window of rest) {
    if (window.firstDate < firstDate) firstDate = window.firstDate;
    if (window.lastDate > lastDate) lastDate = window.lastDate;
  }
  return windowBetween(firstDate, lastDate, since, first.destination);
}

/** The transit days covering both: the range over delivery types or places. */
export function transitSpan(all: readonly TransitDays[]): TransitDays | null {
  if (all.length === 0) return null;
  return {
    min: Math.min(...all.map((transit) => transit.min)),
    max: Math.max(...all.map((transit) => transit.max)),
  };
}
