import { expect } from "vitest";
import { createShopApi, type ShopApi } from "../server/index.ts";
import { testDatabase } from "./database.ts";
import { type GraphQLResponse, postGraphQL } from "./graphql.ts";

let api: ShopApi | undefined;

/** The shop API over the worker's seeded test database. */
export async function testShopApi(): Promise<ShopApi> {
  if (!api) {
    const { db } = await testDatabase();
    // A fixed clock inside the seeded catalogue's time line keeps date rules deterministic.
    api = createShopApi({
      db,
      providers: { clock: { now: () => new Date("2026-11-02T12:00:00Z") } },
    });
  }
  return api;
}

/** Runs an operation that must succeed and returns its data. */
export async function query<Data>(document: string, variables: Record<string, unknown> = {}) {
  const { body } = await postGraphQL<Data>(await testShopApi(), document, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  if (!body.data) throw new Error("no data");
  return body.data;
}

/** Runs an operation that must fail, and returns its first error. */
export async function queryError(document: string, variables: Record<string, unknown> = {}) {
  const { status, body } = await postGraphQL(await testShopApi(), document, variables);
  expect(status).toBeLessThan(500);
  const error = (body as GraphQLResponse).errors?.[0];
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(body)}`);
  return error;
}
