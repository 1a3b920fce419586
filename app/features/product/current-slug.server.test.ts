import { describe, expect, it } from "vitest";
import { redirectToCurrentSlug } from "./current-slug.server.ts";

function thrown(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("redirectToCurrentSlug", () => {
  it("lets the current slug through", () => {
    const request = new Request("http://shop.test/product/nike-air-max-90-blue-2");
    expect(
      thrown(() =>
        redirectToCurrentSlug(request, "nike-air-max-90-blue-2", "nike-air-max-90-blue-2"),
      ),
    ).toBeUndefined();
  });

  it("moves a former slug for good to the current one, query string kept", () => {
    const request = new Request(
      "http://shop.test/product/nike-nike-air-max-90-blue-2?size=42&image=2",
    );
    const response = thrown(() =>
      redirectToCurrentSlug(request, "nike-nike-air-max-90-blue-2", "nike-air-max-90-blue-2"),
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(301);
    expect((response as Response).headers.get("Location")).toBe(
      "/product/nike-air-max-90-blue-2?size=42&image=2",
    );
  });
});
