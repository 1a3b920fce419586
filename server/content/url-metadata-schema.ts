/**
 * Page head data per path (urlMetadata: docs/content.md#page-metadata): title, description and
 * keywords.
 */
import { builder } from "../graphql/builder.ts";
import { type PageMetadata, findUrlMetadata, normaliseUrlPath } from "./url-metadata-service.ts";

const UrlMetadata = builder.objectRef<PageMetadata>("UrlMetadata").implement({
  description: "Page head data; every field is an empty string when nothing is set for the path.",
  fields: (f) => ({
    title: f.exposeString("title"),
    description: f.exposeString("description"),
    keywords: f.exposeString("keywords"),
  }),
});

const UrlMetadataDto = builder.inputType("UrlMetadataDto", {
  fields: (f) => ({
    url: f.string({ required: true, description: "The current route path (a full URL is cut)." }),
  }),
});

builder.queryField("urlMetadata", (f) =>
  f.field({
    type: UrlMetadata,
    args: { dto: f.arg({ type: UrlMetadataDto, required: true }) },
    resolve: async (_root, { dto }, { db }) => {
      const found = await findUrlMetadata(db, normaliseUrlPath(dto.url));
      return found ?? { title: "", description: "", keywords: "" };
    },
  }),
);
