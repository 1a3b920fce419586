import { describe, expect, it } from "vitest";
import { checkoutSignIn } from "./checkout.server.ts";

describe("where checkout sends a guest to sign in", () => {
  const features = { demo: false, payments: true };

  it("is the e-mail path, coming back to checkout", () => {
    expect(checkoutSignIn({ ...features, phoneSignIn: true, emailSignIn: true })).toBe(
      "/auth?by=email&returnTo=%2Fcheckout",
    );
  });

  it("is the phone path where the shop sends no e-mail", () => {
    expect(checkoutSignIn({ ...features, phoneSignIn: true, emailSignIn: false })).toBe(
      "/auth?returnTo=%2Fcheckout",
    );
  });
});
