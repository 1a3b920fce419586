import { describe, expect, it, vi } from "vitest";
import { graphql } from "~/graphql.ts";
import { createSharedReads } from "./shared-reads.server.ts";

const Menu = graphql(`
  query Menu {
    directoryList {
      id
    }
  }
`);

const Metadata = graphql(`
  query UrlMetadata($url: String!) {
    urlMetadata(dto: { url: $url }) {
      title
    }
  }
`);

const menu = { directoryList: [{ id: "1" }] };

describe("createSharedReads", () => {
  it("reads once for concurrent and later requests of the same document and variables", async () => {
    const reads = createSharedReads();
    const run = vi.fn(async () => menu);
    const answers = await Promise.all([reads.read(Menu, {}, run), reads.read(Menu, {}, run)]);
    expect(await reads.read(Menu, {}, run)).toBe(menu);
    expect(answers).toEqual([menu, menu]);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("keeps each variables' answer apart", async () => {
    const reads = createSharedReads();
    const run = vi.fn(async () => ({ urlMetadata: { title: "t" } }));
    await reads.read(Metadata, { url: "/a" }, run);
    await reads.read(Metadata, { url: "/b" }, run);
    await reads.read(Metadata, { url: "/a" }, run);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("forgets everything on a catalogue change, a read under way included", async () => {
    const reads = createSharedReads();
    let release: (value: typeof menu) => void = () => undefined;
    const pending = reads.read(Menu, {}, () => new Promise((resolve) => (release = resolve)));
    reads.clear();
    const fresh = { directoryList: [{ id: "2" }] };
    const after = reads.read(Menu, {}, async () => fresh);
    release(menu);
    expect(await pending).toBe(menu);
    expect(await after).toBe(fresh);
    expect(await reads.read(Menu, {}, async () => menu)).toBe(fresh);
  });

  it("does not keep a failed read", async () => {
    const reads = createSharedReads();
    await expect(
      reads.read(Menu, {}, async () => Promise.reject(new Error("down"))),
    ).rejects.toThrow("down");
    expect(await reads.read(Menu, {}, async () => menu)).toBe(menu);
  });

  it("reads again once an answer is older than its time", async () => {
    let now = 10_000;
    const reads = createSharedReads({ maxAgeMs: 1000, now: () => now });
    const run = vi.fn(async () => menu);
    await reads.read(Menu, {}, run);
    now = 10_999;
    await reads.read(Menu, {}, run);
    expect(run).toHaveBeenCalledTimes(1);
    now = 11_001;
    await reads.read(Menu, {}, run);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
