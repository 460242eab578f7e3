import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { normaliseRequestLine } from "./request-line.server";

const SITE = "www.example.com";

function req(method: string, url: string, host: string | null = "localhost:3000", httpVersion = "1.1") {
  return { method, url, httpVersion, headers: host === null ? {} : { host } } as unknown as IncomingMessage;
}

describe("normaliseRequestLine", () => {
  it("lets an ordinary request through untouched", () => {
    const request = req("GET", "/market-report?week=3");
    expect(normaliseRequestLine(request, SITE)).toBeUndefined();
    expect(request.url).toBe("/market-report?week=3");
  });

  it("cuts an absolute-form target to its path and query, and keeps the Host header", () => {
    const request = req("GET", "http://evil.example/contact?request=Tour");
    expect(normaliseRequestLine(request, SITE)).toBeUndefined();
    expect(request.url).toBe("/contact?request=Tour");
    expect(request.headers.host).toBe("localhost:3000");
    const bare = req("GET", "HTTP://evil.example");
    expect(normaliseRequestLine(bare, SITE)).toBeUndefined();
    expect(bare.url).toBe("/");
  });

  it("answers 400 for a target that is not a path, and for a Host that is not a host", () => {
    for (const target of ["*", "evil.example/page", "https://evil.example:99999/", "ftp://evil.example/"]) {
      expect(normaliseRequestLine(req("GET", target), SITE)?.status).toBe(400);
    }
    for (const host of ["", "[::1", "localhost:abc", "a b", "evil.example/path", "user@evil.example"]) {
      expect(normaliseRequestLine(req("GET", "/", host), SITE)?.status).toBe(400);
    }
    expect(normaliseRequestLine(req("GET", "/", null), SITE)?.status).toBe(400);
  });

  it("gives an HTTP/1.0 request without Host the site's host", () => {
    const request = req("GET", "/", null, "1.0");
    expect(normaliseRequestLine(request, SITE)).toBeUndefined();
    expect(request.headers.host).toBe(SITE);
  });

  it("answers 405 for a method other than GET, HEAD and POST (a fetch Request cannot even carry TRACE)", () => {
    for (const method of ["TRACE", "TRACK", "CONNECT", "PUT", "DELETE", "PROPFIND", "OPTIONS"]) {
      expect(normaliseRequestLine(req(method, "/"), SITE)?.status).toBe(405);
    }
    for (const method of ["GET", "HEAD", "POST"]) expect(normaliseRequestLine(req(method, "/"), SITE)).toBeUndefined();
  });
});
