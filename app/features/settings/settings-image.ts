// The photo or logo Settings accepts: JPEG, PNG or WebP, told by the file's first
// bytes (its name and the browser's type can say anything), at most 2 MB.

export const SITE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export type AcceptedImageType = "image/jpeg" | "image/png" | "image/webp";

/** The image type its first bytes (magic numbers) say, or null for anything else. */
export function imageTypeOf(bytes: Uint8Array): AcceptedImageType | null {
  const starts = (offset: number, signature: readonly number[]) =>
    bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts(0, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF....WEBP
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return "image/webp";
  return null;
}

/** An uploaded image, checked: its type, or why it was refused and the status that says so. */
export type ImageCheck =
  { ok: true; contentType: AcceptedImageType } | { ok: false; status: 413 | 415 | 400; error: string };

export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0)
    return { ok: false, status: 400, error: "That file is empty: choose a JPEG, PNG or WebP image." };
  if (bytes.length > SITE_IMAGE_MAX_BYTES) {
    return { ok: false, status: 413, error: "That image is larger than 2 MB: choose a smaller one." };
  }
  const contentType = imageTypeOf(bytes);
  if (!contentType) {
    return { ok: false, status: 415, error: "That file is not a JPEG, PNG or WebP image." };
  }
  return { ok: true, contentType };
}
