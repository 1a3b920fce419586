import fc from "fast-check";

/**
 * The fuzzers' hostile form bodies (docs/security.md#fuzzing-and-the-abuse-bench), shared by the
 * storefront's fuzz (tests/e2e/fuzz-http.spec.ts) and the back office's (fuzz-admin.spec.ts):
 * a form's own field names with hostile values, names repeated, unknown names, urlencoded or
 * multipart (broken at times), and plain garbage under any content type.
 */

/** Personal values sent in the forms, which the server's log must never show. */
export const CANARY_EMAIL = "fuzz.canary@example.ru";
export const CANARY_PHONE = "+7 912 345-67-89";

export const HOSTILE = [
  "",
  " ",
  "'",
  '"',
  "\\",
  "%",
  "' OR '1'='1",
  "<script>alert(1)</script>",
  "//evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  "a\u0000b",
  "\u0007",
  "\u001b[31m",
  "\uFEFF",
  "\uD800",
  "👟🔥",
  "кроссовки",
  "-1",
  "0",
  "1.5",
  "1e309",
  "9999999999",
  "NaN",
  "null",
  "[]",
  "{}",
  "on",
  "я".repeat(10_001),
  CANARY_EMAIL,
  CANARY_PHONE,
];

/** A field's value: hostile, one of the form's `intents`, one of `known` (ids…) or random. */
function values(intents: readonly string[], known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
    { weight: 3, arbitrary: fc.constantFrom(...intents) },
    ...(known.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
    { weight: 2, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.stringMatching(/^\+79\d{9}$/) },
  );
}

/** A form's fields, in order, names repeated at times, some of them unknown to every form. */
export function formFields(
  names: readonly string[],
  intents: readonly string[],
  known: readonly string[] = [],
): fc.Arbitrary<[string, string][]> {
  return fc.array(
    fc.tuple(
      fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...names) },
        { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
      ),
      values(intents, known),
    ),
    { maxLength: 10 },
  );
}

/**
 * A form as its page would send it, each of its fields at most once (some left out), with the
 * same values: posts that get past the form's own checks, to the API's refusals and changes.
 */
export function wholeForms(
  names: readonly string[],
  intents: readonly string[],
  known: readonly string[] = [],
): fc.Arbitrary<[string, string][]> {
  return fc
    .tuple(
      ...names.map((name) =>
        fc.option(values(intents, known), { freq: 4 }).map((value) => [name, value] as const),
      ),
    )
    .map((pairs) =>
      pairs.flatMap(([name, value]): [string, string][] => (value === null ? [] : [[name, value]])),
    );
}

export interface Body {
  contentType: string | undefined;
  data: string | Buffer;
}

export function urlencoded(pairs: [string, string][]): string {
  const form = new URLSearchParams();
  for (const [name, item] of pairs) form.append(name, item);
  return form.toString();
}

/** A multipart body; the field named `fileField` goes as an uploaded CSV file. */
export function multipart(
  pairs: [string, string][],
  boundary: string,
  broken: boolean,
  fileField?: string,
): string {
  const parts = pairs.map(([name, item]) => {
    const file = name === fileField ? `; filename="fuzz.csv"\r\nContent-Type: text/csv` : "";
    return `--${boundary}\r\nContent-Disposition: form-data; name="${name.replaceAll('"', "%22")}"${file}\r\n\r\n${item}\r\n`;
  });
  return `${parts.join("")}${broken ? `--${boundary.slice(1)}` : `--${boundary}--\r\n`}`;
}

/**
 * Whole bodies of `fields`: mostly urlencoded, some multipart (with `fileField` as a file, for an
 * upload's form), some garbage.
 */
export function formBodies(
  fields: fc.Arbitrary<[string, string][]>,
  fileField?: string,
): fc.Arbitrary<Body> {
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fields.map((pairs) => ({
        contentType: "application/x-www-form-urlencoded",
        data: urlencoded(pairs),
      })),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(fields, fc.boolean()).map(([pairs, broken]) => ({
        contentType: "multipart/form-data; boundary=fuzzfuzz",
        data: multipart(pairs, "fuzzfuzz", broken, fileField),
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            undefined,
            "application/x-www-form-urlencoded",
            "multipart/form-data",
            "multipart/form-data; boundary=",
            "application/json",
            "text/plain",
          ),
          fc.oneof(
            fc.string({ maxLength: 200 }),
            fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.from(bytes)),
            fc.constantFrom("%", "a=%ZZ", "=&=&", '{"intent":"add"}', "a=b".repeat(20_000)),
          ),
        )
        .map(([contentType, data]) => ({ contentType, data })),
    },
  );
}

/** A body's bytes for fetch, which then adds no content type of its own. */
export function bodyBytes(body: Body): Uint8Array<ArrayBuffer> {
  return new Uint8Array(typeof body.data === "string" ? Buffer.from(body.data) : body.data);
}

/** A seed per route, so that each route's bodies differ while the whole run replays. */
export function seedOf(seed: number, path: string): number {
  let hash = seed | 0;
  for (const char of path) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
