import { describe, expect, it } from "vitest";
import { daysOnMarketTone, impactTone, importanceTone, riskTone, trendTone } from "./colour-rules";

describe("the colour rules", () => {
  it("colours trends by the words down and up", () => {
    expect(trendTone("down")).toBe("red");
    expect(trendTone("Trending Down")).toBe("red");
    expect(trendTone("up")).toBe("green");
    expect(trendTone("Up 4%")).toBe("green");
    expect(trendTone("stable")).toBe("neutral");
  });
  it("colours risk levels", () => {
    expect(riskTone("Low")).toBe("green");
    expect(riskTone("Medium")).toBe("yellow");
    expect(riskTone("Low-Medium")).toBe("yellow");
    expect(riskTone("Medium-High")).toBe("red");
    expect(riskTone("High")).toBe("red");
  });
  it("colours days on market at 30 and 60", () => {
    expect(daysOnMarketTone(0)).toBe("green");
    expect(daysOnMarketTone(30)).toBe("green");
    expect(daysOnMarketTone(31)).toBe("yellow");
    expect(daysOnMarketTone(60)).toBe("yellow");
    expect(daysOnMarketTone(61)).toBe("red");
    expect(daysOnMarketTone(138)).toBe("red");
  });
  it("colours impact and importance labels", () => {
    expect(impactTone("High")).toBe("green");
    expect(impactTone("Medium")).toBe("yellow");
    expect(importanceTone("High")).toBe("red");
    expect(importanceTone("Medium")).toBe("yellow");
  });
});
