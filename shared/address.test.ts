import { describe, expect, it } from "vitest";
import { addressLine } from "./address.ts";

describe("addressLine", () => {
  const address = { street: "ул. Ленина", house: "5", index: "101000", city: "Москва" };

  it("writes the street, the house and what is given of the building and the apartment", () => {
    expect(addressLine(address)).toBe("ул. Ленина, д. 5");
    expect(addressLine({ ...address, building: "2", apartment: "10" })).toBe(
      "ул. Ленина, д. 5, корп. 2, кв. 10",
    );
  });

  it("puts the postcode and the city in front when asked", () => {
    expect(addressLine({ ...address, apartment: "7" }, { withCity: true })).toBe(
      "101000, Москва, ул. Ленина, д. 5, кв. 7",
    );
    expect(addressLine({ ...address, index: null }, { withCity: true })).toBe(
      "Москва, ул. Ленина, д. 5",
    );
  });
});
