import { describe, expect, it } from "vitest";
import { type MultipartLimits, readMultipart } from "./multipart.ts";

const BOUNDARY = "xyz";
const LIMITS: MultipartLimits = {
  maxFileBytes: 10,
  maxFiles: 2,
  maxFields: 4,
  maxFieldBytes: 20,
  maxParts: 7,
  maxTotalBytes: 2_000,
};

type Part = [name: string, value: string, filename?: string];

const body = (parts: Part[], end = `--${BOUNDARY}--\r\n`) =>
  parts
    .map(
      ([name, value, filename]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
        (filename === undefined ? "" : `; filename="${filename}"\r\nContent-Type: image/png`) +
        `\r\n\r\n${value}\r\n`,
    )
    .join("") + end;

const request = (text: string, type = `multipart/form-data; boundary=${BOUNDARY}`) =>
  new Request("http://shop.test/product/a", {
    method: "POST",
    headers: { "content-type": type },
    body: text,
  });

describe("readMultipart", () => {
  it("keeps fields and files within their limits; a file of exactly the limit is kept", async () => {
    const read = await readMultipart(
      request(
        body([
          ["text", "Отзыв"],
          ["photos", "0123456789", "a.png"],
          ["photos", "", ""],
        ]),
      ),
      LIMITS,
    );
    expect(read.problem).toBeUndefined();
    // An empty file input (filename="") comes as an empty field, no file.
    expect(read.fields).toEqual([
      ["text", "Отзыв"],
      ["photos", ""],
    ]);
    expect(read.files.map(([name, file]) => [name, file.name, file.size])).toEqual([
      ["photos", "a.png", 10],
    ]);
  });

  it("drops a file one byte over and reads on to the fields after it", async () => {
    const read = await readMultipart(
      request(
        body([
          ["photos", "0123456789A", "big.png"],
          ["text", "после фото"],
        ]),
      ),
      LIMITS,
    );
    expect(read.problem).toEqual({ kind: "fileTooLarge", field: "photos" });
    expect(read.files).toEqual([]);
    expect(read.fields).toEqual([["text", "после фото"]]);
  });

  it("stops at the first problem when told, and names the others", async () => {
    const stop = { stopAtProblem: true };
    const three = body([
      ["p", "1", "1.png"],
      ["p", "2", "2.png"],
      ["p", "3", "3.png"],
    ]);
    expect((await readMultipart(request(three), LIMITS)).problem).toEqual({
      kind: "tooManyFiles",
    });
    const longField = body([
      ["text", "x".repeat(21)],
      ["after", "y"],
    ]);
    const read = await readMultipart(request(longField), LIMITS, stop);
    expect(read.problem).toEqual({ kind: "fieldTooLarge", field: "text" });
    expect(read.fields.map(([name]) => name)).not.toContain("text");
    const huge = body([["p", "x".repeat(3_000), "x.png"]]);
    expect(
      (await readMultipart(request(huge), { ...LIMITS, maxFileBytes: 5_000 })).problem,
    ).toEqual({ kind: "tooLarge" });
  });

  it("reads a body that is no multipart as unreadable, never throws", async () => {
    for (const [text, type] of [
      [body([["a", "b"]], `--${BOUNDARY.slice(1)}`), undefined],
      ["no boundary here", "multipart/form-data"],
      ["", undefined],
    ] as const) {
      expect((await readMultipart(request(text, type), LIMITS)).problem, text).toEqual({
        kind: "unreadable",
      });
    }
  });
});
