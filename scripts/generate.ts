/**
 * Writes the generated files that are committed: the GraphQL SDL (server/schema.graphql) and
 * the gql.tada type output the storefront's typed queries read (app/graphql-env.d.ts).
 * Migrations are generated separately by `npm run db:generate` (drizzle-kit).
 * Tests fail when either file is stale.
 */
import { writeFile } from "node:fs/promises";
import { generateOutput } from "@gql.tada/cli-utils";
import { printShopSchema } from "../server/schema.ts";

export const SDL_PATH = "server/schema.graphql";
export const TADA_OUTPUT_PATH = "app/graphql-env.d.ts";

await writeFile(SDL_PATH, printShopSchema());
await generateOutput({ output: TADA_OUTPUT_PATH, tsconfig: "tsconfig.json", silent: true });
console.log(`Wrote ${SDL_PATH} and ${TADA_OUTPUT_PATH}`);
