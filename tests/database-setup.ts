/**
 * Opens the worker's database (tests/database.ts) before its first server test file, in a hook:
 * copying the template takes seconds on a busy 2-core machine (migrating and seeding, when a run
 * has no template, tens of seconds), which a hook's time limit allows and a test's should not
 * have to.
 */
import { beforeAll } from "vitest";
import { testDatabase } from "./database.ts";

beforeAll(async () => {
  await testDatabase();
});
