import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadWeeks } from "../app/features/reports/weekly-data.server";
import { runReportImport } from "./report-import";

function capture() {
  const lines: string[] = [];
  return { lines, out: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) } };
}

const EXPORT = [
  "Address,Property Type,Zoning,Zip,Acres,Sq Ft,List Price,DOM,Contract Date",
  "12 Lockwood Road,Single Family,R-20,06878,0.5,3400,3100000,21,09/30/2025",
  "4 Arch Street Unit 2,Condominium,R-6,06830,,1200,950000,40,10/02/2025",
].join("\n");

function workspace(exportText: string) {
  const root = mkdtempSync(path.join(tmpdir(), "report-import-"));
  writeFileSync(path.join(root, "export.csv"), exportText);
  return root;
}

const ARGS = ["export.csv", "--week", "5", "--start", "2025-09-29", "--end", "2025-10-05"];

describe("npm run report:import", () => {
  it("writes a week the site can load", () => {
    const root = workspace(EXPORT);
    const { lines, out } = capture();
    expect(runReportImport(ARGS, root, out)).toBe(0);
    expect(lines[0]).toMatch(/contracts\.csv \(2 contracts\)/);
    const read = (file: string) => readFileSync(path.join(root, "data/weekly/5", file), "utf8");
    const [week] = loadWeeks(
      { "/data/weekly/5/contracts.csv": read("contracts.csv") },
      { "/data/weekly/5/report.md": read("report.md") },
    );
    expect(week).toMatchObject({ week: 5, startDate: "2025-09-29", endDate: "2025-10-05" });
    expect(week?.contracts.map((contract) => contract.type)).toEqual(["single-family", "condo"]);
  });

  it("prints each bad row with its reason and writes nothing", () => {
    const root = workspace(`${EXPORT}\n9 Bad Road,Single Family,R-6,06830,0.2,1800,lots,5,10/01/2025`);
    const { lines, out } = capture();
    expect(runReportImport(ARGS, root, out)).toBe(1);
    expect(lines).toContain(
      'export.csv line 4, column "price": price must be a whole number of at least 1, got "lots"',
    );
    expect(lines.at(-1)).toMatch(/nothing written/);
    expect(() => readFileSync(path.join(root, "data/weekly/5/contracts.csv"))).toThrow();
  });

  it("imports the good rows with --skip-invalid and refuses to overwrite without --force", () => {
    const root = workspace(`${EXPORT}\n9 Bad Road,Castle,R-6,06830,0.2,1800,1000000,5,10/01/2025`);
    expect(runReportImport([...ARGS, "--skip-invalid"], root, capture().out)).toBe(0);
    const { lines, out } = capture();
    expect(runReportImport([...ARGS, "--skip-invalid"], root, out)).toBe(1);
    expect(lines.at(-1)).toMatch(/--force/);
  });

  it("rejects bad options", () => {
    const { lines, out } = capture();
    expect(
      runReportImport(["export.csv", "--week", "x", "--start", "2025-09-29", "--end", "2025-10-05"], "/", out),
    ).toBe(2);
    expect(lines[0]).toMatch(/week/);
  });
});
