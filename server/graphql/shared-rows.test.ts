import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inRollback } from "../../tests/database.ts";
import { postGraphQL } from "../../tests/graphql.ts";
import { selectRows } from "../db/database.ts";
import { createShopApi } from "../index.ts";
import { SharedRows } from "./shared-rows.ts";

describe("the shared rows", () => {
  it("reads each id once, and again after a change", async () => {
    const rows = new SharedRows();
    const asked: number[][] = [];
    const load = async (ids: readonly number[]) => {
      asked.push([...ids]);
      return ids.map((id) => `row ${id}`);
    };
    expect(await rows.load("product", [1, 2], load)).toEqual(["row 1", "row 2"]);
    expect(await rows.load("product", [2, 3, 1], load)).toEqual(["row 2", "row 3", "row 1"]);
    expect(asked).toEqual([[1, 2], [3]]);
    rows.invalidate();
    await rows.load("product", [1], load);
    expect(asked.at(-1)).toEqual([1]);
  });

  it("keeps nothing read before a change, nor a failed key", async () => {
    const rows = new SharedRows();
    let calls = 0;
    await rows.load("product", [1, 2], async (ids) => {
      calls += 1;
      rows.invalidate();
      return ids.map((id) => id);
    });
    await rows.load("items", [5], async () => {
      calls += 1;
      return [new Error("no such product")];
    });
    await rows.load("product", [1, 2], async (ids) => {
      calls += 1;
      return ids.map((id) => id);
    });
    await rows.load("items", [5], async () => {
      calls += 1;
      return [[]];
    });
    expect(calls).toBe(4);
  });
});

describe("the shop API with shared rows", () => {
  const PRODUCT = /* GraphQL */ `
    query P($ids: [ID!]!) {
      productList(dto: { productIds: $ids }) {
        name
      }
    }
  `;

  it("gives a guest's public read the rows kept, anything else the database's", async () => {
    await inRollback(async (db) => {
      const api = createShopApi({ db, sharedRows: true });
      const [first] = await selectRows<{ id: number; name: string }>(
        db,
        sql`select id, name from product where active and deleted_at is null order by id limit 1`,
      );
      if (!first) throw new Error("no product");
      const nameOf = async (headers: Record<string, string> = {}) => {
        const { body } = await postGraphQL<{ productList: { name: string }[] }>(
          api,
          PRODUCT,
          { ids: [String(first.id)] },
          headers,
        );
        return body.data?.productList[0]?.name;
      };
      expect(await nameOf()).toBe(first.name);
      // Renamed with no change announced (nothing is, in a transaction never committed).
      await db.execute(sql`update product set name = 'Новое имя' where id = ${first.id}`);
      expect(await nameOf()).toBe(first.name);
      // A request with a token, even one that does not sign anybody in, reads the database.
      expect(await nameOf({ authorization: "Bearer not-a-token" })).toBe("Новое имя");
      await api.invalidateReadCache();
      expect(await nameOf()).toBe("Новое имя");
    });
  });
});
