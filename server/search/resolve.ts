/**
 * Turns a parsed query into word groups to match: each word the shopper typed becomes one
 * group (every group must match), holding the forms it is matched by — the word itself when
 * the catalogue knows it, else its transliteration, its other keyboard layout, or the closest
 * catalogue words (typos).
 */
import type { Database } from "../db/database.ts";
import { editDistance } from "./edit-distance.ts";
import { MAX_QUERY_WORDS, type ParsedQuery, transliterations } from "./query.ts";
import { type KnownForm, lookUpForms, type TermCandidate, termCandidates } from "./term-service.ts";

/** One way to match a group: a word, as a lexeme (and a prefix), or in the text. */
export interface MatchForm {
  text: string;
  /** Also match words that start with it (what is being typed). */
  prefix: boolean;
  /** A stop word: not in the tsvector, so matched in search_text. */
  stop: boolean;
}

export interface WordGroup {
  /** As typed (normalised). */
  typed: string;
  /** As shown in a corrected query. */
  shown: string;
  /** Alternatives: a product matches the group when it matches one; none matches nothing. */
  forms: MatchForm[];
  /** Read in the other layout or corrected as a typo. */
  corrected: boolean;
}

export interface ResolvedQuery {
  groups: WordGroup[];
  /** The query as it was understood, when that differs from what was typed («кроссовки найк»). */
  correctedText: string | null;
}

/** Corrections kept per word, when several catalogue words are equally close. */
const MAX_CORRECTIONS = 3;

export async function resolveQuery(db: Database, parsed: ParsedQuery): Promise<ResolvedQuery> {
  const candidates = new Set<string>();
  for (const chunk of parsed.chunks) {
    for (const word of chunk.words) {
      candidates.add(word);
      for (const variant of transliterations(word)) candidates.add(variant);
    }
    for (const word of chunk.otherLayout) candidates.add(word);
  }
  const known = await lookUpForms(db, [...candidates]);

  const lastChunk = parsed.chunks.length - 1;
  const groups: WordGroup[] = [];
  for (const [index, chunk] of parsed.chunks.entries()) {
    // Whatever is typed last may be unfinished: even one letter is a prefix there.
    const prefixAllowed = (word: string, position: number, count: number) =>
      word.length >= 2 || (index === lastChunk && position === count - 1);
    const plain = chunk.words.map((word, position) =>
      interpret(word, prefixAllowed(word, position, chunk.words.length), known),
    );
    const layout = chunk.otherLayout.map((word, position) =>
      interpret(word, prefixAllowed(word, position, chunk.otherLayout.length), known, false),
    );
    const allKnown = (list: WordGroup[]) =>
      list.length > 0 && list.every((group) => group.forms.length > 0);
    if (allKnown(plain) || !allKnown(layout)) groups.push(...plain);
    else groups.push(...layout.map((group) => ({ ...group, corrected: true })));
  }
  groups.splice(MAX_QUERY_WORDS);

  const unknown = groups.filter((group) => group.forms.length === 0);
  if (unknown.length > 0) {
    const spellings = (group: WordGroup) => [group.typed, ...transliterations(group.typed)];
    const found = await termCandidates(db, unknown.flatMap(spellings));
    for (const group of unknown) {
      const corrections = closest(spellings(group).map((form) => [form, found.get(form) ?? []]));
      group.forms = corrections.map((c) => ({
        text: c.term,
        prefix: false,
        stop: c.lexeme === null,
      }));
      group.shown = corrections[0]?.term ?? group.typed;
      group.corrected = corrections.length > 0;
    }
  }

  const correctedText = groups.some((group) => group.corrected)
    ? groups.map((group) => group.shown).join(" ")
    : null;
  return { groups, correctedText };
}

/**
 * A word as the catalogue knows it: itself (exactly, by lexeme or, when allowed, as the start
 * of a word), or else a transliteration it knows; no forms when it knows neither.
 */
function interpret(
  word: string,
  prefix: boolean,
  known: Map<string, KnownForm>,
  transliterate = true,
): WordGroup {
  const knows = (form: string) => {
    const found = known.get(form);
    return !!found && (found.exact || found.stem || (prefix && found.prefix));
  };
  const group = { typed: word, shown: word, corrected: false };
  const form = (text: string) => ({ text, prefix, stop: known.get(text)?.stop ?? false });
  if (knows(word)) return { ...group, forms: [form(word)] };
  if (!transliterate) return { ...group, forms: [] };
  return { ...group, forms: transliterations(word).filter(knows).map(form) };
}

/** Edits allowed in a word of this length: none in short words, where every edit is a guess. */
function editsAllowed(length: number): number {
  if (length <= 3) return 0;
  return length <= 7 ? 1 : 2;
}

/**
 * The catalogue words closest to any spelling of a word: fewest edits (against the whole word,
 * or against its start for a word being typed), then most similar, then in most products.
 */
function closest(spellings: [string, TermCandidate[]][]): TermCandidate[] {
  const scored = spellings.flatMap(([form, candidates]) => {
    const allowed = editsAllowed(form.length);
    return candidates.flatMap((candidate) => {
      const whole = editDistance(form, candidate.term);
      const start =
        candidate.term.length > form.length
          ? editDistance(form, candidate.term.slice(0, form.length)) + 0.5
          : Number.POSITIVE_INFINITY;
      const cost = Math.min(whole, start);
      return Math.floor(cost) <= allowed ? [{ candidate, cost }] : [];
    });
  });
  scored.sort(
    (a, b) =>
      a.cost - b.cost ||
      b.candidate.similarity - a.candidate.similarity ||
      b.candidate.products - a.candidate.products,
  );
  const best = scored[0]?.cost;
  const terms = new Map<string, TermCandidate>();
  for (const { candidate, cost } of scored) {
    if (cost !== best || terms.size >= MAX_CORRECTIONS) break;
    if (!terms.has(candidate.term)) terms.set(candidate.term, candidate);
  }
  return [...terms.values()];
}
