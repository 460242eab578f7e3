import { expect, test } from "@playwright/test";
import { publicRoutes } from "../../app/lib/public-routes";
import { problemsAtEveryWidth } from "./axe";
import { gotoHydrated } from "./hydrated";
import { watchErrors } from "./watch-errors";

// Every public page, and the states of a page a visitor reaches through its address (a week, a tab,
// an open dialog, a calculator's answer), at 375 and 1280 px: every axe rule of every impact, no
// sideways scroll of the page, and every table either fits or says that more columns are to the
// side, its caption whole; no console error or uncaught exception, and one visible h1 on each
// page. Both widths are set in each test, so the check does not depend on which window sizes the
// configuration runs a spec at; the desktop project runs it once. (What a page reads like without
// JavaScript is smoke.spec.ts's.)

const PAGE_STATES = [
  "/market-report?week=1",
  "/market-report?week=4",
  "/mock-market-report?watch=agents",
  "/mock-market-report?glossary=1",
  "/mock-market-report?listing=125001",
  "/mock-market-report?week=39",
  "/yearly-market-summary?type=rental",
  "/quarterly-report/2025-q3",
  "/sellers/conveyance-tax?price=2500000",
  "/investors/mill-rates?value=2500000",
  "/archive?q=september",
];

test.describe("every page passes axe and fits at 375 and 1280 px", () => {
  for (const address of [...publicRoutes, ...PAGE_STATES]) {
    test(`page ${address}`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name === "mobile", "both widths are set in the test");
      const errors = watchErrors(page);
      const response = await gotoHydrated(page, address);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      expect(await problemsAtEveryWidth(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
