import { asc, isNull } from "drizzle-orm";
import { directory } from "../db/schema.ts";
import { builder } from "../graphql/builder.ts";

type DirectoryRow = typeof directory.$inferSelect;

const Directory = builder.objectRef<DirectoryRow>("Directory").implement({
  description: "A top-level section of the catalogue: Обувь, Одежда, Аксессуары…",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    slug: t.exposeString("slug"),
    position: t.exposeInt("position"),
    logoUrl: t.exposeString("logoUrl", { nullable: true }),
  }),
});

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
