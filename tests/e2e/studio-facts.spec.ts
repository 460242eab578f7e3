import { expect, test, type Page } from "@playwright/test";
import { studioSpecServer } from "./studio-server";
import { formatLongDate } from "../../app/lib/format";
import { facts, factValue, shownFactsByPath, type FactName } from "../../content/facts";
// The content modules that declare the pages each fact is shown on (shownFacts).
import { testimonialsSection } from "../../content/home";
import "../../content/audiences/buyer";
import "../../content/guides/byram-guide";
import "../../content/guides/pricing-guide";
import "../../content/calculators/first-time-guide";
import { extractText, getDocumentProxy } from "unpdf";
import { axeBuilder } from "./axe";

// Facts and testimonials the broker edits, in the browser, with JavaScript on and off: a market fact edited in the
// studio changes on every page that cites it (the pages its declarations name), and the page's note
// says when it changed and what it was; a testimonial added, moved, hidden, shown or deleted is
// what the home page's carousel shows. On a server of its own with its own database (ports
// 3421-3422), so that the edited content never reaches the other specs.

const server = studioSpecServer({ name: "facts", ports: { desktop: 3421, mobile: 3422 } });

/** The pages whose content modules declare they show fact `name`. */
function pagesCiting(name: FactName): string[] {
  return [...shownFactsByPath()].filter(([, names]) => names.includes(name)).map(([page]) => page);
}

/**
 * The note naming fact `name`'s period, alone ("Cos Cob median sale price, …: October 2026.") or
 * in a note grouping neighborhoods whose period is the same ("Riverside and Cos Cob median …").
 */
function periodNote(name: FactName, period: string): RegExp {
  const { measures, segment } = facts[name] as { measures: string; segment?: string };
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (!segment || !measures.startsWith(segment)) return new RegExp(escape(`${measures}: ${period}.`));
  return new RegExp(`${escape(segment)}[^.]*${escape(`${measures.slice(segment.length)}: ${period}.`)}`);
}

/** Axe runs as a script in the page, so only where JavaScript is on. */
async function expectNoAxeViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

const EDITS = {
  // The medians of neighborhoods that are part of a village (decision 159), which the buyer page's
  // neighborhoods and the pricing guide's cards both quote.
  on: { name: "centralGreenwichMedianSalePrice", value: "3,200,000", shown: "$3.2M" },
  off: { name: "backcountryMedianSalePrice", value: "4,700,000", shown: "$4.7M" },
} as const satisfies Record<string, { name: FactName; value: string; shown: string }>;

for (const javaScriptEnabled of [true, false]) {
  const edit = EDITS[javaScriptEnabled ? "on" : "off"];

  test(`a fact edited in the studio is on every page that cites it, JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({
    browser,
  }, testInfo) => {
    const pages = pagesCiting(edit.name);
    // The buyer page and the pricing guide at least.
    expect(pages).toEqual(expect.arrayContaining(["/buyer", "/sellers/pricing-guide"]));
    const before = factValue(edit.name);
    const context = await server.signedIn(browser, testInfo, { role: "editor", javaScriptEnabled: javaScriptEnabled });
    const page = await context.newPage();

    await page.goto(`${server.url}/studio/facts`);
    await expect(page.getByRole("heading", { level: 1, name: "Market facts" })).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    await page.getByRole("link", { name: facts[edit.name].measures, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: facts[edit.name].measures })).toBeVisible();

    // A value outside a dollar amount's range ($1,000 to $1,000,000,000) is refused, naming the field; nothing changes.
    await page.getByRole("textbox", { name: "Value", exact: true }).fill("-150");
    await page.getByRole("button", { name: "Save the fact" }).click();
    await expect(page.getByText(/^The value must be/)).toBeVisible();

    await page.getByRole("textbox", { name: "Value", exact: true }).fill(edit.value);
    await page.getByRole("textbox", { name: "Period", exact: true }).fill("October 2026");
    await page.getByLabel("Period's last day", { exact: true }).fill("2026-10-31");
    await page.getByRole("button", { name: "Save the fact" }).click();
    await expect(page.getByRole("status")).toContainText(`is now ${edit.shown} on every page that cites it`);
    await expect(page.getByRole("heading", { name: "Earlier values" })).toBeVisible();
    await expect(page.locator("main")).toContainText(before);
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    // "Updated …" alone, or "Riverside updated …" where a note groups several neighborhoods' facts.
    const updated = `updated ${formatLongDate(new Date().toISOString().slice(0, 10))}; was ${before}.`;
    const visitor = await browser.newContext({
      viewport: testInfo.project.use.viewport ?? undefined,
      javaScriptEnabled,
    });
    const publicPage = await visitor.newPage();
    for (const address of pages) {
      await publicPage.goto(`${server.url}${address}`);
      const main = publicPage.locator("main");
      await expect(main).toContainText(edit.shown);
      await expect(main).toContainText(periodNote(edit.name, "October 2026"));
      await expect(main).toContainText(updated, { ignoreCase: true });
    }
    await visitor.close();
    await context.close();
  });
}

// A fact that pages once computed when their module loaded (decision 111, before every page read the
// book): Byram's price per sq ft, on the Byram guide, the pricing guide (and its estimate) and the
// first-time buyer guide (and its PDF). Without JavaScript: the studio's form and the pages are HTML.
test("a fact the guides quote, edited in the studio, is on every guide citing it, the pricing estimate and the PDF", async ({
  browser,
}, testInfo) => {
  const name = "byramPricePerSqFt";
  const pages = pagesCiting(name);
  expect([...pages].sort()).toEqual(["/buyers/byram-guide", "/buyers/first-time-guide", "/sellers/pricing-guide"]);
  const before = factValue(name);
  const context = await server.signedIn(browser, testInfo, { role: "owner", javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/studio/facts/${name}`);
  await expect(page.getByRole("heading", { level: 1, name: facts[name].measures })).toBeVisible();
  await page.getByRole("textbox", { name: "Value", exact: true }).fill("470");
  await page.getByRole("textbox", { name: "Period", exact: true }).fill("October 2026");
  await page.getByLabel("Period's last day", { exact: true }).fill("2026-10-31");
  await page.getByRole("button", { name: "Save the fact" }).click();
  await expect(page.getByRole("status")).toContainText("is now $470 on every page that cites it");
  await context.close();

  const updated = `Byram updated ${formatLongDate(new Date().toISOString().slice(0, 10))}; was ${before}.`;
  const visitor = await browser.newContext({
    viewport: testInfo.project.use.viewport ?? undefined,
    javaScriptEnabled: false,
  });
  const publicPage = await visitor.newPage();
  for (const address of pages) {
    await publicPage.goto(`${server.url}${address}`);
    const main = publicPage.locator("main");
    await expect(main).toContainText("$470");
    await expect(main).toContainText(`${facts[name].measures}: October 2026.`);
    await expect(main).toContainText(updated);
  }
  await publicPage.goto(`${server.url}/sellers/pricing-guide?sqft=1000&neighborhood=byram&condition=move-in-ready`);
  await expect(publicPage.locator("main")).toContainText("Midpoint $470,000 for 1,000 sq ft in Byram");

  const pdf = await publicPage.request.get(`${server.url}/buyers/first-time-guide.pdf`);
  expect(pdf.status()).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
  expect(text.replace(/\s+/g, " ")).toContain("Price per sq ft around $470");
  await visitor.close();
});

/** The names the home page's carousel shows, in order (the hidden slides are in the page too). */
async function carouselNames(page: Page): Promise<string[]> {
  await page.goto(`${server.url}/`);
  const section = page.getByRole("region", { name: "What Our Clients Say" });
  return (await section.locator("figcaption > span:first-child").allTextContents()).map((name) => name.trim());
}

test("testimonials added, moved, hidden, shown and deleted are what the home page shows, JavaScript on and off", async ({
  browser,
}, testInfo) => {
  const visitor = await browser.newContext({ viewport: testInfo.project.use.viewport ?? undefined });
  const home = await visitor.newPage();
  // The shipped testimonials until the studio first changes them.
  const [first, second, third] = testimonialsSection.testimonials.map((testimonial) => testimonial.name);
  expect(await carouselNames(home)).toEqual([first, second, third]);

  for (const javaScriptEnabled of [true, false]) {
    const context = await server.signedIn(browser, testInfo, { role: "owner", javaScriptEnabled: javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${server.url}/studio/testimonials`);
    await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
    const addForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Add the testimonial" }) });
    const client = javaScriptEnabled ? "Ann B." : "Ben C.";
    await addForm.getByLabel("Quote").fill(`${client} found the weekly figures plain and useful.`);
    await addForm.getByLabel("Name").fill(client);
    await addForm.getByLabel("Who they are").fill("Buyer, Byram");
    await addForm.getByRole("button", { name: "Add the testimonial" }).click();
    await expect(page.getByRole("status")).toHaveText(`Added the testimonial of ${client}`);
    await page.getByRole("button", { name: `Move up (testimonial of ${client})` }).click();
    await expect(page.getByRole("status")).toHaveText(`Moved the testimonial of ${client} up.`);

    if (javaScriptEnabled) {
      await page.getByRole("button", { name: `Hide (testimonial of ${second})` }).click();
      await expect(page.getByRole("status")).toContainText("is hidden from the home page");
      await expectNoAxeViolations(page);
      expect(await carouselNames(home)).toEqual([first, "Ann B.", third]);
    } else {
      await page.getByRole("button", { name: "Delete (testimonial of Ann B.)" }).click();
      await expect(page.getByRole("status")).toHaveText("Deleted the testimonial of Ann B.");
      await page.getByRole("button", { name: `Show (testimonial of ${second})` }).click();
      await expect(page.getByRole("status")).toContainText("is shown on the home page");
      expect(await carouselNames(home)).toEqual([first, second, "Ben C.", third]);
      await expect(home.getByText("Ben C. found the weekly figures plain and useful.")).toBeAttached();
    }
    await context.close();
  }

  // None visible: the home page leaves the section out.
  const context = await server.signedIn(browser, testInfo, { role: "owner", javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/studio/testimonials`);
  for (const name of [first, second, "Ben C.", third]) {
    await page.getByRole("button", { name: `Hide (testimonial of ${name})` }).click();
    await expect(page.getByRole("status")).toContainText("is hidden from the home page");
  }
  await home.goto(`${server.url}/`);
  await expect(home.getByRole("heading", { name: "What Our Clients Say" })).toHaveCount(0);
  await context.close();
  await visitor.close();
});
