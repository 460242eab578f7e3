import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatStudioTime } from "~/lib/studio-time";
import { leadMailText, type LeadMail } from "./lead-mail.server";

const lead = (receivedAt: string): LeadMail => ({
  name: "Ann Lee",
  email: "ann@example.com",
  phone: "",
  userType: "buyer",
  message: "Schedule a Byram tour",
  receivedAt,
});

describe("the lead notification's time", () => {
  it("is the broker's time, Eastern, with the zone named (standard and daylight time)", () => {
    expect(leadMailText(lead("2026-11-24T18:05:59.000Z"))).toContain("Received: Nov 24, 2026, 1:05 PM EST");
    expect(leadMailText(lead("2026-07-04T13:30:00.000Z"))).toContain("Received: Jul 4, 2026, 9:30 AM EDT");
  });

  it("never shows a moment in UTC, whenever the lead came", () => {
    const moments = fc.date({
      min: new Date("2020-01-01T00:00:00Z"),
      max: new Date("2040-12-31T23:59:59Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(moments, (moment) => {
        const text = leadMailText(lead(moment.toISOString()));
        expect(text).toContain(`Received: ${formatStudioTime(moment)}`);
        expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T|\bUTC\b|\bGMT\b|\d{2}:\d{2}(?::\d{2})?(?:\.\d+)?Z/);
      }),
    );
  });
});
