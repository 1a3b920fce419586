import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { generateOutput } from "@gql.tada/cli-utils";
import { describe, expect, it } from "vitest";
import { printShopSchema } from "./schema.ts";

const FIX = "run `npm run generate` and commit the result";

describe("committed GraphQL artefacts", () => {
  it(`server/schema.graphql matches the Pothos schema (${FIX})`, async () => {
    expect(await readFile("server/schema.graphql", "utf8")).toBe(printShopSchema());
  });

  it(`app/graphql-env.d.ts matches server/schema.graphql (${FIX})`, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "tada-"));
    try {
      const output = path.join(dir, "graphql-env.d.ts");
      await generateOutput({ output, tsconfig: "tsconfig.json", silent: true });
      expect(await readFile("app/graphql-env.d.ts", "utf8")).toBe(await readFile(output, "utf8"));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
