import { describe, expect, it } from "vitest";
import { CONTACT_REQUEST_MAX_LENGTH, contactRequestFrom, contactRequestHref } from "./contact-link";

describe("contact request links", () => {
  it("round-trips the request through the query string", () => {
    const href = contactRequestHref("Schedule a Byram tour");
    expect(href).toBe("/contact?request=Schedule+a+Byram+tour");
    expect(contactRequestFrom(new URL(href, "http://site.invalid").search)).toBe("Schedule a Byram tour");
  });
  it("bounds and trims what it reads", () => {
    expect(contactRequestFrom(`?request=${"x".repeat(500)}`)).toHaveLength(CONTACT_REQUEST_MAX_LENGTH);
    expect(contactRequestFrom("?request=%20%20hi%20")).toBe("hi");
    expect(contactRequestFrom("")).toBe("");
  });
});
