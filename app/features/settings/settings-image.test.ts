import { describe, expect, it } from "vitest";
import { checkImage, imageTypeOf, SITE_IMAGE_MAX_BYTES } from "./settings-image";

const bytes = (...values: number[]) => new Uint8Array(values);

describe("imageTypeOf", () => {
  it("tells JPEG, PNG and WebP by their first bytes", () => {
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("image/jpeg");
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(imageTypeOf(new TextEncoder().encode("RIFF\u0010\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses anything else, whatever it is named", () => {
    expect(imageTypeOf(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode("<svg xmlns="))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode("RIFF\u0010\u0000\u0000\u0000WAVE"))).toBeNull();
    expect(imageTypeOf(bytes(0x89, 0x50))).toBeNull();
  });
});

describe("checkImage", () => {
  it("answers 413 above 2 MB, 415 for another type, 400 when empty", () => {
    const big = new Uint8Array(SITE_IMAGE_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(checkImage(big)).toMatchObject({ ok: false, status: 413 });
    expect(checkImage(new TextEncoder().encode("%PDF-1.7"))).toEqual({
      ok: false,
      status: 415,
      error: "That file is not a JPEG, PNG or WebP image.",
    });
    expect(checkImage(bytes())).toMatchObject({ ok: false, status: 400 });
    const atLimit = new Uint8Array(SITE_IMAGE_MAX_BYTES);
    atLimit.set([0xff, 0xd8, 0xff]);
    expect(checkImage(atLimit)).toEqual({ ok: true, contentType: "image/jpeg" });
  });
});
