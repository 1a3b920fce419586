/**
 * The GraphQL documents the storefront sends, read from its source (app/): each operation with
 * the fragments it spreads. The API's limits are tested against them
 * (docs/security.md#the-shop-apis-limits), so tightening a limit cannot silently break a page.
 */
import fs from "node:fs";
import path from "node:path";
import { type DocumentNode, Kind, parse, visit } from "graphql";

const DOCUMENT = /graphql\(\s*`([\s\S]*?)`/g;

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every operation written in the files under `dirs`, as a document with its fragments. */
export function appOperations(dirs: string[]): { name: string; document: DocumentNode }[] {
  const definitions = dirs
    .flatMap(sourceFiles)
    .flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(DOCUMENT)])
    .flatMap((match) => parse(match[1] ?? "").definitions);
  const fragments = new Map(
    definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [],
    ),
  );
  return definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
    const needed = new Map<string, (typeof definitions)[number]>();
    const collect = (node: (typeof definitions)[number]) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !needed.has(spread.name.value)) {
            needed.set(spread.name.value, fragment);
            collect(fragment);
          }
        },
      });
    collect(definition);
    return [
      {
        name: definition.name?.value ?? "anonymous",
        document: { kind: Kind.DOCUMENT, definitions: [definition, ...needed.values()] },
      },
    ];
  });
}
