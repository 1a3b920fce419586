/**
 * Multipart requests to /graphql (the GraphQL multipart request spec), bounded before and while
 * they are read (docs/security.md#bounded-bodies, docs/content.md#review-photos): only a signed-in
 * shopper may send one, which is known from the headers before a byte of the body is read; only
 * createReview takes files; each part is streamed against its limit (server/http/multipart.ts),
 * and the first one over it answers at once, in Russian, with the connection closed so the
 * client's upload stops.
 */
import { Kind, OperationTypeNode, parse } from "graphql";
import type { GraphQLParams, Plugin } from "graphql-yoga";
import { readMultipart, type MultipartLimits, type MultipartProblem } from "../http/multipart.ts";
import { MAX_PHOTO_BYTES, MAX_REVIEW_PHOTOS, PHOTO_MESSAGES } from "./review-photos.ts";
import { API_LIMITS } from "../graphql/limits.ts";

/** What a multipart request to /graphql may hold: `operations`, `map` and a review's photos. */
export const UPLOAD_LIMITS: MultipartLimits = {
  maxFileBytes: MAX_PHOTO_BYTES,
  maxFiles: MAX_REVIEW_PHOTOS,
  maxFields: 2,
  maxFieldBytes: API_LIMITS.maxBodyBytes,
  // One over the fields and files: their own limits, with their own messages, speak first.
  maxParts: 2 + MAX_REVIEW_PHOTOS + 1,
  // The parts' own headers and boundaries on top of the fields and files: well under a megabyte.
  maxTotalBytes: MAX_REVIEW_PHOTOS * MAX_PHOTO_BYTES + 2 * API_LIMITS.maxBodyBytes + 64 * 1024,
};

export const UPLOAD_MESSAGES = {
  signIn: "Требуется вход",
  photoTooLarge: PHOTO_MESSAGES.tooLarge,
  tooManyPhotos: PHOTO_MESSAGES.tooMany,
  tooLarge: "Слишком большой запрос",
  unreadable:
    "Не удалось прочитать запрос: ожидается multipart/form-data с полями operations и map",
  badOperations: "Поле operations должно быть JSON-объектом с запросом GraphQL",
  notAnUpload: "Файлы принимаются только запросом, который их ждёт (createReview)",
  badMap: "Поле map должно быть JSON-объектом: имя файла → список путей в variables",
} as const;

/** The server context Yoga is handed for a multipart request already read here. */
export interface UploadServerContext {
  uploadedParams?: GraphQLParams;
}

/**
 * An answer shaped as GraphQL's, sent before the rest of the body is read: `Connection: close`
 * makes Node close the socket once it is written, so the client's upload stops there.
 */
export function refusal(status: number, message: string, code: string): Response {
  return Response.json(
    { errors: [{ message, extensions: { code } }] },
    { status, headers: { connection: "close" } },
  );
}

function problemResponse(problem: MultipartProblem): Response {
  switch (problem.kind) {
    case "fileTooLarge":
      return refusal(413, UPLOAD_MESSAGES.photoTooLarge, "BAD_USER_INPUT");
    case "tooManyFiles":
      return refusal(413, UPLOAD_MESSAGES.tooManyPhotos, "BAD_USER_INPUT");
    case "tooManyFields":
    case "fieldTooLarge":
    case "tooLarge":
      return refusal(413, UPLOAD_MESSAGES.tooLarge, "BAD_USER_INPUT");
    case "unreadable":
      return refusal(400, UPLOAD_MESSAGES.unreadable, "BAD_REQUEST");
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Puts `file` where `path` says ("variables.dto.photos.0"): only under `variables`, only into
 * a list or object the operation already has or a slot of a list (no prototype keys).
 */
function placeFile(operations: Record<string, unknown>, path: string, file: File): boolean {
  const keys = path.split(".");
  if (keys[0] !== "variables" || keys.length < 2) return false;
  let target: unknown = operations;
  for (const [index, key] of keys.entries()) {
    const last = index === keys.length - 1;
    if (key === "__proto__" || key === "constructor" || key === "prototype") return false;
    if (Array.isArray(target)) {
      const slot = Number(key);
      if (!Number.isInteger(slot) || slot < 0 || slot > MAX_REVIEW_PHOTOS) return false;
      if (last) target[slot] = file;
      else target = target[slot];
    } else if (isObject(target)) {
      if (last) target[key] = file;
      else target = target[key];
    } else {
      return false;
    }
  }
  return true;
}

/** The only fields that take files (createReview's photos); no other operation may upload. */
export const UPLOAD_FIELDS: ReadonlySet<string> = new Set(["createReview"]);

/** Whether every operation of the document is a mutation of upload fields only. */
function takesFiles(query: string): boolean | undefined {
  try {
    const operations = parse(query).definitions.filter(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    );
    return (
      operations.length > 0 &&
      operations.every(
        (operation) =>
          operation.operation === OperationTypeNode.MUTATION &&
          operation.selectionSet.selections.every(
            (selection) => selection.kind === Kind.FIELD && UPLOAD_FIELDS.has(selection.name.value),
          ),
      )
    );
  } catch {
    return undefined;
  }
}

/** The request's GraphQL parameters with its files in place, or the answer refusing it. */
export async function readUploadRequest(request: Request): Promise<GraphQLParams | Response> {
  const body = await readMultipart(request, UPLOAD_LIMITS, { stopAtProblem: true });
  if (body.problem) return problemResponse(body.problem);
  const fields = new Map(body.fields);
  const operations = parseJson(fields.get("operations"));
  if (!isObject(operations) || typeof operations.query !== "string") {
    return refusal(400, UPLOAD_MESSAGES.badOperations, "BAD_REQUEST");
  }
  const uploads = takesFiles(operations.query);
  if (uploads === undefined) return refusal(400, UPLOAD_MESSAGES.badOperations, "BAD_REQUEST");
  if (!uploads) return refusal(400, UPLOAD_MESSAGES.notAnUpload, "BAD_REQUEST");
  const map = parseJson(fields.get("map") ?? "{}");
  if (!isObject(map)) return refusal(400, UPLOAD_MESSAGES.badMap, "BAD_REQUEST");
  const files = new Map(body.files);
  for (const [name, paths] of Object.entries(map)) {
    const file = files.get(name);
    if (!file || !Array.isArray(paths) || paths.length !== 1 || typeof paths[0] !== "string") {
      return refusal(400, UPLOAD_MESSAGES.badMap, "BAD_REQUEST");
    }
    if (!placeFile(operations, paths[0], file)) {
      return refusal(400, UPLOAD_MESSAGES.badMap, "BAD_REQUEST");
    }
  }
  return operations as GraphQLParams;
}

/** Hands Yoga the parameters read above instead of letting it read the body again. */
export function useUploadedParams(): Plugin<Record<string, unknown>, UploadServerContext> {
  return {
    onRequestParse({ serverContext, setRequestParser }) {
      const params = serverContext.uploadedParams;
      if (params) setRequestParser(() => params);
    },
  };
}
