import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { PHONE_METADATA_PATH, printPhoneMetadata } from "./phone-metadata.ts";

describe("the phone rule's metadata", () => {
  it(`${PHONE_METADATA_PATH} is libphonenumber-js's own for +7 (npm run generate writes it)`, async () => {
    expect(await readFile(PHONE_METADATA_PATH, "utf8")).toBe(printPhoneMetadata());
  });
});
