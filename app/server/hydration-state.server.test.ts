import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import {
  defersHydrationState,
  HYDRATION_STATE_CONTENT_TYPE,
  hydrationStateResponse,
  hydrationStateTarget,
} from "./hydration-state.server";

describe("hydrationStateTarget", () => {
  it("accepts a path on this site with its query", () => {
    expect(hydrationStateTarget("/market-report?week=1")).toBe("/market-report?week=1");
    expect(hydrationStateTarget("/")).toBe("/");
    expect(hydrationStateTarget("/mock-market-report?type=Condo&minPrice=1000000")).toBe(
      "/mock-market-report?type=Condo&minPrice=1000000",
    );
  });

  it("refuses anything that is not a path here: missing, repeated, another host, a scheme, control characters", () => {
    for (const value of [
      undefined,
      "",
      ["/a", "/b"],
      "market-report",
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "/contact\r\nSet-Cookie: x=1",
      "/contact#form",
      `/${"a".repeat(2048)}`,
    ]) {
      expect(hydrationStateTarget(value), JSON.stringify(value)).toBeNull();
    }
  });

  it("normalises dot segments so the target stays on the site's paths", () => {
    expect(hydrationStateTarget("/buyers/../contact")).toBe("/contact");
  });
});

function context(overrides: { isSpaMode?: boolean; actionData?: unknown; stream?: boolean } = {}): EntryContext {
  return {
    isSpaMode: overrides.isSpaMode ?? false,
    serverHandoffStream: overrides.stream === false ? undefined : new ReadableStream(),
    staticHandlerContext: { actionData: overrides.actionData ?? null },
  } as unknown as EntryContext;
}

describe("defersHydrationState", () => {
  const get = new Request("http://localhost/market-report?week=1");

  it("defers a page requested with GET", () => {
    expect(defersHydrationState(get, context())).toBe(true);
  });

  it("keeps the state inline for a form post's answer, the client-rendered build, and a page without state", () => {
    const post = new Request("http://localhost/contact", { method: "POST" });
    expect(defersHydrationState(post, context())).toBe(false);
    expect(defersHydrationState(get, context({ actionData: { contact: { ok: true } } }))).toBe(false);
    expect(defersHydrationState(get, context({ isSpaMode: true }))).toBe(false);
    expect(defersHydrationState(get, context({ stream: false }))).toBe(false);
  });
});

describe("hydrationStateResponse", () => {
  it("sends the encoded state whole, as React Router's data type, with the route's own headers", async () => {
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('[{"_1":2},"loaderData",'));
        controller.enqueue(encoder.encode('{"root":{"café":1}}]\n'));
        controller.close();
      },
    });
    const response = await hydrationStateResponse(stream, new Headers({ "Cache-Control": "public, max-age=300" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(HYDRATION_STATE_CONTENT_TYPE);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(await response.text()).toBe('[{"_1":2},"loaderData",{"root":{"café":1}}]\n');
  });
});
