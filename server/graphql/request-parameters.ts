import type { Plugin } from "graphql-yoga";

/**
 * The parameters of a GraphQL request sent as a query string (GET /graphql?query=…) or as a
 * url-encoded form body (docs/security.md#bad-input). Yoga reads them with JSON.parse and no
 * guard: `variables=x` threw a SyntaxError, a 500 with a stack trace in the log. Each parameter
 * is checked first; anything else in the query string is ignored, as Yoga ignores it.
 */
export const PARAMETER_MESSAGES = {
  repeated: (name: string) => `Параметр «${name}» указан несколько раз`,
  notJsonObject: (name: string) => `Параметр «${name}» должен быть объектом JSON`,
} as const;

const SINGLE = ["query", "operationName", "variables", "extensions"] as const;
const JSON_OBJECTS = new Set(["variables", "extensions"]);

/** What is wrong with the parameters, in Russian, or undefined when Yoga may read them. */
export function parameterProblem(params: URLSearchParams): string | undefined {
  for (const name of SINGLE) {
    const values = params.getAll(name);
    if (values.length > 1) return PARAMETER_MESSAGES.repeated(name);
    const [value] = values;
    // Yoga reads an empty value as an absent one.
    if (!value || !JSON_OBJECTS.has(name)) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return PARAMETER_MESSAGES.notJsonObject(name);
    }
    // null is "none", as in a JSON body.
    if (parsed !== null && (typeof parsed !== "object" || Array.isArray(parsed))) {
      return PARAMETER_MESSAGES.notJsonObject(name);
    }
  }
  return undefined;
}

function isUrlEncoded(request: Request): boolean {
  const type = (request.headers.get("content-type") ?? "").split(",")[0]?.trim().toLowerCase();
  return (
    type === "application/x-www-form-urlencoded" ||
    Boolean(type?.startsWith("application/x-www-form-urlencoded;"))
  );
}

/** The parameters Yoga would read from this request, or undefined when it reads a JSON body. */
async function parametersOf(request: Request): Promise<URLSearchParams | undefined> {
  if (request.method === "GET") return new URL(request.url).searchParams;
  if (request.method === "POST" && isUrlEncoded(request)) {
    // The body was already read up to the API's limit (server/index.ts): a copy costs little.
    return new URLSearchParams(await request.clone().text());
  }
  return undefined;
}

/** Refuses a request whose parameters Yoga cannot read: 400 with a GraphQL error in Russian. */
export function useRequestParameterChecks(): Plugin {
  return {
    async onRequest({ request, endResponse }) {
      const params = await parametersOf(request);
      const problem = params && parameterProblem(params);
      if (!problem) return;
      endResponse(
        Response.json(
          { errors: [{ message: problem, extensions: { code: "BAD_REQUEST" } }] },
          { status: 400 },
        ),
      );
    },
  };
}
