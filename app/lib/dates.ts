const longDate = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  // One zone for the server and every browser, so the rendered date never differs on hydration.
  timeZone: "Europe/Moscow",
});

/** «18 марта 2025 г.» */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}
