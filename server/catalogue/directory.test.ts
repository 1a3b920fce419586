import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inRollback, testDatabase } from "../../tests/database.ts";
import { postGraphQL } from "../../tests/graphql.ts";
import { directory } from "../db/schema.ts";
import { createShopApi } from "../index.ts";
import { directories, menuDirectories } from "../seed/data/index.ts";

const DIRECTORY_LIST = /* GraphQL */ `
  {
    directoryList {
      id
      name
      slug
      position
      logoUrl
    }
  }
`;

interface DirectoryListData {
  directoryList: {
    id: string;
    name: string;
    slug: string;
    position: number;
    logoUrl: string | null;
  }[];
}

describe("directoryList", () => {
  it("lists the seeded catalogue sections in menu order", async () => {
    const { db } = await testDatabase();
    const { status, body } = await postGraphQL<DirectoryListData>(
      createShopApi({ db }),
      DIRECTORY_LIST,
    );

    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.directoryList.map(({ name, slug }) => ({ name, slug }))).toEqual(
      [
        ...directories,
        ...menuDirectories.filter((m) => !directories.some((d) => d.slug === m.slug)),
      ]
        .sort((a, b) => a.position - b.position)
        .map(({ name, slug }) => ({ name, slug })),
    );
    expect(body.data?.directoryList[0]).toMatchObject({ position: 1, logoUrl: null });
    expect(body.data?.directoryList[0]?.id).toMatch(/^\d+$/);
  });

  it("orders by position, and leaves out soft-deleted sections", async () => {
    const names = await inRollback(async (db) => {
      await db.insert(directory).values({ name: "Распродажа", slug: "sale", position: 0 });
      await db
        .update(directory)
        .set({ deletedAt: new Date() })
        .where(eq(directory.slug, "odezhda"));
      const { body } = await postGraphQL<DirectoryListData>(createShopApi({ db }), DIRECTORY_LIST);
      return body.data?.directoryList.map((entry) => entry.name);
    });

    expect(names).toEqual(["Распродажа", "Обувь", "Аксессуары", "Нашли дешевле?"]);
  });

  it("answers an unknown field with a GraphQL validation error, not a 500", async () => {
    const { db } = await testDatabase();
    const { status, body } = await postGraphQL(
      createShopApi({ db }),
      "{ directoryList { price } }",
    );

    // GraphQL over HTTP: a client that accepts application/json gets 200 with `errors`.
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toContain('Cannot query field "price"');
  });
});
