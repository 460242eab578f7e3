import { randomBytes } from "node:crypto";

/**
 * Prerendered HTML is written at build time, when no request (and so no nonce) exists. It carries
 * this token wherever a nonce belongs; the server swaps in a fresh nonce on every response
 * (docs/decisions/001-csp-nonce-for-prerendered-pages.md).
 */
export const PRERENDER_NONCE_PLACEHOLDER = "prerender-csp-nonce-placeholder";

/** A fresh, unguessable nonce for one response. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Documents our own pages may show in a frame: the PDFs they preview (weekly contracts, guides). */
export function isFramableDocument(urlPath: string): boolean {
  return urlPath.toLowerCase().endsWith(".pdf");
}

type PolicyOptions = {
  upgradeInsecure: boolean;
  /** A prerendered page: its inline scripts are allowed by these hashes instead of the nonce. */
  scriptHashes?: readonly string[];
  /** A PDF our own pages embed as a preview: framable by this origin only. */
  framableBySelf?: boolean;
};

/** The enforced Content-Security-Policy for a response whose inline scripts carry `nonce`. */
export function contentSecurityPolicy(nonce: string, options: PolicyOptions): string {
  const directives = [
    "default-src 'self'",
    options.scriptHashes
      ? `script-src 'self' ${options.scriptHashes.join(" ")}`.trim()
      : `script-src 'self' 'nonce-${nonce}'`,
    // React renders style attributes; scripts are what the nonce protects.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    options.framableBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ];
  if (options.upgradeInsecure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Features this site never uses are switched off for it and for anything it embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "clipboard-write=(self)",
].join(", ");

/** Every security header except the policy itself, which depends on the nonce. */
export function staticSecurityHeaders(options: { secure: boolean; framableBySelf?: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": options.framableBySelf ? "SAMEORIGIN" : "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
  };
  if (options.secure) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}
