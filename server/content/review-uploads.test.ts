import { describe, expect, it } from "vitest";
import { withApi } from "../../tests/identity-kit.ts";
import { UPLOAD_MESSAGES } from "./review-uploads.ts";

const CREATE_REVIEW = "mutation ($dto: CreateReviewDto!) { createReview(dto: $dto) { id } }";
const BOUNDARY = "----meetmarketboundary";

/** A multipart body of the given parts, each a name and a text value or file bytes. */
function multipart(parts: [name: string, value: string, filename?: string][]): string {
  return (
    parts
      .map(
        ([name, value, filename]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
          (filename ? `; filename="${filename}"\r\nContent-Type: image/png` : "") +
          `\r\n\r\n${value}\r\n`,
      )
      .join("") + `--${BOUNDARY}--\r\n`
  );
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://shop.test/graphql", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    body,
    duplex: "half",
  } as RequestInit);

const operations = JSON.stringify({ query: CREATE_REVIEW, variables: { dto: { photos: [null] } } });

describe("multipart requests to /graphql", () => {
  it("refuses a guest from the headers, without reading a byte of the body, and closes", () =>
    withApi(async (kit) => {
      let pulls = 0;
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulls += 1;
            controller.enqueue(new Uint8Array(1024 * 1024));
          },
        },
        { highWaterMark: 0 },
      );
      const guests: Record<string, string>[] = [{}, { authorization: "Bearer forged.token.here" }];
      for (const headers of guests) {
        const response = await kit.api.fetch(post(body, headers));
        expect(response.status).toBe(401);
        expect(response.headers.get("connection")).toBe("close");
        expect(await response.json()).toEqual({
          errors: [{ message: "Требуется вход", extensions: { code: "UNAUTHENTICATED" } }],
        });
      }
      expect(pulls).toBe(0);
    }));

  it("answers a broken operations or map with 400 and a message, never a 500", () =>
    withApi(async (kit) => {
      const { accessToken } = await kit.signIn("+79990000301");
      const auth = { authorization: `Bearer ${accessToken}` };
      const cases: [body: string, message: string][] = [
        [multipart([["operations", "null"]]), UPLOAD_MESSAGES.badOperations],
        [multipart([["map", "{}"]]), UPLOAD_MESSAGES.badOperations],
        [multipart([["operations", "{not json"]]), UPLOAD_MESSAGES.badOperations],
        [multipart([["operations", '{"query": 5}']]), UPLOAD_MESSAGES.badOperations],
        [multipart([["operations", '{"query": "{ {"}']]), UPLOAD_MESSAGES.badOperations],
        [
          multipart([["operations", JSON.stringify({ query: "{ __typename }" })]]),
          UPLOAD_MESSAGES.notAnUpload,
        ],
        [
          multipart([
            ["operations", operations],
            ["map", "null"],
          ]),
          UPLOAD_MESSAGES.badMap,
        ],
        [
          multipart([
            ["operations", operations],
            ["map", '{"0": ["variables.dto.photos.0"]}'],
          ]),
          UPLOAD_MESSAGES.badMap,
        ],
        [
          multipart([
            ["operations", operations],
            ["map", '{"0": ["variables.__proto__.polluted"]}'],
            ["0", "x", "a.png"],
          ]),
          UPLOAD_MESSAGES.badMap,
        ],
        [
          multipart([
            ["operations", operations],
            ["map", '{"0": ["query"]}'],
            ["0", "x", "a.png"],
          ]),
          UPLOAD_MESSAGES.badMap,
        ],
        [
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"qu`,
          UPLOAD_MESSAGES.unreadable,
        ],
        ["not multipart at all", UPLOAD_MESSAGES.unreadable],
      ];
      for (const [body, message] of cases) {
        const response = await kit.api.fetch(post(body, auth));
        expect({ status: response.status, body: await response.json() }).toEqual({
          status: 400,
          body: { errors: [{ message, extensions: { code: "BAD_REQUEST" } }] },
        });
      }
      const noBoundary = await kit.api.fetch(
        new Request("http://shop.test/graphql", {
          method: "POST",
          headers: { "content-type": "multipart/form-data", ...auth },
          body: "x",
        }),
      );
      expect(noBoundary.status).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }));

  it("stops reading at a field over its limit and at a body over the total", () =>
    withApi(async (kit) => {
      const { accessToken } = await kit.signIn("+79990000302");
      const auth = { authorization: `Bearer ${accessToken}` };
      const longField = await kit.api.fetch(
        post(multipart([["operations", "x".repeat(200_000)]]), auth),
      );
      expect(longField.status).toBe(413);
      expect(await longField.json()).toMatchObject({
        errors: [{ message: UPLOAD_MESSAGES.tooLarge }],
      });
      const declared = await kit.api.fetch(
        post("x", { ...auth, "content-length": String(100 * 1024 * 1024) }),
      );
      expect(declared.status).toBe(413);
    }));
});
