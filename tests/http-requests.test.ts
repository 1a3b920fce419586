import { describe, expect, it } from "vitest";
import {
  allowedMethods,
  answerBeforeApp,
  type ManifestRoute,
  MESSAGES,
  routeTree,
  SERVER_ALLOW,
} from "../http-server/http-requests.mjs";
import { cameOverHttps, cspDirectives } from "../http-server/security-headers.mjs";

const page = { default: () => null, loader: () => null };
const form = { ...page, action: () => null };

/** A build's route manifest in small: pages, a form, resource routes, the catch-all. */
const MANIFEST: Record<string, ManifestRoute> = {
  root: { id: "root", path: "", module: { default: () => null, loader: () => null } },
  "routes/home": { id: "routes/home", parentId: "root", index: true, module: page },
  "routes/cart": { id: "routes/cart", parentId: "root", path: "cart", module: form },
  "routes/delivery": {
    id: "routes/delivery",
    parentId: "root",
    path: "delivery",
    module: { default: () => null },
  },
  "routes/graphql": {
    id: "routes/graphql",
    parentId: "root",
    path: "graphql",
    module: { loader: () => null, action: () => null },
  },
  "routes/api.send-sms": {
    id: "routes/api.send-sms",
    parentId: "root",
    path: "api/send-sms",
    module: { action: () => null },
  },
  "routes/healthz": {
    id: "routes/healthz",
    parentId: "root",
    path: "healthz",
    module: { loader: () => null },
  },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*", module: form },
};
const TREE = routeTree(MANIFEST);

const line = (method: string, target: string, extra: Record<string, string> = {}) =>
  answerBeforeApp(TREE, { method, target, httpVersion: "1.1", host: "shop.test", ...extra });

describe("methods and request targets (http-server/http-requests.mjs)", () => {
  it("reads what each route takes from the build's routes", () => {
    expect(allowedMethods(TREE, "/").methods).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allowedMethods(TREE, "/_root.data").methods).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allowedMethods(TREE, "/CART").methods).toEqual(["GET", "HEAD", "POST", "OPTIONS"]);
    expect(allowedMethods(TREE, "/cart.data").methods).toEqual(["GET", "HEAD", "POST", "OPTIONS"]);
    expect(allowedMethods(TREE, "/delivery").methods).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allowedMethods(TREE, "/api/send-sms").methods).toEqual(["POST", "OPTIONS"]);
    expect(allowedMethods(TREE, "/healthz").methods).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allowedMethods(TREE, "/graphql").ownOptions).toBe(true);
  });

  it("lets through what a route takes", () => {
    expect(line("GET", "/")).toBeUndefined();
    expect(line("HEAD", "/cart?x=1")).toBeUndefined();
    expect(line("POST", "/cart.data")).toBeUndefined();
    expect(line("POST", "/api/send-sms")).toBeUndefined();
    expect(line("OPTIONS", "/graphql")).toBeUndefined();
    expect(line("GET", "/", { httpVersion: "1.0", host: "" })).toBeUndefined();
  });

  it("answers 405 with Allow a known method the route does not take", () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "CONNECT"]) {
      expect(line(method, "/")).toEqual({
        status: 405,
        message: MESSAGES.methodNotAllowed,
        allow: "GET, HEAD, OPTIONS",
      });
    }
    expect(line("POST", "/")?.status).toBe(405);
    expect(line("POST", "/healthz")).toMatchObject({ status: 405, allow: "GET, HEAD, OPTIONS" });
    expect(line("GET", "/api/send-sms")).toMatchObject({ status: 405, allow: "POST, OPTIONS" });
  });

  it("answers 501 a method nobody here implements", () => {
    for (const method of ["PROPFIND", "SEARCH", "PURGE", "MKCOL", "QUERY"]) {
      expect(line(method, "/cart")).toEqual({
        status: 501,
        message: MESSAGES.notImplemented,
        allow: SERVER_ALLOW,
      });
    }
  });

  it("answers OPTIONS itself, * with the server's methods, a path with its route's", () => {
    expect(line("OPTIONS", "*")).toEqual({ status: 204, allow: SERVER_ALLOW });
    expect(line("OPTIONS", "/cart")).toEqual({ status: 204, allow: "GET, HEAD, POST, OPTIONS" });
    expect(line("GET", "*")).toEqual({ status: 400, message: MESSAGES.badTarget });
  });

  it("takes an absolute-form target as its path, and refuses a target that is no path", () => {
    expect(line("GET", "http://evil.example/cart?x=1")).toEqual({
      rewrite: { path: "/cart?x=1", host: "evil.example" },
    });
    expect(line("PUT", "HTTPS://shop.test/")?.status).toBe(405);
    for (const target of ["cart", "ftp://evil/", "http://", "javascript:alert(1)", "%2Fcart"]) {
      expect(line("GET", target), target).toEqual({ status: 400, message: MESSAGES.badTarget });
    }
  });

  it("refuses a Host (or a trusted X-Forwarded-Host) no URL can be made of", () => {
    expect(line("GET", "/", { host: "a b" })).toEqual({ status: 400, message: MESSAGES.noHost });
    expect(line("GET", "/", { host: "" })).toEqual({ status: 400, message: MESSAGES.noHost });
    expect(line("GET", "/", { forwardedHost: "a<b" })?.status).toBe(400);
    expect(line("GET", "/", { host: "shop.test:8080" })).toBeUndefined();
  });
});

describe("security headers only where they are true (http-server/security-headers.mjs)", () => {
  const request = (secure: boolean, hostname: string) => ({ secure, hostname });
  it("HSTS and upgrade-insecure-requests only for a request over https", () => {
    expect(cameOverHttps(request(true, "127.0.0.1"), undefined)).toBe(true);
    expect(cameOverHttps(request(false, "127.0.0.1"), undefined)).toBe(false);
    expect(cameOverHttps(request(false, "127.0.0.1"), "https://shop.example")).toBe(false);
    expect(cameOverHttps(request(false, "shop.example"), "https://shop.example")).toBe(true);
    expect(cameOverHttps(request(false, "shop.example"), "http://shop.example")).toBe(false);
    expect(cspDirectives({}, true).upgradeInsecureRequests).toEqual([]);
    expect(cspDirectives({}, false).upgradeInsecureRequests).toBeNull();
  });
});
