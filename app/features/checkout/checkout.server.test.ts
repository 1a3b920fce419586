import { describe, expect, it } from "vitest";
import { checkoutSignIn } from "./checkout.server.ts";

describe("where checkout sends a guest to sign in", () => {
  const features = { demo: false, payments: true };

  it("is the phone tab, the sign-in's default, coming back to checkout", () => {
    expect(checkoutSignIn({ ...features, phoneSignIn: true, emailSignIn: true })).toBe(
      "/auth?returnTo=%2Fcheckout",
    );
    expect(checkoutSignIn({ ...features, phoneSignIn: true, emailSignIn: false })).toBe(
      "/auth?returnTo=%2Fcheckout",
    );
  });

  it("is the e-mail tab where the shop sends no SMS", () => {
    expect(checkoutSignIn({ ...features, phoneSignIn: false, emailSignIn: true })).toBe(
      "/auth?by=email&returnTo=%2Fcheckout",
    );
  });
});
