import { expect, test } from "@playwright/test";
import { hero, marketNowSection } from "../../content/home";
import { MARKET_NOW_MEASURES } from "../../app/domain/market-now";
import { MEASURES } from "../../app/domain/measures";
import { site } from "../../content/site";
import { LAYOUT } from "./tags";
import { testedWithoutJavaScript } from "./hydrated";

// These pages ship no JavaScript: tested once, with it off (decision 124).
testedWithoutJavaScript("/");

test.describe("home page", () => {
  // The home page ships no JavaScript (decision 014): the carousel is radios and labels, the same
  // with JavaScript on and off, so it runs with it off. Its controls sit where the layout puts them
  // (a reveal once moved them under the pointer): both widths.
  test(
    "testimonial carousel: next, previous and dots wrap around, whatever the testimonials",
    LAYOUT,
    async ({ browser, viewport }) => {
      // Reduced motion: the section's reveal-on-scroll moves the controls while the pointer aims at
      // them (a click could land on the dot beside "Next"); the carousel's logic is the same.
      const context = await browser.newContext({ javaScriptEnabled: false, viewport, reducedMotion: "reduce" });
      const page = await context.newPage();
      await page.goto("/");
      const carousel = page.locator("section[aria-roledescription='carousel']");
      // The testimonials the broker keeps in the studio, in the carousel's order, as the page lists them.
      const names = (await carousel.locator("figcaption > span:first-child").allTextContents()).map((name) =>
        name.trim(),
      );
      expect(names.length).toBeGreaterThanOrEqual(2);
      const nameAt = (index: number) => names[((index % names.length) + names.length) % names.length]!;
      const visibleQuote = carousel.locator("[aria-roledescription='slide']").locator("visible=true");
      // The previous and next controls of the testimonial shown (each testimonial has its own).
      const next = carousel.locator("label:visible", { hasText: "Next testimonial" });
      const previous = carousel.locator("label:visible", { hasText: "Previous testimonial" });
      await expect(visibleQuote).toHaveCount(1);
      await expect(visibleQuote).toContainText(nameAt(0));
      await next.click();
      await expect(visibleQuote).toContainText(nameAt(1));
      // On past the last: back to the first.
      for (let index = 2; index <= names.length; index++) await next.click();
      await expect(visibleQuote).toContainText(nameAt(0));
      await previous.click();
      await expect(visibleQuote).toContainText(nameAt(-1));
      // The dots under the testimonial shown (for the pointer; the radios speak for them).
      await carousel.locator("label:visible[for='testimonial-2']").first().click();
      await expect(carousel.getByRole("radio", { name: "Show testimonial 2" })).toBeChecked();
      await expect(visibleQuote).toContainText(nameAt(1));
      // The keyboard moves between the dots, and the testimonial follows.
      await carousel.getByRole("radio", { name: "Show testimonial 2" }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(carousel.getByRole("radio", { name: `Show testimonial ${(2 % names.length) + 1}` })).toBeChecked();
      await expect(visibleQuote).toContainText(nameAt(2));
      await context.close();
    },
  );

  test("the audience phrase rotates by CSS, a new phrase every 2.5 s", async ({ page }) => {
    await page.goto("/");
    // The rotating phrase is decorative (aria-hidden); screen readers get one static sentence.
    const shownPhrase = () =>
      page
        .locator(".audience-phrase")
        .evaluateAll((spans) =>
          spans.filter((span) => Number(getComputedStyle(span).opacity) > 0.5).map((span) => span.textContent),
        );
    await expect.poll(shownPhrase).toEqual([hero.audiencePhrases[0]]);
    await expect.poll(shownPhrase, { timeout: 6000 }).toEqual([hero.audiencePhrases[1]]);
    await expect(page.locator("#hero-heading + p > span[aria-hidden='true']")).toBeAttached();
  });

  test("the audience phrase stays on the first phrase under reduced motion", async ({ browser, viewport }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", viewport });
    const page = await context.newPage();
    await page.goto("/");
    // No animation runs on any phrase (none is waiting to start either), so the first one stays.
    const phrases = page.locator(".audience-phrase");
    await expect(phrases).toHaveCount(hero.audiencePhrases.length);
    expect(await phrases.evaluateAll((spans) => spans.map((span) => span.getAnimations().length))).toEqual(
      hero.audiencePhrases.map(() => 0),
    );
    const opacities = await phrases.evaluateAll((spans) => spans.map((span) => Number(getComputedStyle(span).opacity)));
    expect(opacities[0]).toBe(1);
    expect(opacities.slice(1).every((opacity) => opacity === 0)).toBe(true);
    await context.close();
  });

  test("the four audience buttons lead to the audience pages", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    for (const [name, href] of [
      ["For Buyers", "/buyer"],
      ["For Investors", "/investor"],
      ["For Sellers", "/seller"],
      ["For Brokerages", "/brokerage"],
    ]) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
  });

  test("about section calls and e-mails the broker from the site config", async ({ page }) => {
    await page.goto("/");
    const about = page.locator("#about");
    await expect(about.locator(`a[href="tel:${site.broker.phoneE164}"]`)).toBeVisible();
    await expect(about.locator(`a[href="mailto:${site.broker.email}"]`)).toBeVisible();
    for (const credential of site.credentials) await expect(about).toContainText(credential.value);
  });

  test("market-now strip shows the four figures of the newest week, three times, dated, with their counts", async ({
    page,
  }) => {
    await page.goto("/");
    for (const { measure } of MARKET_NOW_MEASURES) {
      await expect(page.getByText(new RegExp(`^${MEASURES[measure].label}, `))).toHaveCount(3);
    }
    // The seed's newest whole week is October 13 to 19, 2025 (its week 4 ends on a Tuesday).
    const section = page.getByRole("region", { name: marketNowSection.title });
    await expect(section.locator("[data-market-week]")).toHaveText(marketNowSection.dated("2025-10-13"));
    const first = section.getByRole("list", { name: marketNowSection.statisticsLabel }).getByRole("listitem").first();
    await expect(first).toContainText("13 weeks to October 19, 2025");
    await expect(first).toContainText(/on \d+ contracts/);
    await expect(first).toContainText("against the same 13 weeks a year earlier");
    // Every figure is sample data: the one sentence says so under the strip.
    await expect(section.locator("[data-sample-notice]")).toContainText("Sample data: the figures through");
    // The luxury card is computed from the contracts, with both counts.
    await expect(section).toContainText(/change in sale contracts at \$6M and up: \d+ contracts in the 52 weeks to/);
  });

  test("without JavaScript every section is visible and the page loads no script", async ({ browser, viewport }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("script[src], link[rel='modulepreload']")).toHaveCount(0);
    for (const id of ["benefits", "about"]) await expect(page.locator(`#${id}`)).toBeVisible();
    // The first testimonial, whichever the broker put first.
    await expect(page.locator("[aria-roledescription='slide'] blockquote").first()).toBeVisible();
    await context.close();
  });

  test("content below the fold reveals on scroll and stays visible", async ({ page }) => {
    await page.goto("/");
    await page.locator("#about").scrollIntoViewIfNeeded();
    await expect(page.locator("#about").getByRole("heading", { level: 2 })).toBeVisible();
    await expect
      .poll(() =>
        page.locator("#about h2").evaluate((el) => {
          // The product of every ancestor's opacity: 1 once the reveal transition has finished.
          let opacity = 1;
          for (let node: Element | null = el; node; node = node.parentElement)
            opacity *= Number(getComputedStyle(node).opacity);
          return opacity;
        }),
      )
      .toBe(1);
  });
});
