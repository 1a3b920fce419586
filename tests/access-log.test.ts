import { describe, expect, it } from "vitest";
import { loggedUrl } from "../http-server/access-log.mjs";

/** http-server/serve.mjs's access log keeps no query value (docs/security.md#bad-input). */
describe("loggedUrl", () => {
  it("blanks every query value, so a phone or an e-mail never reaches the log", () => {
    expect(loggedUrl("/enter-code?by=phone&to=%2B79991234567")).toBe("/enter-code?by=…&to=…");
    expect(loggedUrl("/auth?returnTo=/checkout&email=anna@example.com")).toBe(
      "/auth?returnTo=…&email=…",
    );
  });

  it("keeps a path without a query as it is", () => {
    expect(loggedUrl("/catalog/obuv")).toBe("/catalog/obuv");
    expect(loggedUrl("/catalog/obuv?")).toBe("/catalog/obuv");
  });
});
