import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { neutraliseFormula, toCsv } from "./export-csv.server";

describe("CSV export", () => {
  it("writes a header, CRLF line ends and quotes fields with commas, quotes or line breaks", () => {
    const csv = toCsv(["name", "note"], [["Lee, Ann", 'says "hi"\nthere']]);
    expect(csv).toBe('\uFEFFname,note\r\n"Lee, Ann","says ""hi""\nthere"\r\n');
  });

  it("starts with the UTF-8 byte-order mark, once, so a spreadsheet reads accents as UTF-8", () => {
    const bytes = Buffer.from(toCsv(["name"], [["Zoë Müller"], ["José"]]), "utf8");
    expect([...bytes.subarray(0, 4)]).toEqual([0xef, 0xbb, 0xbf, "n".charCodeAt(0)]);
    expect(bytes.subarray(3).includes(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    expect(bytes.subarray(3).toString("utf8")).toBe("name\r\nZoë Müller\r\nJosé\r\n");
  });

  it("neutralises cells a spreadsheet would run as a formula", () => {
    expect(neutraliseFormula('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(neutraliseFormula("+1 203 555 0142")).toBe("'+1 203 555 0142");
    expect(neutraliseFormula("-2")).toBe("'-2");
    expect(neutraliseFormula("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutraliseFormula("Ann")).toBe("Ann");
  });

  it("writes a moment in the studio's clock, Eastern time with the zone named", () => {
    const csv = toCsv(["at", "none"], [[new Date("2026-11-24T18:05:59.123Z"), null]]);
    expect(csv).toBe("\uFEFFat,none\r\n2026-11-24 13:05:59 EST,\r\n");
  });

  it("property: any cells round-trip through a CSV parser, and no cell starts a formula", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: "binary", maxLength: 40 }), { minLength: 2, maxLength: 2 })),
        (rows) => {
          const parsed = parse(toCsv(["a", "b"], rows), { bom: true, record_delimiter: "\r\n" }) as string[][];
          expect(parsed[0]).toEqual(["a", "b"]);
          expect(parsed.slice(1)).toEqual(rows.map((row) => row.map(neutraliseFormula)));
          for (const row of parsed.slice(1)) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        },
      ),
    );
  });
});
