import { expect, test } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { gotoHydrated } from "./hydrated";

// The dashboard's weeks are named apart from the weekly reports' numbers,
// and on paper every listing keeps its list price (the hydrated copy button stays off paper).

const PATH = "/mock-market-report";

test("the dashboard names its weeks calendar weeks, apart from the reports' week numbers", async ({ page }) => {
  await page.goto(`${PATH}?week=41`);
  await expect(page.getByText("Calendar Week 41", { exact: true })).toBeVisible();
});

test("printed after hydration, every listing shows its list price", async ({ page }) => {
  await gotoHydrated(page, PATH);
  await expect(page.getByRole("button", { name: /copy list price/ }).first()).toBeVisible();
  await page.emulateMedia({ media: "print" });
  const rows = page.getByRole("region", { name: "Listings under contract" }).locator("tbody tr");
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    // The fourth column is the list price.
    const cell = rows.nth(index).locator("td").nth(2);
    await expect(cell).toBeVisible();
    expect(await cell.innerText()).toMatch(/^\$\d{1,3}(,\d{3})+$/);
  }
});

test("printed, the listings table keeps every column: contract, firm and agent, badges", async ({ page }) => {
  await gotoHydrated(page, `${PATH}?week=41`);
  const pdf = await page.pdf({ format: "Letter", printBackground: true });
  const pages = (await extractText(await getDocumentProxy(new Uint8Array(pdf)))).text as string[];
  // A header may wrap onto two lines in its narrow column: the words are compared, not the lines.
  const text = pages.join("\n").replace(/\s+/g, " ");
  for (const header of ["List price", "Reductions", "Contract", "Firm and agent", "Badges"]) {
    expect(text, header).toContain(header);
  }
  // Each listing's own cells: its price, its contract date, its agent (agents are named nowhere
  // else on the printed page but Mark Ellis) and a badge word.
  for (const cell of ["$2,995,000", "$875,000", "Oct 7", "Oct 12", "Lisa Grant", "David Chen", "2+ cuts", "Clean"]) {
    expect(text, cell).toContain(cell);
  }
});
