import { describe, expect, it } from "vitest";
import { isModuleLoadFailure, isNetworkFailure } from "./load-failure.ts";

describe("load failures", () => {
  it("recognises a module that could not be fetched, in each browser's words", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: https://meet-market.ru/assets/cart-1a2b.js",
      "Importing a module script failed.",
      "error loading dynamically imported module: https://meet-market.ru/assets/x.js",
      "Unable to preload CSS for /assets/x.css",
    ]) {
      expect(isModuleLoadFailure(new TypeError(message))).toBe(true);
    }
    expect(isModuleLoadFailure(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isModuleLoadFailure("Failed to fetch dynamically imported module")).toBe(false);
  });

  it("recognises fetch's network failure, and nothing else", () => {
    for (const message of [
      "Failed to fetch",
      "NetworkError when attempting to fetch resource.",
      "Load failed",
    ]) {
      expect(isNetworkFailure(new TypeError(message))).toBe(true);
    }
    expect(isNetworkFailure(new Error("Failed to fetch"))).toBe(false);
    expect(isNetworkFailure(new TypeError("x is not a function"))).toBe(false);
  });
});
