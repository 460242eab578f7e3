import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_FILE_NAME_LENGTH, uploadFileName } from "./upload-file-name";

describe("an uploaded file's name as the studio keeps and shows it", () => {
  it("keeps a plain name as it is", () => {
    expect(uploadFileName("export-2025-10-27.csv")).toBe("export-2025-10-27.csv");
    expect(uploadFileName("Contracts Oct café.csv")).toBe("Contracts Oct café.csv");
  });

  it("drops NUL and every other control or direction character, and any folder", () => {
    expect(uploadFileName("export\u0000.csv")).toBe("export.csv");
    expect(uploadFileName("week\u0001\u0007\u001b[31m\u007f\u0085.csv")).toBe("week[31m.csv");
    expect(uploadFileName("evil\u202egpj.csv")).toBe("evilgpj.csv");
    expect(uploadFileName("../../../../etc/passwd")).toBe("passwd");
    expect(uploadFileName("..\\..\\windows\\system32\\config.csv")).toBe("config.csv");
    expect(uploadFileName("tab\there.csv")).toBe("tab here.csv");
  });

  it("names a file with no name left the export", () => {
    expect(uploadFileName("\u0000")).toBe("export.csv");
    expect(uploadFileName("  ")).toBe("export.csv");
    expect(uploadFileName("../")).toBe("export.csv");
  });

  it("whatever a client sends: no control or format character, no folder, a name of 1 to 200 characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 400 }), (name) => {
        const kept = uploadFileName(name);
        expect(kept).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}/\\]/u);
        expect([...kept].length).toBeGreaterThan(0);
        expect([...kept].length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
        expect(kept).toBe(kept.trim());
      }),
    );
  });
});
