import { describe, expect, it } from "vitest";
import {
  addDays,
  deliveryWindow,
  formatDates,
  formatDays,
  originOf,
  shopDay,
  spanOf,
  transitSpan,
  windowBetween,
} from "./window.ts";

describe("the delivery window", () => {
  it("adds the supplier's days to the stock and the transit days to the place", () => {
    // «Анадолу Экспресс»: 5–9 days to the stock; a Moscow pickup point: 1–2 days.
    const window = deliveryWindow(
      { deliveryDaysMin: 5, deliveryDaysMax: 9 },
      { min: 1, max: 2 },
      "2026-11-27",
      "в Москву",
    );
    expect(window).toEqual({
      daysMin: 6,
      daysMax: 11,
      firstDate: "2026-12-03",
      lastDate: "2026-12-08",
      days: "6–11 дней",
      dates: "3–8 декабря",
      destination: "в Москву",
    });
  });

  it("sends goods already in the stock with the transit days alone", () => {
    const window = deliveryWindow(
      { deliveryDaysMin: 0, deliveryDaysMax: 1 },
      { min: 1, max: 2 },
      "2026-11-29",
    );
    expect([window.days, window.dates, window.destination]).toEqual([
      "1–3 дня",
      "30 ноября – 2 декабря",
      null,
    ]);
  });

  it("counts days in the shop's calendar, Moscow, across months and years", () => {
    // 21:30 UTC is already the next day in Moscow (UTC+3, no summer time).
    expect(shopDay(new Date("2026-12-31T21:30:00Z"))).toBe("2027-01-01");
    expect(shopDay(new Date("2026-12-31T20:59:00Z"))).toBe("2026-12-31");
    expect(addDays("2026-12-28", 5)).toBe("2027-01-02");
    expect(addDays("2028-02-27", 2)).toBe("2028-02-29");
    expect(formatDates("2026-12-28", "2027-01-02")).toBe("28 декабря – 2 января");
    expect(formatDates("2026-12-12", "2026-12-12")).toBe("12 декабря");
  });

  it("says days with the word's form", () => {
    expect(formatDays(1, 1)).toBe("1 день");
    expect(formatDays(2, 4)).toBe("2–4 дня");
    expect(formatDays(5, 21)).toBe("5–21 день");
    expect(formatDays(12, 22)).toBe("12–22 дня");
    expect(formatDays(6, 11)).toBe("6–11 дней");
  });

  it("never ends before it starts, whatever the supplier says", () => {
    const window = deliveryWindow(
      { deliveryDaysMin: 4, deliveryDaysMax: 2 },
      { min: -1, max: 0 },
      "2026-11-27",
    );
    expect([window.daysMin, window.daysMax]).toEqual([4, 4]);
    expect(window.dates).toBe("1 декабря");
  });

  it("spans several items from the soonest first day to the latest last", () => {
    const today = "2026-11-27";
    const stock = deliveryWindow(
      { deliveryDaysMin: 0, deliveryDaysMax: 1 },
      { min: 1, max: 2 },
      today,
    );
    const turkey = deliveryWindow(
      { deliveryDaysMin: 10, deliveryDaysMax: 21 },
      { min: 1, max: 2 },
      today,
    );
    expect(spanOf([turkey, stock], today)).toMatchObject({
      daysMin: 1,
      daysMax: 23,
      dates: "28 ноября – 20 декабря",
    });
    expect(spanOf([], today)).toBeNull();
    expect(
      transitSpan([
        { min: 1, max: 2 },
        { min: 2, max: 4 },
      ]),
    ).toEqual({ min: 1, max: 4 });
    expect(transitSpan([])).toBeNull();
  });

  it("counts an ordered item's days from the day it was ordered", () => {
    expect(windowBetween("2026-12-03", "2026-12-08", "2026-11-27")).toMatchObject({
      days: "6–11 дней",
      dates: "3–8 декабря",
    });
  });

  it("tells where goods start from their supplier", () => {
    expect(originOf({ type: "MEET_WAREHOUSE", deliveryIsoCode: "RU" })).toBe("MEET_STOCK");
    expect(originOf({ type: "PRIVATE_SELLER", deliveryIsoCode: "RU" })).toBe("RUSSIA");
    expect(originOf({ type: "CONTRACTOR", deliveryIsoCode: "TR" })).toBe("ABROAD");
  });
});
