import { describe, expect, it } from "vitest";
import { openHouseNote } from "./timeline";

describe("openHouseNote (whole days between the last open house and the contract)", () => {
  it("counts the days before the contract", () => {
    expect(openHouseNote({ lastOpenHouseDate: "2025-10-05", contractDate: "2025-10-07" })).toBe(
      "Last open house 2 days before contract",
    );
    expect(openHouseNote({ lastOpenHouseDate: "2025-10-06", contractDate: "2025-10-07" })).toBe(
      "Last open house 1 day before contract",
    );
  });
  it("handles the same day, a later open house and none", () => {
    expect(openHouseNote({ lastOpenHouseDate: "2025-10-07", contractDate: "2025-10-07" })).toBe(
      "Last open house on the contract date",
    );
    expect(openHouseNote({ lastOpenHouseDate: "2025-10-10", contractDate: "2025-10-07" })).toBe(
      "Last open house 3 days after contract",
    );
    expect(openHouseNote({ lastOpenHouseDate: null, contractDate: "2025-10-07" })).toBe("No open house recorded");
  });
});
