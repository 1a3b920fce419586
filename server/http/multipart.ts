/**
 * A multipart body read as a stream against its limits (docs/security.md#bounded-bodies): busboy
 * parses the parts as they arrive, a file is kept only while it stays under its limit, and the
 * body stops being read at its total limit. Nothing is held but the fields and the files that fit,
 * so a body of any size costs at most the limits' worth of memory, and a file over its limit costs
 * only the time its bytes take to arrive (they are counted and dropped).
 */
import Busboy from "busboy";

export interface MultipartLimits {
  /** Bytes of one file. */
  maxFileBytes: number;
  maxFiles: number;
  /** Non-file fields. */
  maxFields: number;
  /** Bytes of one non-file field. */
  maxFieldBytes: number;
  /** Fields and files together. */
  maxParts: number;
  /** Bytes of the whole body as sent, boundaries and headers of the parts included. */
  maxTotalBytes: number;
}

/** Why a body was not read whole, the first reason met. */
export type MultipartProblem =
  | { kind: "fileTooLarge"; field: string }
  | { kind: "tooManyFiles" }
  | { kind: "tooManyFields" }
  | { kind: "fieldTooLarge"; field: string }
  | { kind: "tooLarge" }
  | { kind: "unreadable" };

export interface MultipartBody {
  /** Non-file fields in the order they came. */
  fields: [name: string, value: string][];
  /** Files that fit their limit, in the order they came; an empty file input sends none. */
  files: [name: string, file: File][];
  problem?: MultipartProblem;
}

export interface ReadMultipartOptions {
  /**
   * Stop at the first problem (the GraphQL endpoint, which answers with an error at once) rather
   * than read on to collect the other fields (the review form, which shows what was typed).
   */
  stopAtProblem?: boolean;
}

/**
 * Reads a multipart/form-data body against `limits`. Never throws for the client's bytes: a body
 * that is no multipart (a missing boundary, a truncated part) reads as `unreadable`.
 */
export async function readMultipart(
  request: Request,
  limits: MultipartLimits,
  options: ReadMultipartOptions = {},
): Promise<MultipartBody> {
  const result: MultipartBody = { fields: [], files: [] };
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limits.maxTotalBytes) {
    await request.body?.cancel().catch(() => undefined);
    return { ...result, problem: { kind: "tooLarge" } };
  }
  let parser: Busboy.Busboy;
  try {
    parser = Busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      defParamCharset: "utf8",
      limits: {
        // busboy calls a file that reaches its limit truncated, as it cannot tell whether more
        // follows: one byte more is the first size refused.
        fileSize: limits.maxFileBytes + 1,
        files: limits.maxFiles,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxParts,
      },
    });
  } catch {
    // No boundary, or not multipart at all.
    await request.body?.cancel().catch(() => undefined);
    return { ...result, problem: { kind: "unreadable" } };
  }
  let stopped = false;
  const note = (problem: MultipartProblem) => {
    result.problem ??= problem;
    if (options.stopAtProblem) stopped = true;
  };
  // A body that is no multipart after all (a truncated part, a broken header of a part).
  parser.on("error", () => {
    note({ kind: "unreadable" });
    stopped = true;
  });
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) note({ kind: "fieldTooLarge", field: name });
    else if (info.nameTruncated) note({ kind: "unreadable" });
    else result.fields.push([name, value]);
  });
  parser.on("file", (name, stream, info) => {
    const chunks: Buffer[] = [];
    // Destroyed with the parser when reading stops early: nothing more to keep.
    stream.on("error", () => undefined);
    stream.on("data", (chunk: Buffer) => {
      // A file over its limit keeps flowing (so the parser reaches the next part), unkept.
      if (!stream.truncated) chunks.push(chunk);
    });
    stream.on("limit", () => {
      chunks.length = 0;
      note({ kind: "fileTooLarge", field: name });
    });
    stream.on("end", () => {
      const size = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
      // An empty file input is sent as a part without a name or bytes: no file was chosen.
      if (stream.truncated || (size === 0 && !info.filename)) return;
      result.files.push([
        name,
        // Buffers read from a stream, never over a SharedArrayBuffer.
        new File(chunks as Uint8Array<ArrayBuffer>[], info.filename ?? "file", {
          type: info.mimeType || "",
        }),
      ]);
    });
  });
  parser.on("filesLimit", () => note({ kind: "tooManyFiles" }));
  parser.on("fieldsLimit", () => note({ kind: "tooManyFields" }));
  parser.on("partsLimit", () => note({ kind: "tooManyFields" }));
  await feed(request, parser, limits.maxTotalBytes, () => stopped, note);
  return result;
}

/** Settles when the parser emits one of `events`. */
const next = (parser: Busboy.Busboy, ...events: string[]) =>
  new Promise<void>((resolve) => {
    for (const event of events) parser.once(event, () => resolve());
  });

/**
 * Writes the body into the parser chunk by chunk, as fast as the parser takes it, until the end,
 * `maxBytes`, or `stopped()`. The body is released, never cancelled, when reading stops early: a
 * cancel would destroy the connection before the answer is sent; the answer closes it instead.
 */
async function feed(
  request: Request,
  parser: Busboy.Busboy,
  maxBytes: number,
  stopped: () => boolean,
  note: (problem: MultipartProblem) => void,
): Promise<void> {
  if (!request.body) {
    parser.end();
    return;
  }
  const reader = request.body.getReader();
  let seen = 0;
  try {
    while (!stopped()) {
      const { done, value } = await reader.read();
      if (done) {
        const closed = next(parser, "close", "error");
        parser.end();
        await closed;
        return;
      }
      seen += value.byteLength;
      if (seen > maxBytes) {
        note({ kind: "tooLarge" });
        break;
      }
      if (!parser.write(value)) await next(parser, "drain", "error", "close");
    }
  } catch {
    // The connection broke off mid-body.
    note({ kind: "unreadable" });
  } finally {
    reader.releaseLock();
  }
  parser.destroy();
}
