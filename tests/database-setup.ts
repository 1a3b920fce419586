/**
 * Opens the worker's database (tests/database.ts) before its first server test file, in a hook:
 * migrating and seeding take tens of seconds on a busy 2-core machine, which a hook's time limit
 * allows and a test's should not have to.
 */
import { beforeAll } from "vitest";
import { testDatabase } from "./database.ts";

beforeAll(async () => {
  await testDatabase();
});
