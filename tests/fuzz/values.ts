/**
 * The values the GraphQL fuzz suite sends (docs/security.md#fuzzing-and-the-abuse-bench): valid-
 * looking ones (the seeded catalogue's own ids and slugs, phones, e-mails, Cyrillic names) mixed
 * with hostile ones (NUL and control characters, very long strings, SQL and JSON metacharacters,
 * emoji, lone surrogates, negative, huge and fractional numbers, values of the wrong type). Not
 * used by the application.
 */
import fc from "fast-check";

/** Strings that have broken parsers, SQL builders and loggers somewhere. */
export const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "\t",
  "\r\n",
  "'",
  '"',
  "\\",
  "`",
  "%",
  "_",
  "%_%",
  "*",
  "?",
  "' OR '1'='1",
  "'; DROP TABLE product; --",
  "1; SELECT pg_sleep(10)",
  "$1",
  "$$ $$",
  "E'\\\\x00'",
  '{"$ne":null}',
  '{"a":',
  "[]",
  "{}",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x1F",
  "00000001",
  "9007199254740993",
  "-2147483649",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "//evil.example/path",
  "https://evil.example/",
  "../../etc/passwd",
  "%00",
  "%E0%A4%A",
  "%D0%BA%D1%80",
  "a\u0000b",
  "\u0000",
  "\u0007",
  "\u001b[31m",
  "\u007f",
  "\u2028\u2029",
  "\uFEFF",
  "\u202Eевтс",
  "\u200B\u200D",
  "\uD800",
  "\uDFFF",
  "e\u0301",
  "İı ß Ǆ",
  "👟🔥",
  "👨‍👩‍👧‍👦",
  "кроссовки Найк",
  "ЁЖИК ёжик",
  "Москва",
  "   Москва   ",
  "nike air max",
  "rhjccjdrb",
];

/** Strings at and just over the API's length cap, and long runs of metacharacters. */
const LONG_STRINGS: readonly string[] = [
  "я".repeat(10_000),
  "a".repeat(10_001),
  "%".repeat(5_000),
  "(".repeat(3_000),
  "👟".repeat(5_000),
  "кроссовки ".repeat(900),
  "' OR 1=1 ".repeat(1_000),
];

const CYRILLIC = [..."абвгдеёжзийклмнопрстуфхцчшщъыьэюя"];

/** A word of Cyrillic letters, capitalised: distinctive enough to look for in the logs. */
const cyrillicWord = fc
  .array(fc.constantFrom(...CYRILLIC), { minLength: 6, maxLength: 12 })
  .map((letters) => letters.join(""))
  .map((word) => word.charAt(0).toUpperCase() + word.slice(1));

/** Any string: the hostile list, long ones, and fast-check's own. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: cyrillicWord },
  { weight: 1, arbitrary: fc.constantFrom(...LONG_STRINGS) },
);

/** Personal values: what the fuzz suite sends that must never reach a log. */
export class PersonalValues {
  readonly sent = new Set<string>();

  /** Remembers a generated value (and its normal forms) as personal. */
  private record(value: string, ...forms: string[]): string {
    for (const form of [value, ...forms]) if (form.trim().length >= 6) this.sent.add(form.trim());
    return value;
  }

  /** Phones in the spellings shoppers type, each a valid Russian mobile number. */
  readonly phone: fc.Arbitrary<string> = fc
    .tuple(
      fc.stringMatching(/^9\d{9}$/),
      fc.constantFrom("+7 (%3) %3-%2-%2", "8%10", "+7%10", "7 %3 %3 %4", "%10"),
    )
    .map(([digits, pattern]) => {
      let rest = digits;
      const spelled = pattern.replace(/%(\d+)/g, (_match, count: string) => {
        const part = rest.slice(0, Number(count));
        rest = rest.slice(Number(count));
        return part;
      });
      return this.record(spelled, digits, `+7${digits}`, `7${digits}`, `8${digits}`);
    });

  readonly email: fc.Arbitrary<string> = fc
    .oneof(
      fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9._]{4,12}$/), fc.constantFrom("mail.ru", "ya.ru"))
        .map(([local, domain]) => `${local}@${domain}`),
      fc.emailAddress(),
    )
    .chain((email) => fc.constantFrom(email, email.toUpperCase(), ` ${email} `))
    .map((email) => this.record(email, email.trim().toLowerCase()));

  readonly name: fc.Arbitrary<string> = cyrillicWord.map((word) => this.record(word));

  readonly street: fc.Arbitrary<string> = fc
    .tuple(fc.constantFrom("ул.", "пр-т", "переулок"), cyrillicWord)
    .map(([kind, word]) => this.record(`${kind} ${word}`, word));

  readonly house: fc.Arbitrary<string> = fc
    .tuple(fc.integer({ min: 1, max: 300 }), cyrillicWord)
    .map(([number, word]) => this.record(`${number} ${word}`, word));
}

/** 32-bit integers, mostly small, with the edges. */
export const anyInt: fc.Arbitrary<number> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -3, max: 60 }) },
  { weight: 3, arbitrary: fc.integer() },
  {
    weight: 2,
    arbitrary: fc.constantFrom(0, -1, 1, 10, 100, 1_000, 1_000_000, 2_147_483_647, -2_147_483_648),
  },
);

/**
 * Whole numbers past PostgreSQL's `integer` that JavaScript still holds exactly: fine for an ID,
 * never a row's id.
 */
export const pastInt4: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(2_147_483_648, 4_294_967_296, 9_999_999_999, Number.MAX_SAFE_INTEGER),
  fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }),
);

/** Numbers no GraphQL Int accepts. */
export const notAnInt: fc.Arbitrary<number> = fc.constantFrom(
  2_147_483_648,
  -2_147_483_649,
  1.5,
  -0.5,
  1e20,
  Number.MAX_SAFE_INTEGER,
  1e308,
);

/** Floats: coordinates, zero, the smallest and the largest. */
export const anyFloat: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 3, arbitrary: fc.double({ min: -180, max: 180, noNaN: true }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(0, -0, 55.7558, 37.6173, 90, -90, 180, -181, 1e308, -1e308, 5e-324),
  },
);

/** Any JSON value, for a value of the wrong type wherever one is expected. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom({}, [], "x", 1.5, true, false, { a: 1 }, [null], 0, "[object Object]"),
  fc.jsonValue({ maxDepth: 2 }),
);
