/**
 * Writes the generated files that are committed: the GraphQL SDL (server/schema.graphql), the
 * gql.tada type output the storefront's typed queries read (app/graphql-env.d.ts) and the
 * storefront's own operations, the API's trusted documents
 * (server/graphql/trusted-documents.json, docs/security.md#the-shop-apis-limits) and the phone
 * rule's metadata (shared/phone-metadata.json).
 * Migrations are generated separately by `npm run db:generate` (drizzle-kit).
 * Tests fail when any of these files is stale.
 */
import { writeFile } from "node:fs/promises";
import { generateOutput } from "@gql.tada/cli-utils";
import { appOperations } from "../server/graphql/app-documents.ts";
import {
  printTrustedDocuments,
  TRUSTED_DOCUMENTS_PATH,
  trustedDocumentsOf,
} from "../server/graphql/trusted-documents.ts";
import { PHONE_METADATA_PATH, printPhoneMetadata } from "../server/identity/phone-metadata.ts";
import { printShopSchema } from "../server/schema.ts";

export const SDL_PATH = "server/schema.graphql";
export const TADA_OUTPUT_PATH = "app/graphql-env.d.ts";

await writeFile(SDL_PATH, printShopSchema());
await generateOutput({ output: TADA_OUTPUT_PATH, tsconfig: "tsconfig.json", silent: true });
await writeFile(
  TRUSTED_DOCUMENTS_PATH,
  printTrustedDocuments(trustedDocumentsOf(appOperations(["app"]))),
);
await writeFile(PHONE_METADATA_PATH, printPhoneMetadata());
console.log(
  `Wrote ${SDL_PATH}, ${TADA_OUTPUT_PATH}, ${TRUSTED_DOCUMENTS_PATH} and ${PHONE_METADATA_PATH}`,
);
