/**
 * What the fuzz suites share (docs/security.md#fuzzing-and-the-abuse-bench): the seed a run
 * replays (FUZZ_SEED), how many inputs it generates (FUZZ_RUNS), and how a log is searched for the
 * personal values sent. Not used by the application.
 */

/** The run's seed: fixed, so that every run is the same unless FUZZ_SEED says otherwise. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

/** Inputs the GraphQL suite generates in all (the REST suite a twentieth of it per endpoint). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

/** A seed per property, so that each property's inputs differ while the whole run replays. */
export function fuzzSeed(name: string): number {
  let hash = FUZZ_SEED | 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** The personal values a log text holds, of those sent. */
export function leakedIn(text: string, personal: ReadonlySet<string>): string[] {
  if (!text) return [];
  return [...personal].filter((value) => text.includes(value));
}
