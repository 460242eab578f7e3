import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, isFramableDocument, staticSecurityHeaders } from "./csp.server";

describe("contentSecurityPolicy", () => {
  it("allows inline scripts only through the nonce", () => {
    const policy = contentSecurityPolicy("abc123", { upgradeInsecure: false });
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("lets only our own pages frame a PDF, and nothing frame a page", () => {
    expect(isFramableDocument("/market-report/week-1.pdf")).toBe(true);
    expect(isFramableDocument("/market-report")).toBe(false);
    expect(contentSecurityPolicy("n", { upgradeInsecure: false, framableBySelf: true })).toContain(
      "frame-ancestors 'self'",
    );
    expect(staticSecurityHeaders({ secure: false, framableBySelf: true })["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(staticSecurityHeaders({ secure: false })["X-Frame-Options"]).toBe("DENY");
  });

  it("allows a prerendered page's inline scripts by their hashes, without a nonce", () => {
    const policy = contentSecurityPolicy("unused", { upgradeInsecure: false, scriptHashes: ["'sha256-abc='"] });
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc='");
  });

  it("upgrades insecure requests only when served over TLS", () => {
    expect(contentSecurityPolicy("n", { upgradeInsecure: true })).toContain("upgrade-insecure-requests");
  });
});

describe("createNonce", () => {
  it("is different every time and at least 128 bits", () => {
    const a = createNonce();
    const b = createNonce();
    expect(a).not.toBe(b);
    expect(Buffer.from(a, "base64")).toHaveLength(16);
  });
});

describe("staticSecurityHeaders", () => {
  it("sends HSTS only on secure requests", () => {
    expect(staticSecurityHeaders({ secure: false })).not.toHaveProperty("Strict-Transport-Security");
    expect(staticSecurityHeaders({ secure: true })["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
  });

  it("sets the headers the Foundation issue requires", () => {
    const headers = staticSecurityHeaders({ secure: false });
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
  });
});
