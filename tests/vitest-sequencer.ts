/**
 * The order vitest starts its files in: the few files known to run longest first, then vitest's
 * own order (docs/testing.md#the-databases). On a clean clone vitest has no durations of an
 * earlier run and starts larger files first; the GraphQL fuzz's parts are small files that run
 * many seconds each, and started late they ran alone at the end while the other worker idled.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Files that run far longer than their size says, longest first. */
const LONG_RUNNING = [
  /server\/graphql\/fuzz-part-\d\.test\.ts$/,
  /app\/platform\/shop-api\.server\.test\.ts$/,
  /app\/platform\/trusted-documents\.test\.ts$/,
];

function rank(spec: TestSpecification): number {
  const index = LONG_RUNNING.findIndex((pattern) => pattern.test(spec.moduleId));
  return index === -1 ? LONG_RUNNING.length : index;
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    // Array.prototype.sort is stable: within a rank, vitest's order stays.
    return ordered.sort((a, b) => rank(a) - rank(b));
  }
}
