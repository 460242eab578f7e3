import { describe, expect, it } from "vitest";
import { readAffordabilityQuery, readConveyanceQuery } from "./calculator-query";

describe("calculator query strings", () => {
  it("reads price and type; an unknown type falls back to residential", () => {
    expect(readConveyanceQuery(new URLSearchParams("price=3%2C000%2C000&type=commercial"))).toEqual({
      price: "3,000,000",
      type: "commercial",
      priceInvalid: false,
    });
    expect(readConveyanceQuery(new URLSearchParams("type=castle")).type).toBe("residential");
    expect(readConveyanceQuery(new URLSearchParams("")).price).toBe("");
  });

  it("flags a price that is not a number", () => {
    expect(readConveyanceQuery(new URLSearchParams("price=lots")).priceInvalid).toBe(true);
  });

  it("cuts absurdly long values", () => {
    expect(readConveyanceQuery(new URLSearchParams(`price=${"9".repeat(500)}`)).price).toHaveLength(40);
  });

  it("reads the three affordability amounts as text", () => {
    expect(readAffordabilityQuery(new URLSearchParams("income=200000&downPayment=&monthlyDebts=x"), "6.25")).toEqual({
      income: "200000",
      downPayment: "",
      monthlyDebts: "x",
      rate: "6.25",
    });
    // A sent form keeps the rate as typed, even emptied.
    expect(readAffordabilityQuery(new URLSearchParams("income=1&rate="), "6.25").rate).toBe("");
    expect(readAffordabilityQuery(new URLSearchParams("rate=7.1"), "6.25").rate).toBe("7.1");
  });
});
