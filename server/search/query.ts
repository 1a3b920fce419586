/**
 * What a shopper typed, taken apart before any database work: validated, lower-cased and
 * unaccented the way product.search_text is, split into words, with the other spellings a word
 * may stand for (transliteration, the wrong keyboard layout).
 */
import { badUserInput } from "../graphql/errors.ts";

export const MAX_QUERY_LENGTH = 100;
export const MAX_QUERY_WORDS = 8;

/** A run of whitespace in the query: usually one word, sometimes «nike-air» or «air/max». */
export interface QueryChunk {
  words: string[];
  /** The same keys read in the other keyboard layout («rhjccjdrb» → «кроссовки»). */
  otherLayout: string[];
}

export interface ParsedQuery {
  chunks: QueryChunk[];
}

/**
 * Validates and splits a query. Throws BAD_USER_INPUT for an empty or overlong one; a query
 * with no letters or digits («!!!») parses to no chunks, which finds nothing.
 */
export function parseQuery(raw: string): ParsedQuery {
  const query = raw.trim();
  if (query.length === 0) throw badUserInput("Введите запрос", "query");
  if (query.length > MAX_QUERY_LENGTH) {
    throw badUserInput(`Запрос должен быть не длиннее ${MAX_QUERY_LENGTH} символов`, "query");
  }
  const chunks: QueryChunk[] = [];
  let words = 0;
  for (const piece of query.toLowerCase().split(/\s+/)) {
    const chunkWords = wordsOf(piece);
    const otherLayout = wordsOf(switchLayout(piece));
    const chunk = {
      words: chunkWords,
      otherLayout: otherLayout.join(" ") === chunkWords.join(" ") ? [] : otherLayout,
    };
    if (chunk.words.length === 0 && chunk.otherLayout.length === 0) continue;
    chunks.push(chunk);
    words += Math.max(chunk.words.length, 1);
    if (words >= MAX_QUERY_WORDS) break;
  }
  return { chunks };
}

/**
 * Lower-case words as product.search_text holds them: `lower(unaccent(…))` keeps Cyrillic and
 * turns ё into е and «é» into «e»; anything but Latin, Cyrillic and digits separates words.
 */
export function wordsOf(text: string): string[] {
  const folded = text
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/[^ -\u007f\u0400-\u04ff]/g, (ch) => ch.normalize("NFD").replace(/\p{M}/gu, ""));
  return folded.split(/[^0-9a-zа-я]+/).filter((word) => word.length > 0);
}

const LATIN_KEYS = "`qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const CYRILLIC_KEYS = "ёйцукенгшщзхъфывапролджэячсмитьбю";
const toCyrillicKeys = new Map([...LATIN_KEYS].map((key, i) => [key, CYRILLIC_KEYS[i] ?? key]));
const toLatinKeys = new Map([...CYRILLIC_KEYS].map((key, i) => [key, LATIN_KEYS[i] ?? key]));

/** The same keys on the other layout of a Russian keyboard (ЙЦУКЕН ↔ QWERTY). */
export function switchLayout(text: string): string {
  const latin = /[a-z]/.test(text);
  const map = latin ? toCyrillicKeys : toLatinKeys;
  return [...text].map((ch) => map.get(ch) ?? ch).join("");
}

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "h",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

/** Latin spellings, longest first, so that «sh» wins over «s». */
const LATIN_TO_CYRILLIC: [string, string][] = [
  ["shch", "щ"],
  ["sch", "щ"],
  ["sh", "ш"],
  ["ch", "ч"],
  ["zh", "ж"],
  ["kh", "х"],
  ["ts", "ц"],
  ["ya", "я"],
  ["yu", "ю"],
  ["yo", "е"],
  ["ye", "е"],
  ["a", "а"],
  ["b", "б"],
  ["c", "к"],
  ["d", "д"],
  ["e", "е"],
  ["f", "ф"],
  ["g", "г"],
  ["h", "х"],
  ["i", "и"],
  ["j", "дж"],
  ["k", "к"],
  ["l", "л"],
  ["m", "м"],
  ["n", "н"],
  ["o", "о"],
  ["p", "п"],
  ["q", "к"],
  ["r", "р"],
  ["s", "с"],
  ["t", "т"],
  ["u", "у"],
  ["v", "в"],
  ["w", "в"],
  ["x", "кс"],
  ["y", "й"],
  ["z", "з"],
];

/**
 * How a word may be spelt in the other alphabet: «самба» → samba, «макс» → maks / max,
 * «nb» → нб. Brand and model names are mostly Latin in the catalogue, and shoppers type them
 * in Cyrillic (the brands' usual Cyrillic spellings are aliases already).
 */
export function transliterations(word: string): string[] {
  const variants = new Set<string>();
  if (/[а-я]/.test(word)) {
    const plain = [...word].map((ch) => CYRILLIC_TO_LATIN[ch] ?? ch).join("");
    variants.add(plain);
    // English spellings of the same sounds: «макс» → max, «джордан» → jordan, «цвет» → cvet.
    const english = word
      .replace(/кс/g, "x")
      .replace(/дж/g, "j")
      .replace(/ц/g, "c")
      .replace(/[а-я]/g, (ch) => CYRILLIC_TO_LATIN[ch] ?? ch);
    variants.add(english);
  } else if (/[a-z]/.test(word)) {
    let cyrillic = "";
    for (let i = 0; i < word.length;) {
      const pair = LATIN_TO_CYRILLIC.find(([latin]) => word.startsWith(latin, i));
      cyrillic += pair ? pair[1] : word[i];
      i += pair ? pair[0].length : 1;
    }
    variants.add(cyrillic);
  }
  variants.delete(word);
  return [...variants].filter((variant) => variant.length > 0);
}
