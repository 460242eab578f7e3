// app/lib/calendar.ts is the site's one calendar: `npm run lint` (no-restricted-syntax in
// eslint.config.js) refuses a second DAY_MS or a day written in milliseconds anywhere else. These
// lint probe lines with the project's own configuration and check what the rule refuses.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of no-restricted-syntax for `source` linted as the file `filePath`. */
async function calendarErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe("one calendar", { timeout: 60_000 }, () => {
  it.each([
    [
      "app/features/newsletter/calendar-probe.server.ts",
      "const DAY_MS = 24 * 60 * 60 * 1000;\nexport const link = 3 * DAY_MS;",
    ],
    ["app/server/calendar-probe.server.ts", "export const idle = 3 * 86_400_000;"],
    ["scripts/calendar-probe.ts", "export const day = 864e5;"],
    ["tests/integration/calendar-probe.test.ts", "export const day = 1000 * 60 * 60 * 24;"],
  ])("refuses in %s: %s", async (filePath, source) => {
    const errors = await calendarErrors(filePath, source);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toContain("DAY_MS of app/lib/calendar.ts");
  });

  it.each([
    [
      "app/server/calendar-probe.server.ts",
      'import { DAY_MS } from "~/lib/calendar";\nexport const idle = 3 * DAY_MS;',
    ],
    // An hour is not a day.
    ["app/server/calendar-probe.server.ts", "export const hour = 60 * 60 * 1000;"],
    // The calendar itself defines it.
    ["app/lib/calendar.ts", "export const DAY_MS = 86_400_000;"],
  ])("allows in %s: %s", async (filePath, source) => {
    expect(await calendarErrors(filePath, source)).toEqual([]);
  });
});
