import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import LongestFirstSequencer from "./tests/vitest-sequencer.ts";

// Database tests run on in-memory PGlite always, and again on real PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it). tests/database.ts reads TEST_DB to choose.
const databases = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])];
// Names this run's PostgreSQL databases, so parallel runs on one server keep apart.
process.env.TEST_RUN_ID ??= String(process.pid);

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // Vite would resolve our imports to graphql's .mjs build while Node loads Pothos' and
      // Yoga's copy from index.js: two realms, and graphql refuses to mix them.
      graphql: "graphql/index.js",
    },
  },
  test: {
    // Two workers even on two cores (vitest's default leaves one to its main process): the
    // database projects' workers often wait on PostgreSQL. With the same CPU time (200 s), a whole
    // run took 261 s with two and 277 s with one at load 8.5 (docs/decisions/007-testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Spawning drizzle-kit and opening PGlite take seconds on a 2-core machine, and `npm test`
    // runs vitest beside the browser suite (docs/testing.md#one-run-side-by-side): at load 16 a
    // property test took over 30 s and the seam's start-up over 60 s. A timeout is for a test
    // that hangs, never a measure of speed (that is bench/'s).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The longest files start first, so that none runs alone at the end (tests/vitest-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "shared/**/*.test.ts", "tests/**/*.test.ts"],
          env: { TEST_DB: "pglite" },
        },
      },
      ...databases.map((database) => ({
        extends: true as const,
        test: {
          name: database,
          include: ["server/**/*.test.ts"],
          env: { TEST_DB: database, TEST_RUN_ID: String(process.env.TEST_RUN_ID) },
          // Files of a worker share its database (tests/database.ts) instead of opening one each.
          isolate: false,
          // The run's template database, which each worker copies (tests/database-templates.ts).
          globalSetup: [`tests/${database}-setup.ts`],
          setupFiles: ["tests/database-setup.ts"],
        },
      })),
    ],
  },
});
