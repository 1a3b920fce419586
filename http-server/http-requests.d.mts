import type { IncomingMessage, Server, ServerResponse } from "node:http";

export const KNOWN_METHODS: ReadonlySet<string>;
export const SERVER_ALLOW: string;
export const MESSAGES: Record<
  "methodNotAllowed" | "notImplemented" | "badTarget" | "noHost",
  string
>;

/** A route of the build's manifest (build.routes), with its module's exports. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { loader?: unknown; action?: unknown; default?: unknown };
}

export interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: ManifestRoute["module"];
  children?: RouteNode[];
}

export function routeTree(manifest: Record<string, ManifestRoute>): RouteNode[];

export function allowedMethods(
  tree: RouteNode[],
  pathname: string,
): { methods: string[]; ownOptions: boolean };

export interface RequestLine {
  method: string;
  target: string;
  httpVersion: string;
  host: string | undefined;
  forwardedHost?: string;
}

export type AnswerBeforeApp =
  | { status: number; message?: string; allow?: string; rewrite?: undefined }
  | { rewrite: { path: string; host: string }; status?: undefined };

export function answerBeforeApp(
  tree: RouteNode[],
  request: RequestLine,
): AnswerBeforeApp | undefined;

export function deliberateRequests(build: {
  routes: Record<string, ManifestRoute>;
}): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export function answerUnparsed(server: Server): void;
