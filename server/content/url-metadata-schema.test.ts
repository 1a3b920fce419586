import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inRollback } from "../../tests/database.ts";
import { postGraphQL } from "../../tests/graphql.ts";
import { query, queryError } from "../../tests/shop-api.ts";
import * as t from "../db/schema.ts";
import { createShopApi } from "../index.ts";
import { urlMetadata } from "../seed/data/index.ts";
import { MAX_URL_LENGTH, normaliseUrlPath } from "./url-metadata-service.ts";

const URL_METADATA = /* GraphQL */ `
  query UrlMetadata($dto: UrlMetadataDto!) {
    urlMetadata(dto: $dto) {
      title
      description
      keywords
    }
  }
`;

interface UrlMetadataData {
  urlMetadata: { title: string; description: string; keywords: string };
}

const EMPTY = { title: "", description: "", keywords: "" };

function seeded(url: string) {
  const entry = urlMetadata.find((candidate) => candidate.url === url);
  if (!entry) throw new Error(`no seeded metadata for ${url}`);
  return { title: entry.title, description: entry.description, keywords: entry.keywords };
}

describe("normaliseUrlPath", () => {
  it("keeps the path alone, without query, hash or trailing slash", () => {
    expect(normaliseUrlPath("/")).toBe("/");
    expect(normaliseUrlPath("/blog")).toBe("/blog");
    expect(normaliseUrlPath("/blog/")).toBe("/blog");
    expect(normaliseUrlPath("/blog///")).toBe("/blog");
    expect(normaliseUrlPath("/blog?page=2#top")).toBe("/blog");
    expect(normaliseUrlPath("/?utm_source=vk")).toBe("/");
    expect(normaliseUrlPath("#top")).toBe("/");
    expect(normaliseUrlPath(" /info/faq/ ")).toBe("/info/faq");
    expect(normaliseUrlPath("info/faq")).toBe("/info/faq");
    expect(normaliseUrlPath("https://meet-market.ru/delivery/how-it-works/?x=1")).toBe(
      "/delivery/how-it-works",
    );
    expect(normaliseUrlPath("/catalog/../cart")).toBe("/cart");
  });

  it("decodes percent-escapes, keeping a malformed one as it is", () => {
    expect(normaliseUrlPath("/search/%D0%BD%D0%B0%D0%B9%D0%BA")).toBe("/search/найк");
    expect(normaliseUrlPath("/search/найк")).toBe("/search/найк");
    expect(normaliseUrlPath("/search/%E0%A4%A")).toBe("/search/%E0%A4%A");
  });

  it("refuses an escaped NUL or other control character", () => {
    expect(() => normaliseUrlPath("%00")).toThrow("Неверный адрес страницы");
    expect(() => normaliseUrlPath("/search/a%0Ab")).toThrow("Неверный адрес страницы");
  });

  it(`refuses an empty url or one longer than ${MAX_URL_LENGTH} characters`, () => {
    expect(() => normaliseUrlPath("  ")).toThrow("Укажите адрес страницы");
    expect(() => normaliseUrlPath(`/${"a".repeat(MAX_URL_LENGTH)}`)).toThrow(
      `Адрес страницы длиннее ${MAX_URL_LENGTH} символов`,
    );
    expect(normaliseUrlPath(`/${"a".repeat(MAX_URL_LENGTH - 1)}`)).toHaveLength(MAX_URL_LENGTH);
  });
});

describe("urlMetadata", () => {
  it("returns the seeded head data of every main route", async () => {
    expect(urlMetadata.length).toBeGreaterThanOrEqual(15);
    for (const entry of urlMetadata) {
      const { urlMetadata: result } = await query<UrlMetadataData>(URL_METADATA, {
        dto: { url: entry.url },
      });
      expect(result, entry.url).toEqual(seeded(entry.url));
    }
  });

  it("finds a route however its url is written", async () => {
    for (const [url, route] of [
      ["/?utm_source=vk", "/"],
      ["/blog/?page=2#top", "/blog"],
      ["https://meet-market.ru/delivery/how-it-works/", "/delivery/how-it-works"],
    ] as const) {
      const { urlMetadata: result } = await query<UrlMetadataData>(URL_METADATA, {
        dto: { url },
      });
      expect(result, url).toEqual(seeded(route));
      expect(result.title).toContain("Meet Market");
    }
  });

  it("answers empty strings for a path without metadata", async () => {
    for (const url of ["/blog/kak-vybrat-razmer", "/nichego-net", `/${"a".repeat(1999)}`]) {
      const { urlMetadata: result } = await query<UrlMetadataData>(URL_METADATA, {
        dto: { url },
      });
      expect(result, url).toEqual(EMPTY);
    }
  });

  it("ignores deleted metadata", async () => {
    const body = await inRollback(async (db) => {
      await db
        .update(t.urlMetadata)
        .set({ deletedAt: new Date() })
        .where(eq(t.urlMetadata.url, "/cart"));
      return (await postGraphQL(createShopApi({ db }), URL_METADATA, { dto: { url: "/cart" } }))
        .body;
    });

    expect(body.data).toEqual({ urlMetadata: EMPTY });
  });

  it("refuses a url longer than 2000 characters", async () => {
    const error = await queryError(URL_METADATA, { dto: { url: `/${"a".repeat(2000)}` } });

    expect(error.message).toBe("Адрес страницы длиннее 2000 символов");
    expect(error.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
