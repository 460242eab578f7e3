import { describe, expect, it } from "vitest";
import { withImpactLabel, withImportanceLabel } from "./consideration-label";

describe("consideration labels", () => {
  it("colours impact High green and any other impact yellow", () => {
    expect(withImpactLabel({ consideration: "Water", details: "", impact: "High" }).label).toEqual({
      text: "High impact",
      tone: "green",
    });
    expect(withImpactLabel({ consideration: "Commute", details: "", impact: "Medium" }).label?.tone).toBe("yellow");
  });

  it("colours importance High red and any other importance yellow", () => {
    expect(withImportanceLabel({ consideration: "Privacy", details: "", importance: "High" }).label).toEqual({
      text: "High importance",
      tone: "red",
    });
    expect(withImportanceLabel({ consideration: "Resale", details: "", importance: "Medium" }).label?.tone).toBe(
      "yellow",
    );
  });

  it("gives no label when the guide rates nothing", () => {
    expect(withImpactLabel({ consideration: "Lot", details: "" }).label).toBeNull();
    expect(withImportanceLabel({ consideration: "Lot", details: "" }).label).toBeNull();
  });
});
