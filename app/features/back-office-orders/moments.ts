const moment = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  // The shop's day (server/delivery/window.ts), the same on the server and in every browser.
  timeZone: "Europe/Moscow",
});

/** «27 нояб. 2026 г., 14:05»: when something happened, to the minute, in the shop's time. */
export function formatMoment(iso: string): string {
  return moment.format(new Date(iso));
}
