import { asc, isNull } from "drizzle-orm";
import { directory } from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";
import { Directory } from "./types.ts";

builder.queryField("directoryList", (t) =>
  t.field({
    type: [Directory],
    description: "Every live catalogue section, in menu order.",
    resolve: (_root, _args, { db }) =>
      db
        .select()
        .from(directory)
        .where(isNull(directory.deletedAt))
        .orderBy(asc(directory.position), asc(directory.name)),
  }),
);
